/**
 * Process entry: the production server, compiled by `npm run build` to
 * `build/server/main.js` and run with plain Node by `npm start`
 * (scripts/start.js, which builds first when the build is missing or
 * stale), and `npm run dev` (this file under tsx, with Vite's middleware).
 * Listens, prints the address and shuts down gracefully on SIGTERM/SIGINT.
 * With PROCESSES above 1 (PostgreSQL only), this process starts that many
 * servers sharing the port (`node:cluster`), one after the other, and
 * replaces one that dies.
 */
import cluster, { type Worker } from "node:cluster";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DATABASE_TEMPLATE_DIR } from "./app/server/db/database-template";
import { parseEnv } from "./app/server/env.server";
import { isExpectedStartupError } from "./app/server/startup-errors";

type HttpModule = typeof import("./app/server/http");

const dev = process.argv.includes("--dev");

/** What a server process tells the supervisor once it listens. */
interface Ready {
  ready: string[];
}

async function main() {
  if (dev) {
    process.env.NODE_ENV ??= "development";
    return serve();
  }
  // Libraries (React, Express) pick their development code paths without it.
  process.env.NODE_ENV ??= "production";
  if (cluster.isWorker) return serve();
  const { PROCESSES } = parseEnv();
  return PROCESSES > 1 ? supervise(PROCESSES) : serve();
}

async function serve() {
  let http: HttpModule;
  let start: Parameters<HttpModule["startApp"]>[0];
  if (dev) {
    const vite = await import("vite").then((m) =>
      m.createServer({ server: { middlewareMode: true }, appType: "custom" }),
    );
    http = (await vite.ssrLoadModule("./app/server/http.ts")) as HttpModule;
    start = { before: [vite.middlewares] };
  } else {
    // Compiled, this file is build/server/main.js, beside the server bundle.
    const serverDir = path.dirname(fileURLToPath(import.meta.url));
    http = (await import(pathToFileURL(path.join(serverDir, "index.js")).href)) as HttpModule;
    start = {
      clientDir: path.join(serverDir, "..", "client"),
      databaseTemplate: path.join(serverDir, DATABASE_TEMPLATE_DIR),
    };
  }

  const running = await http.startApp(start);
  const { env } = running;
  const server = createServer(running.handleRequest);
  // Stored public pages go out ahead of Node's HTTP layer (production only).
  const fastLane = running.answerFromMemory
    ? http.serveFastLaneFirst(server, running.answerFromMemory)
    : null;
  server.listen(env.PORT, env.HOST, () => {
    const lines = [
      `Site en ligne sur http://localhost:${env.PORT} (adresse publique : ${env.PUBLIC_URL}, mode ${process.env.NODE_ENV})`,
      ...running.notices,
    ];
    if (cluster.isWorker) process.send?.({ ready: lines } satisfies Ready);
    else for (const line of lines) console.log(line);
    running.startJobs();
    // One full collection once started (`npm start` exposes it): start-up's
    // garbage, the 9 MB of PostgreSQL's WebAssembly file as PGlite read it
    // first, would otherwise stay until the heap grows, hours on a quiet site.
    (globalThis as { gc?: () => void }).gc?.();
  });

  const connections = http.followConnections(server, fastLane);

  // The database is closed on every way out, the forced one included.
  let exiting: Promise<void> | null = null;
  const exitAfterClosing = (code: number) =>
    (exiting ??= running.close().then(
      () => process.exit(code),
      (error: unknown) => {
        console.error("Arrêt : la base de données n'a pas pu être fermée", error);
        process.exit(1);
      },
    ));
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!cluster.isWorker) console.log(`${signal} reçu : arrêt en cours…`);
    // Answers still going out after 10 s are cut short.
    const force = setTimeout(() => {
      setTimeout(() => process.exit(1), 5_000).unref();
      void exitAfterClosing(1);
    }, 10_000);
    force.unref();
    // Idle and half-sent connections close at once, the others after their answer.
    void connections.close().then(() => exitAfterClosing(0));
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * Starts `count` server processes one after the other (the first one alone
 * migrates, seeds a fresh database and creates the owner account), replaces
 * one that dies later, and stops them all on SIGTERM/SIGINT. If one fails to
 * start the first time, everything stops: its error is printed, and starting
 * it again would fail the same way.
 */
function supervise(count: number) {
  let starting = true;
  let stopping = false;
  const ready = new WeakSet<Worker>();
  /** The first process's lines: it alone seeded the database and created the owner. */
  let firstLines: string[] | null = null;
  const running = () =>
    Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  const startOne = () => {
    const worker = cluster.fork();
    worker.on("message", (message: Ready) => {
      if (!Array.isArray(message?.ready)) return;
      ready.add(worker);
      firstLines ??= message.ready;
      if (stopping) return;
      if (!starting) console.log(`Processus ${worker.process.pid} en ligne (remplaçant).`);
      else if (running().length < count) startOne();
      else {
        starting = false;
        for (const line of firstLines) console.log(line);
        console.log(`${count} processus servent le site (PROCESSES=${count}).`);
      }
    });
  };

  const stopAll = (signal: string | null) => {
    if (stopping) return;
    stopping = true;
    if (signal) console.log(`${signal} reçu : arrêt en cours…`);
    else process.exitCode = 1;
    setTimeout(() => process.exit(1), 15_000).unref();
    if (running().length === 0) process.exit();
    for (const worker of running()) worker.process.kill("SIGTERM");
  };

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (running().length === 0) process.exit();
    } else if (starting && !ready.has(worker)) {
      console.error("Un processus du site n'a pas pu démarrer : arrêt.");
      stopAll(null);
    } else {
      const how = signal ?? `code ${code}`;
      console.error(`Processus ${worker.process.pid} arrêté (${how}) : un autre le remplace.`);
      setTimeout(() => stopping || startOne(), 1_000);
    }
  });
  process.on("SIGTERM", () => stopAll("SIGTERM"));
  process.on("SIGINT", () => stopAll("SIGINT"));
  // The processes accept connections from the shared socket themselves: with
  // Node's default (the supervisor hands each connection over), one handed
  // to a process that has just died is lost and its visitor waits forever.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  startOne();
}

main().catch((error: unknown) => {
  console.error(isExpectedStartupError(error) ? error.message : error);
  process.exit(1);
});
