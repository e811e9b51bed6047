/**
 * Process entry: `npm start` (production build, built first when missing or
 * stale) and `npm run dev` (Vite middleware). Listens, prints the address and
 * shuts down gracefully on SIGTERM/SIGINT.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isExpectedStartupError } from "./app/server/startup-errors";

type HttpModule = typeof import("./app/server/http");

const dev = process.argv.includes("--dev");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverEntry = path.join(buildDir, "server", "index.js");

async function main() {
  let http: HttpModule;
  let start: Parameters<HttpModule["startApp"]>[0];
  if (dev) {
    process.env.NODE_ENV ??= "development";
    const vite = await import("vite").then((m) =>
      m.createServer({ server: { middlewareMode: true }, appType: "custom" }),
    );
    http = (await vite.ssrLoadModule("./app/server/http.ts")) as HttpModule;
    start = { before: [vite.middlewares] };
  } else {
    // Libraries (React, Express) pick their development code paths without it.
    process.env.NODE_ENV ??= "production";
    if (buildIsStale()) build();
    http = (await import(pathToFileURL(serverEntry).href)) as HttpModule;
    start = { clientDir: path.join(buildDir, "client") };
  }

  const running = await http.startApp(start);
  const { env } = running;
  const server = running.app.listen(env.PORT, env.HOST, () => {
    console.log(
      `Site en ligne sur http://localhost:${env.PORT} (adresse publique : ${env.PUBLIC_URL}, mode ${process.env.NODE_ENV})`,
    );
    for (const notice of running.notices) console.log(notice);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} reçu : arrêt en cours…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Finish the requests in flight, then close the database.
    server.close(async () => {
      await running.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** A build is stale when a source file changed after it was made. */
function buildIsStale(): boolean {
  if (!fs.existsSync(serverEntry)) return true;
  const builtAt = fs.statSync(serverEntry).mtimeMs;
  const newer = (entry: string): boolean => {
    if (!fs.existsSync(entry)) return false;
    const stat = fs.statSync(entry);
    if (!stat.isDirectory()) return stat.mtimeMs > builtAt;
    return fs.readdirSync(entry).some((name) => newer(path.join(entry, name)));
  };
  return ["app", "public", "package.json", "vite.config.ts"].some(newer);
}

function build() {
  console.log("Construction du site (première fois ou sources modifiées)…");
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("La construction a échoué.");
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(isExpectedStartupError(error) ? error.message : error);
  process.exit(1);
});
