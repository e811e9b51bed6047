/**
 * The copy of the backups off the machine, to the bucket of BACKUP_S3_URL:
 * each backup the retention keeps and that has no copy yet is uploaded as
 * `<folder>/<backup name>/<file>` (encrypted when BACKUP_PASSPHRASE is set,
 * backup-encryption.server.ts), its manifest last, so a backup without its
 * manifest in the bucket is an upload that did not finish. Then the bucket
 * keeps what the local folder keeps (retention.ts). A copied backup gets
 * `remote.json` in its local folder.
 */
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { AppServices } from "~/server/context.server";
import type { Env } from "~/server/env.server";
import { ENCRYPTED_SUFFIX, encryptFile, KEY_FILE, newCopyKey } from "./backup-encryption.server";
import { listLocalBackups, type StoredBackup } from "./create-backup.server";
import { REMOTE_COPY_FILE, type RemoteCopy, RemoteCopySchema } from "./backup-list.server";
import { MANIFEST_FILE } from "./manifest";
import { BackupError, backupMessages } from "./messages";
import { type Bucket, openBucket } from "./offsite-bucket.server";
import { backupsToKeep } from "./retention";

export interface OffsiteCopy {
  /** The bucket's folder, `s3://bucket/folder/`. */
  location: string;
  /** Backups uploaded now (the new one, and any an earlier failure left behind). */
  copied: string[];
  /** Backups the retention deleted from the bucket. */
  removed: string[];
}

/** A backup's name is its date: `2026-11-25T02-30-00-000Z`. */
const BACKUP_NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;

function dateOfName(name: string): Date | null {
  const parts = BACKUP_NAME.exec(name);
  if (!parts) return null;
  const [, day, hours, minutes, seconds, millis] = parts;
  const date = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Copies what is missing in the bucket, then applies the retention there; null without a bucket. */
export async function copyBackupsOffsite(services: AppServices): Promise<OffsiteCopy | null> {
  const bucket = await openBucket(services.env);
  if (!bucket) return null;
  try {
    return await copyTo(bucket, services);
  } finally {
    bucket.close();
  }
}

async function copyTo(bucket: Bucket, services: AppServices): Promise<OffsiteCopy> {
  const local = listLocalBackups(services.env).map((backup) => ({
    ...backup,
    createdAt: new Date(backup.manifest.createdAt),
  }));
  const keep = backupsToKeep(local);
  // Oldest first: when the retention runs below, every upload of this run is whole.
  const missing = local
    .filter((backup) => keep.has(backup) && !fs.existsSync(path.join(backup.dir, REMOTE_COPY_FILE)))
    .reverse();
  for (const backup of missing) {
    await uploadBackup(bucket, backup, services.env.BACKUP_PASSPHRASE);
    const copy: RemoteCopy = {
      location: `${bucket.location}${backup.name}/`,
      copiedAt: services.now().toISOString(),
    };
    await fs.promises.writeFile(
      path.join(backup.dir, REMOTE_COPY_FILE),
      `${JSON.stringify(copy, null, 2)}\n`,
    );
  }
  const removed = await pruneBucket(bucket);
  return { location: bucket.location, copied: missing.map((backup) => backup.name), removed };
}

async function uploadBackup(bucket: Bucket, backup: StoredBackup, passphrase: string | undefined) {
  // What an earlier, interrupted upload left (perhaps with another passphrase) goes first.
  const earlier = await bucket.list(`${backup.name}/`);
  await bucket.remove(earlier.map((object) => object.key));
  const files = [...backup.manifest.files.map((file) => file.path), MANIFEST_FILE];
  const key = passphrase ? await newCopyKey(passphrase) : null;
  if (key) await bucket.put(`${backup.name}/${KEY_FILE}`, key.sealed, key.sealed.byteLength);
  for (const file of files) {
    const full = path.join(backup.dir, file);
    if (key) {
      const { body, bytes } = await encryptFile(key.recipient, full);
      await bucket.put(`${backup.name}/${file}${ENCRYPTED_SUFFIX}`, body, bytes);
    } else {
      const { size } = await fs.promises.stat(full);
      await bucket.put(`${backup.name}/${file}`, fs.createReadStream(full), size);
    }
  }
}

interface RemoteBackup {
  name: string;
  createdAt: Date;
  keys: string[];
  /** Its manifest is there: the upload finished. */
  whole: boolean;
}

/** The backups in the bucket, newest first; other objects of its folder are left alone. */
async function listBucketBackups(bucket: Bucket): Promise<RemoteBackup[]> {
  const backups = new Map<string, RemoteBackup>();
  for (const { key } of await bucket.list()) {
    const slash = key.indexOf("/");
    const name = key.slice(0, slash);
    const createdAt = slash > 0 ? dateOfName(name) : null;
    if (!createdAt) continue;
    const backup = backups.get(name) ?? { name, createdAt, keys: [], whole: false };
    backup.keys.push(key);
    const file = key.slice(slash + 1);
    if (file === MANIFEST_FILE || file === MANIFEST_FILE + ENCRYPTED_SUFFIX) backup.whole = true;
    backups.set(name, backup);
  }
  return [...backups.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * Deletes from the bucket the whole backups the retention does not keep, and
 * the unfinished uploads older than its newest whole backup (abandoned: the
 * backup lock lets one upload run at a time). Returns the names deleted.
 */
async function pruneBucket(bucket: Bucket): Promise<string[]> {
  const backups = await listBucketBackups(bucket);
  const whole = backups.filter((backup) => backup.whole);
  const keep = backupsToKeep(whole);
  const newest = whole[0]?.createdAt.getTime() ?? 0;
  const removed = backups.filter((backup) =>
    backup.whole ? !keep.has(backup) : backup.createdAt.getTime() < newest,
  );
  await bucket.remove(removed.flatMap((backup) => backup.keys));
  return removed.map((backup) => backup.name);
}

/**
 * Downloads the backup `name` of the bucket into `into` (as it is there,
 * encrypted or not) for `npm run restore s3:<name>`.
 */
export async function downloadFromBucket(env: Env, name: string, into: string): Promise<void> {
  const bucket = await openBucket(env);
  if (!bucket) throw new BackupError(backupMessages.noBucket);
  try {
    await downloadTo(bucket, name, into);
  } finally {
    bucket.close();
  }
}

async function downloadTo(bucket: Bucket, name: string, into: string) {
  const backups = await listBucketBackups(bucket);
  const backup = backups.find((candidate) => candidate.name === name && candidate.whole);
  if (!backup) {
    const available = backups.filter((candidate) => candidate.whole).map((b) => b.name);
    throw new BackupError(backupMessages.notInBucket(name, bucket.location, available));
  }
  const root = path.resolve(into);
  for (const key of backup.keys) {
    const target = path.resolve(root, key.slice(name.length + 1));
    if (!target.startsWith(root + path.sep)) {
      throw new BackupError(backupMessages.unsafePath(key));
    }
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await pipeline(await bucket.get(key), fs.createWriteStream(target));
  }
}
