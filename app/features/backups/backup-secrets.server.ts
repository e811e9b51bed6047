/**
 * What a backup leaves out, so that an archive downloaded to a laptop does
 * not open the admin: open sessions, e-mailed and reset codes (Better Auth's
 * `verification`), known devices (their cookies are signed with the auth
 * secret) and the auth secret the site generated itself (the `settings` row;
 * an AUTH_SECRET of the environment is never in the database). The owner's
 * password hash stays: it opens nothing without the password, and without it
 * a restored site would have no account. The TOTP secrets stay too,
 * encrypted with the auth secret: they need it back (restoreAuthSecret).
 *
 * The rows are deleted from the copy that is archived, and their bytes
 * leave its files (erase-from-files.server.ts); a restore deletes them again,
 * for archives taken before this rule. These are other features' tables,
 * touched only here and only on a copy or a restored database
 * (docs/decisions/0011).
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/database.server";
import { dropOldWriteAheadLog, rewriteTableFiles } from "~/server/db/erase-from-files.server";
import {
  articles,
  documentVersions,
  knownDevices,
  leads,
  mediaFiles,
  session,
  settings,
  twoFactor,
  verification,
} from "~/server/db/schema";
import type { BackupManifest } from "./manifest";

/** The key of the generated auth secret (features/auth/auth.server.ts). */
export const AUTH_SECRET_SETTING = "auth_secret";

/** Tables whose every row is a way in, left out of every backup. */
export const SECRET_TABLES = [session, verification, knownDevices] as const;

export type BackupCounts = BackupManifest["counts"];

/** What a backup holds, counted in the database it was taken from or restored to. */
export async function countBackup(db: Database): Promise<BackupCounts> {
  return {
    articles: await db.$count(articles),
    leads: await db.$count(leads),
    settingsVersions: await db.$count(
      documentVersions,
      eq(documentVersions.kind, "practice-settings"),
    ),
    images: await db.$count(mediaFiles),
  };
}

/**
 * Deletes the ways in from `db` and from its files: on the copy being
 * archived, the generated auth secret too; on a restored database, the
 * secret an older backup held stays (its TOTP secrets need it).
 */
export async function removeSecrets(db: Database, { authSecret }: { authSecret: boolean }) {
  await db.transaction(async (tx) => {
    for (const table of SECRET_TABLES) await tx.delete(table);
    if (authSecret) await tx.delete(settings).where(eq(settings.key, AUTH_SECRET_SETTING));
  });
  await rewriteTableFiles(db, [...SECRET_TABLES, settings]);
  await dropOldWriteAheadLog(db);
}

/** The auth secret the site generated, if it did (none when AUTH_SECRET is set). */
export async function readAuthSecret(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, AUTH_SECRET_SETTING));
  return row?.value ?? null;
}

/**
 * Where the restored site's auth secret comes from: the environment, the
 * backup itself (taken before secrets were left out), this machine's
 * database before the restore (put back, so a site restored where it ran
 * keeps its second factor), or nowhere: a new one is generated at start,
 * and the TOTP secrets encrypted with the old one can no longer be read.
 */
export type AuthSecretSource = "environment" | "backup" | "this-machine" | "none";

export async function restoreAuthSecret(
  db: Database,
  fromEnvironment: boolean,
  thisMachine: string | null,
): Promise<AuthSecretSource> {
  if (fromEnvironment) return "environment";
  if (await readAuthSecret(db)) return "backup";
  if (!thisMachine) return "none";
  await db.insert(settings).values({ key: AUTH_SECRET_SETTING, value: thisMachine });
  return "this-machine";
}

/** How many accounts have a second factor, which needs the auth secret the backup was taken with. */
export function secondFactorAccounts(db: Database): Promise<number> {
  return db.$count(twoFactor);
}
