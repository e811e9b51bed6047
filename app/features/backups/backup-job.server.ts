import { parisIsoDate } from "~/lib/paris-date";
import type { AppServices } from "~/server/context.server";
import { withJobLock } from "~/server/job-lock.server";
import type { Job } from "~/server/jobs.server";
import { BACKUP_LOCK, BACKUP_LOCK_MS, backupRecordedOn, recordRun } from "./backup-runs.server";
import { backupAndCopy, describeBackupRun } from "./take-backup.server";
import { listLocalBackups, type StoredBackup } from "./create-backup.server";

/**
 * The night's backup, its copy to the bucket, then the retention, recorded
 * (a failure is e-mailed).
 * Every process, on every machine, schedules it: the lock, and skipping a
 * Paris day that already has a backup (recorded in backup_runs, or in this
 * data folder), make it run once.
 * Resolves to the new backup, or null when another process took it.
 */
export async function runNightlyBackup(services: AppServices): Promise<StoredBackup | null> {
  const outcome = await withJobLock(
    services.db,
    BACKUP_LOCK,
    BACKUP_LOCK_MS,
    () =>
      recordRun(services, "nightly", async () => {
        const today = parisIsoDate(services.now());
        // The runs' record first: machines sharing the database keep their
        // backups in their own data folders.
        const done =
          (await backupRecordedOn(services, today)) ||
          listLocalBackups(services.env).some(
            (backup) => parisIsoDate(new Date(backup.manifest.createdAt)) === today,
          );
        if (done) return null;
        const run = await backupAndCopy(services);
        console.log(describeBackupRun(run).join("\n"));
        return run;
      }),
    services.now,
  );
  return outcome.ran ? (outcome.result?.backup ?? null) : null;
}

/** Every night at 03:30 Paris, after the maintenance routine of 03:00 (deleted images stay out). */
export const backupJobs: Job[] = [
  { name: "Sauvegarde nocturne", schedule: "30 3 * * *", run: runNightlyBackup },
];
