import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";
import { z } from "zod";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/** A lock not refreshed for this long belongs to a process that stopped (on another machine, say). */
const STALE_MS = 20_000;
const UPDATE_MS = 5_000;

/** Who holds the lock, written inside the lock folder, so it goes with it. */
const OWNER_FILE = "owner.json";
const OwnerSchema = z.object({ pid: z.number().int().positive(), hostname: z.string() });
type Owner = z.infer<typeof OwnerSchema>;

/**
 * proper-lockfile removes its lock folder with rmdir, which refuses a folder
 * holding our owner record: remove it with its content instead.
 */
const lockFs = {
  ...fs,
  rmdir: (dir: string, callback: (error: NodeJS.ErrnoException | null) => void) =>
    fs.rm(dir, { recursive: true }, callback),
  rmdirSync: (dir: string) => fs.rmSync(dir, { recursive: true }),
};

/** Where proper-lockfile puts the lock of `dataDir` (its default, beside the folder). */
const lockPathOf = (dataDir: string) => `${fs.realpathSync(dataDir)}.lock`;

function readOwner(lockPath: string): Owner | null {
  try {
    const parsed = OwnerSchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(lockPath, OWNER_FILE), "utf8")),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

/**
 * The owner stopped without releasing the lock (kill -9, power cut): it ran
 * on this machine and its process is gone, or it had our very process id
 * (a restarted container, where the server is always the same pid).
 */
function ownerIsGone(owner: Owner): boolean {
  return owner.hostname === os.hostname() && (owner.pid === process.pid || !isRunning(owner.pid));
}

const isLockedError = (error: unknown) =>
  error instanceof Error && "code" in error && error.code === "ELOCKED";

async function acquire(dataDir: string): Promise<() => Promise<void>> {
  const release = await lockfile.lock(dataDir, {
    stale: STALE_MS,
    update: UPDATE_MS,
    retries: 0,
    fs: lockFs,
    onCompromised: (error) => {
      console.error("Le verrou du dossier de données a été perdu :", error.message);
      process.exit(1);
    },
  });
  const owner: Owner = { pid: process.pid, hostname: os.hostname() };
  const lockPath = lockPathOf(dataDir);
  // proper-lockfile checks that the folder's mtime is still the one it set: keep it.
  const { atime, mtime } = fs.statSync(lockPath);
  fs.writeFileSync(path.join(lockPath, OWNER_FILE), JSON.stringify(owner));
  fs.utimesSync(lockPath, atime, mtime);
  return release;
}

/**
 * The embedded database belongs to one process: two processes on one PGlite
 * folder lose writes. Take an exclusive lock on DATA_DIR, refreshed while we
 * run. A lock left by a process of this machine that no longer runs is
 * taken over at once; a live owner keeps it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  let owner: Owner | null = null;
  try {
    return await acquire(dataDir);
  } catch (error) {
    if (!isLockedError(error)) throw error;
    const lockPath = lockPathOf(dataDir);
    owner = readOwner(lockPath);
    if (owner && ownerIsGone(owner)) {
      console.warn(
        `Le processus ${owner.pid}, arrêté sans libérer le dossier de données, le tenait encore : verrou repris.`,
      );
      fs.rmSync(lockPath, { recursive: true, force: true });
      try {
        return await acquire(dataDir);
      } catch (again) {
        // Another process started at the same moment and took it.
        if (!isLockedError(again)) throw again;
        owner = readOwner(lockPath);
      }
    }
  }
  const holder = owner ? ` (processus ${owner.pid} sur ${owner.hostname})` : "";
  throw new DataDirLockedError(
    `Le dossier de données ${dataDir} est déjà utilisé par un autre processus${holder} : ` +
      "un serveur est sans doute en marche. Arrêtez-le d'abord, ou utilisez " +
      "PostgreSQL (DATABASE_URL) pour faire tourner plusieurs processus.",
  );
}
