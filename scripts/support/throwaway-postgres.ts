import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A PostgreSQL database for one measurement, and how to get rid of it. */
interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster from Debian's packages (`postgresql`,
 * installed with apt-get when missing), as `.ci/run` starts one: a
 * temporary folder, trust authentication on loopback only, stopped and
 * removed by `stop`. Null (with the reason printed) when it cannot be had.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const bin = postgresBin() ?? (installPostgres() ? postgresBin() : null);
  if (!bin) {
    console.log("PostgreSQL indisponible (paquet postgresql de Debian) : mesure sans lui.");
    return null;
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-bench-pg-"));
  const data = path.join(root, "data");
  fs.mkdirSync(data);
  // PostgreSQL refuses to run as root: as root, the cluster belongs to "postgres".
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync("chown", ["-R", "postgres:postgres", root]);
  const run = (command: string, args: string[]) => {
    const result = asRoot
      ? spawnSync("su", [
          "postgres",
          "-s",
          "/bin/sh",
          "-c",
          [command, ...args].map(quote).join(" "),
        ])
      : spawnSync(command, args);
    return result.status === 0;
  };
  const port = await freePort();
  const pgCtl = path.join(bin, "pg_ctl");
  const started =
    run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]) &&
    run(pgCtl, [
      "-D",
      data,
      "-o",
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
      "-l",
      path.join(root, "log"),
      "-w",
      "start",
    ]);
  const stop = () => {
    run(pgCtl, ["-D", data, "-m", "fast", "stop"]);
    fs.rmSync(root, { recursive: true, force: true });
  };
  if (!started) {
    console.log("PostgreSQL n'a pas démarré : mesure sans lui.");
    stop();
    return null;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/** The newest installed PostgreSQL's programs, as Debian lays them out. */
function postgresBin(): string | null {
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((version) => fs.existsSync(path.join(base, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(base, versions[0], "bin") : null;
}

function installPostgres(): boolean {
  console.log("Installation de PostgreSQL (apt-get)…");
  const options = {
    stdio: "ignore" as const,
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  };
  return (
    spawnSync("apt-get", ["update"], options).status === 0 &&
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "postgresql"], options)
      .status === 0
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;
