/**
 * `npm run restore <backup folder or archive.tar.gz>`: puts back a backup of
 * DATA_DIR/backups, one copied from elsewhere, or the archive downloaded
 * from the admin's 'Sauvegardes' (checked entry by entry, then extracted to
 * a temporary folder), server stopped. Its files are checked
 * against the manifest first; the current database and images are kept
 * beside (`….before-restore-<date>`), never deleted; an older version is
 * migrated, and people erased since the backup are erased again.
 */
import path from "node:path";
import { CliError, runCli } from "~/server/run-cli-command.server";
import { lockDataDir } from "~/server/data-dir-lock.server";
import { parseEnv } from "~/server/env.server";
import { projectRoot } from "~/server/project-root.server";
import { withBackupSource } from "~/features/backups/backup-archive.server";
import { BackupError } from "~/features/backups/messages";
import { restoreBackup } from "~/features/backups/restore-backup.server";

await runCli(async () => {
  const env = parseEnv();
  const source = process.argv[2];
  if (!source) {
    throw new CliError(
      "Indiquez la sauvegarde : npm run restore -- <dossier de la sauvegarde ou archive .tar.gz>",
    );
  }
  const dataDir = path.resolve(projectRoot, env.DATA_DIR);
  const release = env.DATABASE_URL ? null : await lockDataDir(dataDir);
  try {
    const result = await withBackupSource(path.resolve(source), (backupDir) =>
      restoreBackup({ backupDir, env }),
    );
    const { counts, createdAt } = result.manifest;
    console.log(
      `Sauvegarde restaurée depuis ${source} (prise le ${createdAt}) : ${counts.articles} articles, ` +
        `${counts.leads} demandes, ${counts.settingsVersions} versions des réglages, ${counts.images} images.`,
    );
    for (const beside of result.keptBeside)
      console.log(`Données précédentes gardées dans ${beside}`);
    if (result.erasedAgain > 0) {
      console.log(
        `Personnes effacées depuis la sauvegarde, effacées à nouveau : ${result.erasedAgain}`,
      );
    }
  } catch (error) {
    throw error instanceof BackupError ? new CliError(error.message) : error;
  } finally {
    await release?.();
  }
});
