/**
 * Puts a backup back (`npm run restore`, server stopped): the backup is
 * checked against its manifest first, the current database and images are
 * kept beside under a `.before-restore-<date>` name, then the backup's are
 * put in place, migrated to this version, and every person erased since (by
 * the fingerprints of the current database) is erased again.
 */
import fs from "node:fs";
import path from "node:path";
import type { AppServices } from "~/server/context.server";
import { openDatabase, pgliteDir, type DatabaseTarget } from "~/server/db/database.server";
import type { Env } from "~/server/env.server";
import { projectRoot } from "~/server/project-root.server";
import { listErasedFingerprints, replayErasures } from "~/features/leads/privacy-requests.server";
import { verifyBackup } from "./backup-files.server";
import { knownSchemaVersions, mediaDir } from "./create-backup.server";
import { DUMP_FILES, dumpDatabase, loadPgliteDump, loadPostgresDump } from "./database-dump.server";
import type { BackupManifest } from "./manifest";
import { BackupError, backupMessages } from "./messages";
import { practiceSettingsPort } from "~/features/practice/practice-settings.server";

interface RestoreResult {
  manifest: BackupManifest;
  /** What was there before, kept beside. */
  keptBeside: string[];
  /** People of the backup erased since it was taken, erased again. */
  erasedAgain: number;
}

function databaseTarget(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: pgliteDir(path.resolve(projectRoot, env.DATA_DIR)) };
}

/** Runs `task` on services over the database of `env`, then closes it. */
async function withDatabase<T>(
  env: Env,
  now: () => Date,
  task: (services: AppServices) => Promise<T>,
) {
  const handle = await openDatabase(databaseTarget(env));
  try {
    return await task({ env, db: handle.db, now, practiceSettings: practiceSettingsPort });
  } finally {
    await handle.close();
  }
}

export async function restoreBackup(options: {
  backupDir: string;
  env: Env;
  now?: () => Date;
}): Promise<RestoreResult> {
  const { backupDir, env } = options;
  const now = options.now ?? (() => new Date());
  const manifest = await verifyBackup(backupDir);
  if (!knownSchemaVersions().includes(manifest.schemaVersion)) {
    throw new BackupError(backupMessages.newerSchema(manifest.schemaVersion));
  }
  const here = env.DATABASE_URL ? "postgres" : "pglite";
  if (manifest.database !== here) {
    throw new BackupError(backupMessages.wrongDatabase(manifest.database, here));
  }

  const dataDir = path.resolve(projectRoot, env.DATA_DIR);
  const suffix = `.before-restore-${now().toISOString().replace(/[:.]/g, "-")}`;
  const keptBeside: string[] = [];
  const setAside = async (current: string) => {
    if (!fs.existsSync(current)) return;
    await fs.promises.rename(current, current + suffix);
    keptBeside.push(current + suffix);
  };

  const hasCurrentDatabase = env.DATABASE_URL || fs.existsSync(pgliteDir(dataDir));
  const fingerprints = hasCurrentDatabase
    ? await withDatabase(env, now, listErasedFingerprints)
    : [];

  const dump = path.join(backupDir, DUMP_FILES[manifest.database]);
  if (env.DATABASE_URL) {
    const url = env.DATABASE_URL;
    const beside = path.join(dataDir, `database${suffix}.pgdump`);
    await fs.promises.mkdir(dataDir, { recursive: true });
    await withDatabase(env, now, (services) =>
      dumpDatabase(services, { kind: "postgres", url }, beside),
    );
    keptBeside.push(beside);
    await loadPostgresDump(dump, url);
  } else {
    await setAside(pgliteDir(dataDir));
    await loadPgliteDump(dump, pgliteDir(dataDir));
  }

  const media = mediaDir(env);
  await setAside(media);
  const backupMedia = path.join(backupDir, "media");
  if (fs.existsSync(backupMedia)) await fs.promises.cp(backupMedia, media, { recursive: true });

  const erasedAgain = await withDatabase(env, now, (services) =>
    replayErasures(services, fingerprints),
  );
  return { manifest, keptBeside, erasedAgain };
}
