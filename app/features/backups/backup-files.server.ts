/** The files of a backup folder: hashing them into a manifest, and checking them against it. */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import {
  type BackupFile,
  type BackupManifest,
  BackupManifestSchema,
  MANIFEST_FILE,
} from "./manifest";
import { BackupError, backupMessages } from "./messages";

async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/** Every file under `dir` (the manifest aside), relative, with forward slashes, sorted. */
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .filter((file) => file !== MANIFEST_FILE)
    .sort();
}

export async function describeFiles(dir: string): Promise<BackupFile[]> {
  const files: BackupFile[] = [];
  for (const file of listFiles(dir)) {
    const full = path.join(dir, file);
    files.push({ path: file, bytes: fs.statSync(full).size, sha256: await sha256OfFile(full) });
  }
  return files;
}

export function readManifest(dir: string): BackupManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), "utf8"));
  } catch {
    throw new BackupError(backupMessages.notABackup(dir));
  }
  const manifest = BackupManifestSchema.safeParse(raw);
  if (!manifest.success) throw new BackupError(backupMessages.notABackup(dir));
  return manifest.data;
}

/**
 * Reads the manifest of the backup in `dir` and checks every file it lists
 * against its SHA-256: a damaged, truncated or foreign backup is refused
 * before anything is touched.
 */
export async function verifyBackup(dir: string): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  const root = path.resolve(dir);
  for (const file of manifest.files) {
    const full = path.resolve(root, file.path);
    if (!full.startsWith(root + path.sep))
      throw new BackupError(backupMessages.unsafePath(file.path));
    if (!fs.existsSync(full)) throw new BackupError(backupMessages.missingFile(file.path));
    if (fs.statSync(full).size !== file.bytes || (await sha256OfFile(full)) !== file.sha256) {
      throw new BackupError(backupMessages.damagedFile(file.path));
    }
  }
  return manifest;
}
