/**
 * The bucket of BACKUP_S3_URL, through Amazon's S3 client: Amazon S3, or any
 * S3-compatible object storage named by BACKUP_S3_ENDPOINT
 * (~/server/s3-client.server.ts).
 */
import { Readable } from "node:stream";
import type { Env } from "~/server/env.server";
import {
  createS3Client,
  deleteAllObjects,
  describeS3Error,
  listAllObjects,
  parseBucketUrl,
} from "~/server/s3-client.server";
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

/** The bucket of BACKUP_S3_URL, or null when none is configured. */
export async function openBucket(env: Env): Promise<Bucket | null> {
  const url = env.BACKUP_S3_URL;
  if (!url) return null;
  const { bucket, prefix, location } = parseBucketUrl(url);
  const connection = await createS3Client(env, env.BACKUP_S3_ENDPOINT);
  const { s3, client } = connection;

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
      const objects = await listAllObjects(connection, bucket, prefix + under, request);
      return objects.map(({ key, bytes }) => ({ key: under + key, bytes }));
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
      const failure = await deleteAllObjects(
        connection,
        bucket,
        keys.map((key) => prefix + key),
        request,
      );
      if (failure) {
        throw new BackupError(
          backupMessages.bucketFailed(location, `${failure.key} : ${failure.reason}`),
        );
      }
    },
  };
}
