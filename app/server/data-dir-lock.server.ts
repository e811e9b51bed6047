import fs from "node:fs";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/**
 * The embedded database belongs to one process: two processes on one PGlite
 * folder lose writes. Take an exclusive lock on DATA_DIR, refreshed while we run.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      stale: 20_000,
      update: 5_000,
      retries: 0,
      onCompromised: (error) => {
        console.error("Le verrou du dossier de données a été perdu :", error.message);
        process.exit(1);
      },
    });
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ELOCKED") {
      throw new DataDirLockedError(
        `Le dossier de données ${dataDir} est déjà utilisé par un autre processus ` +
          "(un serveur est sans doute en marche). Arrêtez-le d'abord, ou utilisez " +
          "PostgreSQL (DATABASE_URL) pour faire tourner plusieurs processus.",
      );
    }
    throw error;
  }
}
