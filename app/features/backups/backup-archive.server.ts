/**
 * A backup as one file: the tar.gz the admin downloads (database dump,
 * images, manifest, under a folder named after the backup), and the way
 * back, `npm run restore <archive.tar.gz>`. An archive comes from anywhere,
 * so it is listed before anything is written: only plain files and folders
 * inside it, a bounded size; once extracted, only the files its manifest
 * lists (their hashes are checked by the restore).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { readManifest } from "./backup-files.server";
import { REMOTE_COPY_FILE } from "./backup-list.server";
import type { StoredBackup } from "./create-backup.server";
import { formatBytes } from "./format-bytes";
import { MANIFEST_FILE } from "./manifest";
import { BackupError, backupMessages } from "./messages";

interface ArchiveLimits {
  /** Bytes once extracted, every file together. */
  maxBytes: number;
  maxEntries: number;
}

/** Far above a practice's site (its images are resized on upload), far below a full disk. */
const ARCHIVE_LIMITS: ArchiveLimits = { maxBytes: 20 * 1024 ** 3, maxEntries: 200_000 };

/** A control character or a backslash shown as « ? » in a message. */
const printable = (entry: string) => entry.replace(/[\u0000-\u001f\u007f\\]/g, "?");

export const archiveMessages = {
  sourceMissing: (source: string) =>
    `${source} est introuvable : indiquez le dossier d'une sauvegarde ou son archive .tar.gz. Rien n'a été restauré.`,
  unreadable: (source: string) =>
    `${source} n'est pas une archive lisible (une archive .tar.gz téléchargée depuis « Sauvegardes » est attendue) : elle est peut-être tronquée ou endommagée. Rien n'a été restauré.`,
  unsafeEntry: (entry: string) =>
    `Archive refusée : l'entrée « ${printable(entry)} » sort du dossier de la sauvegarde ou porte un nom invalide. Rien n'a été restauré.`,
  oddEntry: (entry: string) =>
    `Archive refusée : l'entrée « ${printable(entry)} » n'est ni un fichier ni un dossier (lien, périphérique…). Rien n'a été restauré.`,
  tooLarge: (limit: number) =>
    `Archive refusée : son contenu dépasse ${formatBytes(limit)} une fois décompressé. Rien n'a été restauré.`,
  tooManyEntries: (limit: number) =>
    `Archive refusée : elle contient plus de ${limit} fichiers. Rien n'a été restauré.`,
  unlistedFile: (file: string) =>
    `Archive refusée : le fichier ${printable(file)} n'est pas dans le manifeste de la sauvegarde. Rien n'a été restauré.`,
} as const;

/** The folder the archive's files sit in, and its file's name: ASCII only, safe in a header. */
export function archiveFolder(backupName: string): string {
  return `sauvegarde-${backupName}`;
}

/** The backup's manifest and the files it lists, as a gzipped tar stream. */
export function packBackup(backup: StoredBackup): ReadableStream<Uint8Array> {
  const pack = tar.c(
    {
      gzip: true,
      portable: true,
      cwd: backup.dir,
      prefix: archiveFolder(backup.name),
      noDirRecurse: true,
    },
    [MANIFEST_FILE, ...backup.manifest.files.map((file) => file.path)],
  );
  const chunks = pack[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value));
    },
    // The download was abandoned: stop reading the files.
    cancel: () => void pack.destroy(),
  });
}

const PLAIN_TYPES = new Set(["File", "OldFile", "ContiguousFile", "Directory"]);

/** Relative, inside the archive's folder, no control characters. */
function isSafeEntryPath(entry: string): boolean {
  if (entry.length === 0 || entry.length > 1024) return false;
  if (/[\u0000-\u001f\u007f\\]/.test(entry)) return false;
  if (entry.startsWith("/") || /^[a-zA-Z]:/.test(entry)) return false;
  return entry.split("/").every((part) => part !== "..");
}

/** Every entry's header checked before a byte is written; refuses the archive otherwise. */
async function checkEntries(file: string, limits: ArchiveLimits): Promise<void> {
  let problem: BackupError | null = null;
  let bytes = 0;
  let entries = 0;
  try {
    await tar.t({
      file,
      strict: true,
      onReadEntry(entry) {
        entries += 1;
        bytes += entry.size;
        if (problem) return;
        if (!isSafeEntryPath(entry.path))
          problem = new BackupError(archiveMessages.unsafeEntry(entry.path));
        else if (!PLAIN_TYPES.has(entry.type))
          problem = new BackupError(archiveMessages.oddEntry(entry.path));
        else if (entries > limits.maxEntries)
          problem = new BackupError(archiveMessages.tooManyEntries(limits.maxEntries));
        else if (bytes > limits.maxBytes)
          problem = new BackupError(archiveMessages.tooLarge(limits.maxBytes));
      },
    });
  } catch {
    throw new BackupError(archiveMessages.unreadable(file));
  }
  if (problem) throw problem;
}

/** Files under `dir`, relative with forward slashes. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    );
}

/** The backup's folder inside the extracted archive: its top level, or its one folder. */
function backupRoot(extracted: string, source: string): string {
  if (fs.existsSync(path.join(extracted, MANIFEST_FILE))) return extracted;
  const top = fs.readdirSync(extracted, { withFileTypes: true });
  const only = top.length === 1 && top[0]!.isDirectory() ? path.join(extracted, top[0]!.name) : "";
  if (only && fs.existsSync(path.join(only, MANIFEST_FILE))) return only;
  throw new BackupError(backupMessages.notABackup(source));
}

/**
 * Extracts the backup archive `file` into `into` and returns the backup's
 * folder there. Refuses an unreadable archive, an entry that is not a plain
 * file or folder or whose path leaves the folder, an archive over `limits`,
 * one without a manifest of this application, or with files it does not list.
 */
export async function extractBackupArchive(
  file: string,
  into: string,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Promise<string> {
  await checkEntries(file, limits);
  try {
    await tar.x({
      file,
      cwd: into,
      strict: true,
      preserveOwner: false,
      noMtime: true,
      filter: (_path, entry) => "type" in entry && PLAIN_TYPES.has(entry.type),
    });
  } catch {
    throw new BackupError(archiveMessages.unreadable(file));
  }
  const root = backupRoot(into, file);
  let listed: Set<string>;
  try {
    listed = new Set(readManifest(root).files.map((entry) => entry.path));
  } catch {
    throw new BackupError(backupMessages.notABackup(file));
  }
  listed.add(MANIFEST_FILE).add(REMOTE_COPY_FILE);
  const unlisted = filesUnder(root).find((entry) => !listed.has(entry));
  if (unlisted !== undefined) throw new BackupError(archiveMessages.unlistedFile(unlisted));
  return root;
}

/**
 * Runs `task` on the backup at `source`: a backup folder as it is, or an
 * archive extracted into a temporary folder deleted afterwards (TMPDIR, the
 * system's temporary folder, must hold the backup once).
 */
export async function withBackupSource<T>(
  source: string,
  task: (backupDir: string) => Promise<T>,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Promise<T> {
  const stat = await fs.promises.stat(source).catch(() => null);
  if (!stat) throw new BackupError(archiveMessages.sourceMissing(source));
  if (stat.isDirectory()) return task(source);
  const temporary = await fs.promises.mkdtemp(path.join(os.tmpdir(), "restauration-"));
  try {
    return await task(await extractBackupArchive(source, temporary, limits));
  } finally {
    await fs.promises.rm(temporary, { recursive: true, force: true });
  }
}
