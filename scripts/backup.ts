/**
 * `npm run backup`: takes a backup now into DATA_DIR/backups/<date>
 * (database, images, manifest), copies it to the bucket of BACKUP_S3_URL
 * when set, then applies the retention. On the embedded database a running
 * server holds the data folder: the command then asks that server to take
 * the backup, through its socket in the data folder.
 */
import path from "node:path";
import { CliError, runCli } from "~/server/run-cli-command.server";
import { DataDirLockedError } from "~/server/data-dir-lock.server";
import { parseEnv } from "~/server/env.server";
import { projectRoot } from "~/server/project-root.server";
import { openServices, type OpenServices } from "~/server/composition.server";
import { requestBackupFromServer } from "~/features/backups/backup-socket.server";
import { BackupError, backupMessages } from "~/features/backups/messages";
import { backupNow } from "~/features/backups/backup-runs.server";
import { describeBackupRun } from "~/features/backups/take-backup.server";

await runCli(async () => {
  let services: OpenServices;
  try {
    try {
      services = await openServices();
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      const lines = await requestBackupFromServer(path.resolve(projectRoot, parseEnv().DATA_DIR));
      // No server answers: the lock's own message says who holds the folder.
      if (!lines) throw error;
      console.log(["Sauvegarde prise par le serveur en marche.", ...lines].join("\n"));
      return;
    }
    try {
      const outcome = await backupNow(services, "command");
      if (!outcome.ran) throw new CliError(backupMessages.backupBusy);
      console.log(describeBackupRun(outcome.result).join("\n"));
    } finally {
      await services.close();
    }
  } catch (error) {
    throw error instanceof BackupError ? new CliError(error.message) : error;
  }
});
