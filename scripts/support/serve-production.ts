import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startCommand } from "./start-command";

interface ServeOptions {
  /** A data folder to start on and keep; by default a fresh one, removed at the end. */
  dataDir?: string;
  /** The scheduling priority to start at (`nice`), as deploy/osteo.service sets it. */
  nice?: number;
  /** Publishes the measured free page (measuredPages.freePage) before the server starts. */
  withFreePage?: boolean;
  /**
   * The owner's account, created before the server starts (`npm run
   * admin:create`), as on a site that already has one: an owner created at
   * start loads the sign-in's libraries, which a restart does not.
   */
  owner?: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string };
}

/**
 * Starts the production server as `npm start` does (built first when
 * stale) for a measurement, times its first answer, and stops it afterwards.
 */
export async function serveProduction(
  port: number,
  extraEnv: Record<string, string> = {},
  options: ServeOptions = {},
) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "osteo-measure-"));
  const start = startCommand();
  // `nice` execs the server: the process measured keeps the spawned one's pid.
  const [command, args] =
    options.nice === undefined
      ? [start.command, start.args]
      : ["nice", ["-n", String(options.nice), start.command, ...start.args]];
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JOBS: "off",
    ...extraEnv,
  };
  if (options.owner) {
    execFileSync("npx", ["tsx", path.join(import.meta.dirname, "..", "admin-create.ts")], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...env, ...options.owner },
    });
  }
  if (options.withFreePage) {
    execFileSync("npx", ["tsx", path.join(import.meta.dirname, "measured-free-page.ts")], {
      stdio: ["ignore", "ignore", "inherit"],
      env,
    });
  }
  const startedAt = performance.now();
  const server = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], env });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("Le serveur s'est arrêté au démarrage.");
    const ok = await fetch(`${url}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("Le serveur n'a pas démarré à temps.");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url,
    pid: server.pid ?? 0,
    dataDir,
    /** From the spawn to the first answer of the home page, build excluded when fresh. */
    firstAnswerMs: performance.now() - startedAt,
    async stop() {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Paths measured by the bench and the audit; one per kind of page. */
export const measuredPages = {
  home: "/",
  service: "/services/generale",
  notFound: "/page-inexistante",
  blog: "/blog",
  /** A free page with a section of every kind (measured-free-page.ts). */
  freePage: "/tarifs-et-remboursements",
};

/** The newest published article's path, read from the blog page. */
export async function firstArticlePath(url: string): Promise<string | null> {
  const html = await fetch(`${url}/blog`).then((r) => r.text());
  const match = html.match(/href="(\/blog\/[a-z0-9-]+)"/);
  return match?.[1] ?? null;
}
