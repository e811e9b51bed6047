/**
 * `npm run backup`: takes a backup now into DATA_DIR/backups/<date>
 * (database, images, manifest), then applies the retention. The running
 * server takes one every night on its own; on the embedded database this
 * command needs the server stopped (the data folder is locked while it runs).
 */
import { CliError, runCli } from "~/server/run-cli-command.server";
import { openServices } from "~/server/services.server";
import { createBackup, pruneLocalBackups } from "~/features/backups/create-backup.server";
import { BackupError } from "~/features/backups/messages";

await runCli(async () => {
  const services = await openServices();
  try {
    const backup = await createBackup(services);
    const removed = await pruneLocalBackups(services.env);
    const { counts } = backup.manifest;
    console.log(
      `Sauvegarde écrite dans ${backup.dir} : ${counts.articles} articles, ${counts.leads} demandes, ` +
        `${counts.settingsVersions} versions des réglages, ${counts.images} images.`,
    );
    if (removed.length > 0) console.log(`Anciennes sauvegardes supprimées : ${removed.join(", ")}`);
  } catch (error) {
    throw error instanceof BackupError ? new CliError(error.message) : error;
  } finally {
    await services.close();
  }
});
