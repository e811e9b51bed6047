/**
 * `npm run backup [folder]`: saves the embedded database and the uploaded
 * images into DATA_DIR/backups/<date> (or the given folder). The server must
 * be stopped (the data folder is locked while it runs). With PostgreSQL, use
 * pg_dump and copy DATA_DIR/media instead.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { CliError, runCli } from "~/server/cli-services.server";
import { lockDataDir } from "~/server/data-dir-lock.server";
import { pgliteDir } from "~/server/db/database.server";
import { parseEnv } from "~/server/env.server";

await runCli(async () => {
  const env = parseEnv();
  if (env.DATABASE_URL) {
    throw new CliError(
      "DATABASE_URL est défini : sauvegardez PostgreSQL avec pg_dump, et copiez le dossier DATA_DIR/media.",
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  if (!fs.existsSync(pgliteDir(dataDir))) throw new CliError(`Aucune base dans ${dataDir}.`);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const target = path.resolve(process.argv[2] ?? path.join(dataDir, "backups", stamp));
  const release = await lockDataDir(dataDir);
  try {
    fs.mkdirSync(target, { recursive: true });
    const client = await PGlite.create(pgliteDir(dataDir));
    const dump = await client.dumpDataDir("gzip");
    await client.close();
    fs.writeFileSync(path.join(target, "database.tar.gz"), Buffer.from(await dump.arrayBuffer()));
    const media = path.join(dataDir, "media");
    if (fs.existsSync(media)) fs.cpSync(media, path.join(target, "media"), { recursive: true });
    console.log(`Sauvegarde écrite dans ${target}`);
  } finally {
    await release();
  }
});
