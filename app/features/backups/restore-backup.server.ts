/**
 * Puts a backup back (`npm run restore`, server stopped): the backup is
 * checked against its manifest first, the current database and images are
 * kept beside under a `.before-restore-<date>` name, then the backup's are
 * put in place, migrated to this version, and every person erased since (by
 * the fingerprints of the current database) is erased again. Sessions, codes
 * and known devices are deleted (an older backup may hold them): nobody is
 * signed in after a restore. The auth secret is put back where it can be
 * (backup-secrets.server.ts); the result says when it could not.
 */
import fs from "node:fs";
import path from "node:path";
import type { AppServices } from "~/server/context.server";
import { databaseTarget } from "~/server/composition.server";
import { openDatabase, pgliteDir } from "~/server/db/database.server";
import type { Env } from "~/server/env.server";
import { projectRoot } from "~/server/project-root.server";
import { listErasedFingerprints, replayErasures } from "~/features/leads/privacy-requests.server";
import { verifyBackup } from "./backup-files.server";
import { knownSchemaVersions, mediaDir } from "./create-backup.server";
import {
  countBackup,
  readAuthSecret,
  removeSecrets,
  restoreAuthSecret,
  secondFactorAccounts,
  type AuthSecretSource,
  type BackupCounts,
} from "./backup-secrets.server";
import {
  DUMP_FILES,
  dumpDatabase,
  loadPgliteDump,
  loadPostgresDump,
  settingsFileOf,
} from "./database-dump.server";
import type { BackupManifest } from "./manifest";
import { BackupError, backupMessages } from "./messages";
import { practiceSettingsPort } from "~/features/practice/practice-settings.server";
import { moveMedia } from "~/features/media/move-media.server";

interface RestoreResult {
  manifest: BackupManifest;
  /** What was there before, kept beside. */
  keptBeside: string[];
  /** People of the backup erased since it was taken, erased again. */
  erasedAgain: number;
  /** What the restored database holds, counted once restored (erasures replayed). */
  restored: BackupCounts;
  authSecret: AuthSecretSource;
  /** Accounts whose second factor needs the backup's auth secret back. */
  secondFactorAccounts: number;
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
  const current = hasCurrentDatabase
    ? await withDatabase(env, now, async (services) => ({
        fingerprints: await listErasedFingerprints(services),
        authSecret: await readAuthSecret(services.db),
      }))
    : { fingerprints: [], authSecret: null };

  const dump = path.join(backupDir, DUMP_FILES[manifest.database]);
  if (env.DATABASE_URL) {
    const url = env.DATABASE_URL;
    const beside = path.join(dataDir, `database${suffix}.pgdump`);
    await fs.promises.mkdir(dataDir, { recursive: true });
    await withDatabase(env, now, (services) =>
      dumpDatabase(services, { kind: "postgres", url }, beside),
    );
    keptBeside.push(beside, settingsFileOf(beside));
    await loadPostgresDump(dump, url);
  } else {
    await setAside(pgliteDir(dataDir));
    await loadPgliteDump(dump, pgliteDir(dataDir));
  }

  const backupMedia = path.join(backupDir, "media");
  if (env.MEDIA_S3_URL) {
    // The bucket keeps every image, newer ones included: a backup's images
    // (taken when they were on disk) are added to it, nothing is removed.
    if (fs.existsSync(backupMedia)) await moveMedia({ ...env, DATA_DIR: backupDir }, "bucket");
  } else {
    const media = mediaDir(env);
    await setAside(media);
    if (fs.existsSync(backupMedia)) await fs.promises.cp(backupMedia, media, { recursive: true });
  }

  return {
    manifest,
    keptBeside,
    ...(await withDatabase(env, now, async (services) => {
      const erasedAgain = await replayErasures(services, current.fingerprints);
      await removeSecrets(services.db, { authSecret: false });
      return {
        erasedAgain,
        restored: await countBackup(services.db),
        authSecret: await restoreAuthSecret(
          services.db,
          Boolean(env.AUTH_SECRET),
          current.authSecret,
        ),
        secondFactorAccounts: await secondFactorAccounts(services.db),
      };
    })),
  };
}
