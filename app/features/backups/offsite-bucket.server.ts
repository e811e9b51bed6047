/**
 * The bucket of BACKUP_S3_URL, through Amazon's S3 client: Amazon S3, or any
 * S3-compatible object storage named by BACKUP_S3_ENDPOINT
 * (~/server/s3-client.server.ts).
 */
import { Readable } from "node:stream";
import type { Env } from "~/server/env.server";
import { createS3Client, describeS3Error, parseBucketUrl } from "~/server/s3-client.server";
import { BackupError, backupMessages } from "./messages";

interface BucketObject {
  /** Relative to the bucket's folder (BACKUP_S3_URL's path). */
  key: string;
  bytes: number;
}

export interface Bucket {
  /** `s3://bucket/folder/`: where the copies go, without any credentials. */
  location: string;
  put(key: string, body: Readable | Uint8Array, bytes: number): Promise<void>;
  /** Every object whose key starts with `prefix`, at any depth. */
  list(prefix?: string): Promise<BucketObject[]>;
  get(key: string): Promise<Readable>;
  remove(keys: string[]): Promise<void>;
  /** Closes the client's connections. */
  close(): void;
}

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

/** The bucket of BACKUP_S3_URL, or null when none is configured. */
export async function openBucket(env: Env): Promise<Bucket | null> {
  const url = env.BACKUP_S3_URL;
  if (!url) return null;
  const { bucket, prefix, location } = parseBucketUrl(url);
  const { s3, client } = await createS3Client(env, env.BACKUP_S3_ENDPOINT);

  /** Runs one request; its failure becomes a French BackupError that names no credential. */
  async function request<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (error) {
      throw new BackupError(backupMessages.bucketFailed(location, describeS3Error(env, error)));
    }
  }

  return {
    location,
    close: () => client.destroy(),
    async put(key, body, bytes) {
      await request(() =>
        client.send(
          new s3.PutObjectCommand({
            Bucket: bucket,
            Key: prefix + key,
            Body: body,
            ContentLength: bytes,
          }),
        ),
      );
    },
    async list(under = "") {
      const objects: BucketObject[] = [];
      let token: string | undefined;
      do {
        const page = await request(() =>
          client.send(
            new s3.ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix + under,
              ContinuationToken: token,
            }),
          ),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key === undefined) continue;
          objects.push({ key: object.Key.slice(prefix.length), bytes: object.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return objects;
    },
    async get(key) {
      const answer = await request(() =>
        client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: prefix + key })),
      );
      if (!(answer.Body instanceof Readable)) {
        throw new BackupError(backupMessages.bucketFailed(location, `${key} est vide`));
      }
      return answer.Body;
    },
    async remove(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const answer = await request(() =>
          client.send(
            new s3.DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: batch.map((key) => ({ Key: prefix + key })), Quiet: true },
            }),
          ),
        );
        const [failure] = answer.Errors ?? [];
        if (failure) {
          throw new BackupError(
            backupMessages.bucketFailed(location, `${failure.Key} : ${failure.Message}`),
          );
        }
      }
    },
  };
}
