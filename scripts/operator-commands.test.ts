import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataDir } from "~/server/data-dir-lock.server";
import { packBackup } from "~/features/backups/backup-archive.server";
import { listLocalBackups } from "~/features/backups/create-backup.server";
import { parseEnv } from "~/server/env.server";
import { demoArticles } from "~/server/db/demo-articles";

const exec = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-cli-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function run(script: string, dataDir: string, ...args: string[]) {
  return exec("node_modules/.bin/tsx", [`scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
}

describe("operator commands", () => {
  const original = path.join(tmp, "original");
  const restored = path.join(tmp, "restored");

  it("seeds, backs up and restores the embedded database", { timeout: 240_000 }, async () => {
    expect((await run("db-seed", original)).stdout).toContain("articles de démonstration ajoutés");
    expect((await run("backup", original)).stdout).toContain(
      `Sauvegarde écrite dans ${path.join(original, "backups")}`,
    );
    const [name] = fs.readdirSync(path.join(original, "backups"));
    const backup = path.join(original, "backups", name!);
    expect((await run("restore", restored, backup)).stdout).toContain("Sauvegarde restaurée");
    const client = await PGlite.create(path.join(restored, "pglite"));
    const result = await client.query<{ n: number }>("select count(*)::int as n from articles");
    await client.close();
    expect(result.rows[0]?.n).toBe(demoArticles.length);
  });

  it("restores the archive 'Télécharger' gives", { timeout: 240_000 }, async () => {
    const [backup] = listLocalBackups(parseEnv({ NODE_ENV: "test", DATA_DIR: original }));
    const archive = path.join(tmp, "sauvegarde.tar.gz");
    fs.writeFileSync(archive, Buffer.from(await new Response(packBackup(backup!)).arrayBuffer()));
    const fromArchive = path.join(tmp, "from-archive");
    expect((await run("restore", fromArchive, archive)).stdout).toContain("Sauvegarde restaurée");
    const client = await PGlite.create(path.join(fromArchive, "pglite"));
    const result = await client.query<{ n: number }>("select count(*)::int as n from articles");
    await client.close();
    expect(result.rows[0]?.n).toBe(demoArticles.length);
  });

  it(
    "refuses a damaged backup with a French message and restores nothing",
    { timeout: 60_000 },
    async () => {
      const [name] = fs.readdirSync(path.join(original, "backups"));
      const damaged = path.join(tmp, "damaged");
      fs.cpSync(path.join(original, "backups", name!), damaged, { recursive: true });
      fs.appendFileSync(path.join(damaged, "database.tar.gz"), "x");
      const target = path.join(tmp, "untouched");
      const failure = await run("restore", target, damaged).catch(
        (error: { stderr: string }) => error,
      );
      expect("stderr" in failure ? failure.stderr : "").toContain(
        "Sauvegarde endommagée : le fichier database.tar.gz ne correspond pas à l'empreinte de son manifeste.",
      );
      expect(fs.existsSync(path.join(target, "pglite"))).toBe(false);
    },
  );

  it("refuses to touch a data folder a running server holds", { timeout: 30_000 }, async () => {
    const release = await lockDataDir(original);
    try {
      const failure = await run("db-seed", original).catch((error: { stderr: string }) => error);
      expect("stderr" in failure ? failure.stderr : "").toContain(
        "déjà utilisé par un autre processus",
      );
    } finally {
      await release();
    }
  });
});
