import { parisIsoDate } from "~/lib/paris-date";
import type { AppServices } from "~/server/context.server";
import { withJobLock } from "~/server/job-lock.server";
import type { Job } from "~/server/jobs.server";
import {
  createBackup,
  listLocalBackups,
  pruneLocalBackups,
  type StoredBackup,
} from "./create-backup.server";

/** Long enough for a large site's dump and images; a crashed holder frees it after that. */
const LOCK_MS = 60 * 60_000;

/**
 * The night's backup, then the retention. Every process schedules it: the
 * lock, and skipping a Paris day that already has a backup, make it run once.
 * Resolves to the new backup, or null when another process took it.
 */
export async function runNightlyBackup(services: AppServices): Promise<StoredBackup | null> {
  const outcome = await withJobLock(
    services.db,
    "backup",
    LOCK_MS,
    async () => {
      const today = parisIsoDate(services.now());
      const done = listLocalBackups(services.env).some(
        (backup) => parisIsoDate(new Date(backup.manifest.createdAt)) === today,
      );
      if (done) return null;
      const backup = await createBackup(services);
      const removed = await pruneLocalBackups(services.env);
      console.log(
        `Sauvegarde ${backup.name} écrite dans ${backup.dir}` +
          (removed.length > 0 ? ` ; anciennes sauvegardes supprimées : ${removed.join(", ")}` : ""),
      );
      return backup;
    },
    services.now,
  );
  return outcome.ran ? outcome.result : null;
}

/** Every night at 03:30 Paris, after the maintenance routine of 03:00 (deleted images stay out). */
export const backupJobs: Job[] = [
  { name: "Sauvegarde nocturne", schedule: "30 3 * * *", run: runNightlyBackup },
];
