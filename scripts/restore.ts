/**
 * `npm run restore <backup folder, archive.tar.gz or s3:<name>>`: puts back
 * a backup of DATA_DIR/backups, one copied from elsewhere, the archive
 * downloaded from the admin's 'Sauvegardes' (checked entry by entry, then
 * extracted to a temporary folder) or one of the bucket of BACKUP_S3_URL,
 * server stopped. An encrypted copy is decrypted with BACKUP_PASSPHRASE.
 * Its files are checked against the manifest first; the current database
 * and images are kept beside (`….before-restore-<date>`), never deleted; an
 * older version is migrated, and people erased since the backup are erased
 * again.
 */
import fs from "node:fs";
import path from "node:path";
import { CliError, runCli } from "~/server/run-cli-command.server";
import { lockDataDir } from "~/server/data-dir-lock.server";
import { parseEnv } from "~/server/env.server";
import { projectRoot } from "~/server/project-root.server";
import { withBackupSource } from "~/features/backups/backup-archive.server";
import { describeCounts } from "~/features/backups/admin-messages";
import { BackupError, describeRestore } from "~/features/backups/messages";
import { restoreBackup } from "~/features/backups/restore-backup.server";
import { BUCKET_SOURCE, openRestoreSource } from "~/features/backups/restore-source.server";

await runCli(async () => {
  const env = parseEnv();
  const source = process.argv[2];
  if (!source) {
    throw new CliError(
      "Indiquez la sauvegarde : npm run restore -- <dossier, archive .tar.gz, ou s3:<nom> pour une sauvegarde du seau>",
    );
  }
  const dataDir = path.resolve(projectRoot, env.DATA_DIR);
  const release = env.DATABASE_URL ? null : await lockDataDir(dataDir);
  // Downloaded and decrypted files, personal data included, live here only while restoring.
  const work = path.join(
    dataDir,
    `.restauration-${new Date().toISOString().replace(/[:.]/g, "-")}`,
  );
  try {
    // The bucket's copy is downloaded into `work`; a folder or an archive is read where it is.
    const restore = async (backupDir: string) =>
      restoreBackup({ backupDir: await openRestoreSource(backupDir, env, work), env });
    const result = source.startsWith(BUCKET_SOURCE)
      ? await restore(source)
      : await withBackupSource(path.resolve(source), restore);
    console.log(
      `Sauvegarde restaurée depuis ${source} (prise le ${result.manifest.createdAt}, ` +
        `annoncée avec ${describeCounts(result.manifest.counts)}).`,
    );
    for (const line of describeRestore({ ...result, restored: describeCounts(result.restored) })) {
      console.log(line);
    }
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
    fs.rmSync(work, { recursive: true, force: true });
    await release?.();
  }
});
