/**
 * The bucket of BACKUP_S3_URL, through Amazon's S3 client: Amazon S3, or any
 * S3-compatible object storage named by BACKUP_S3_ENDPOINT. The client is
 * loaded only when a bucket is configured, so a site without one never
 * carries it in memory.
 */
import { Readable } from "node:stream";
import type { Env } from "~/server/env.server";
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
  const [, bucket = "", folder = ""] = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url) ?? [];
  const folderPath = folder.replace(/^\/+|\/+$/g, "");
  const prefix = folderPath ? `${folderPath}/` : "";
  const location = `s3://${bucket}/${prefix}`;
  const s3 = await import("@aws-sdk/client-s3");
  const client = new s3.S3Client({
    region: env.AWS_REGION,
    endpoint: env.BACKUP_S3_ENDPOINT,
    // S3-compatible services all answer on the path style; Amazon on both.
    forcePathStyle: Boolean(env.BACKUP_S3_ENDPOINT),
    credentials: {
      accessKeyId: env.AWS_ACCESS_KEY_ID ?? "",
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? "",
    },
    // The newer default checksums (aws-chunked uploads) are not understood by
    // every S3-compatible service; checksums only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 10_000, socketTimeout: 120_000 },
  });
  const secrets = [env.AWS_SECRET_ACCESS_KEY, env.AWS_ACCESS_KEY_ID].filter(
    (value): value is string => Boolean(value),
  );

  /** Runs one request; its failure becomes a French BackupError that names no credential. */
  async function request<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (error) {
      let detail = error instanceof Error ? `${error.name} : ${error.message}` : String(error);
      for (const secret of secrets) detail = detail.replaceAll(secret, "***");
      throw new BackupError(backupMessages.bucketFailed(location, detail));
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
