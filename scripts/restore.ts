/**
 * `npm run restore <backup folder>`: puts back a backup made by `npm run
 * backup`. The current database is kept beside it (pglite.before-restore-…),
 * never deleted. The server must be stopped.
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
  if (env.DATABASE_URL)
    throw new CliError("DATABASE_URL est défini : restaurez PostgreSQL avec pg_restore.");
  const source = process.argv[2];
  if (!source)
    throw new CliError("Indiquez le dossier de sauvegarde : npm run restore -- <dossier>");
  const dump = path.join(path.resolve(source), "database.tar.gz");
  if (!fs.existsSync(dump)) throw new CliError(`Pas de fichier database.tar.gz dans ${source}.`);
  const dataDir = path.resolve(env.DATA_DIR);
  const release = await lockDataDir(dataDir);
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
    const current = pgliteDir(dataDir);
    if (fs.existsSync(current)) fs.renameSync(current, `${current}.before-restore-${stamp}`);
    const client = await PGlite.create(current, {
      loadDataDir: new Blob([fs.readFileSync(dump)]),
    });
    await client.close();
    const media = path.join(path.resolve(source), "media");
    if (fs.existsSync(media)) {
      fs.cpSync(media, path.join(dataDir, "media"), { recursive: true });
    }
    console.log(`Sauvegarde restaurée depuis ${source}.`);
  } finally {
    await release();
  }
});
