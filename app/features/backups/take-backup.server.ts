/**
 * One backup from start to end, the same for the nightly job, 'Sauvegarder
 * maintenant', `npm run backup` and that command's request to the running server: the backup,
 * its copy to the bucket, then the local retention. A failed copy fails the
 * backup, and then nothing local is deleted.
 */
import type { AppServices } from "~/server/context.server";
import { createBackup, pruneLocalBackups, type StoredBackup } from "./create-backup.server";
import { BackupError, backupMessages } from "./messages";
import { copyBackupsOffsite, type OffsiteCopy } from "./offsite-copy.server";

export interface BackupRun {
  backup: StoredBackup;
  /** Null without a bucket (BACKUP_S3_URL unset). */
  offsite: OffsiteCopy | null;
  /** Local backups the retention deleted. */
  removed: string[];
}

export async function backupAndCopy(services: AppServices): Promise<BackupRun> {
  const backup = await createBackup(services);
  let offsite: OffsiteCopy | null;
  try {
    offsite = await copyBackupsOffsite(services);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(backupMessages.copyFailed(backup.name, backup.dir, reason));
  }
  const removed = await pruneLocalBackups(services.env);
  return { backup, offsite, removed };
}

/** What the operator reads once a backup is done. */
export function describeBackupRun({ backup, offsite, removed }: BackupRun): string[] {
  const { counts } = backup.manifest;
  const lines = [
    `Sauvegarde écrite dans ${backup.dir} : ${counts.articles} articles, ${counts.leads} demandes, ` +
      `${counts.settingsVersions} versions des réglages, ${counts.images} images.`,
  ];
  if (offsite) {
    lines.push(`Copiée dans ${offsite.location} : ${offsite.copied.join(", ")}.`);
    if (offsite.removed.length > 0) {
      lines.push(`Anciennes sauvegardes supprimées du seau : ${offsite.removed.join(", ")}`);
    }
  }
  if (removed.length > 0) lines.push(`Anciennes sauvegardes supprimées : ${removed.join(", ")}`);
  return lines;
}
