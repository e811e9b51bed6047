/**
 * What `npm run restore` is given, made into a plain backup folder: a folder
 * as it is, a folder copied from the bucket by hand (encrypted or not), or
 * `s3:<name>`, downloaded from the bucket of BACKUP_S3_URL. Encrypted copies
 * are decrypted with BACKUP_PASSPHRASE.
 */
import path from "node:path";
import type { Env } from "~/server/env.server";
import { decryptBackupFolder } from "./backup-encryption.server";
import { downloadFromBucket } from "./offsite-copy.server";

export const BUCKET_SOURCE = "s3:";

/**
 * Resolves to the folder to restore; `work` (an empty scratch folder, deleted
 * by the caller) receives what is downloaded or decrypted.
 */
export async function openRestoreSource(source: string, env: Env, work: string): Promise<string> {
  let dir = path.resolve(source);
  if (source.startsWith(BUCKET_SOURCE)) {
    dir = path.join(work, "telechargee");
    await downloadFromBucket(env, source.slice(BUCKET_SOURCE.length), dir);
  }
  return decryptBackupFolder(dir, env.BACKUP_PASSPHRASE, path.join(work, "dechiffree"));
}
