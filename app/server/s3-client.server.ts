/**
 * Amazon's S3 client for a bucket named by an `s3://bucket/folder` address:
 * Amazon S3, or any S3-compatible object storage at `endpoint`. Shared by the
 * backups' off-site copy (BACKUP_S3_*) and the uploaded images (MEDIA_S3_*),
 * with the same AWS_* credentials. The client is imported only when a bucket
 * is configured, so a site without one never carries it in memory.
 */
import type { S3Client } from "@aws-sdk/client-s3";
import type { Env } from "~/server/env.server";

export interface BucketAddress {
  bucket: string;
  /** The folder inside the bucket, with its trailing slash, or "". */
  prefix: string;
  /** `s3://bucket/folder/`, without any credentials. */
  location: string;
}

/** Splits an `s3://bucket` or `s3://bucket/folder/` address (checked by env.server.ts). */
export function parseBucketUrl(url: string): BucketAddress {
  const [, bucket = "", folder = ""] = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url) ?? [];
  const folderPath = folder.replace(/^\/+|\/+$/g, "");
  const prefix = folderPath ? `${folderPath}/` : "";
  return { bucket, prefix, location: `s3://${bucket}/${prefix}` };
}

type Credentials = Pick<Env, "AWS_REGION" | "AWS_ACCESS_KEY_ID" | "AWS_SECRET_ACCESS_KEY">;

/** The SDK's module and a client for `endpoint` (unset: Amazon S3). */
export async function createS3Client(env: Credentials, endpoint: string | undefined) {
  const s3 = await import("@aws-sdk/client-s3");
  const client: S3Client = new s3.S3Client({
    region: env.AWS_REGION,
    endpoint,
    // S3-compatible services all answer on the path style; Amazon on both.
    forcePathStyle: Boolean(endpoint),
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
  return { s3, client };
}

/** An error's text with the credentials of `env` masked, for a message that may be shown or logged. */
export function describeS3Error(
  env: Pick<Env, "AWS_ACCESS_KEY_ID" | "AWS_SECRET_ACCESS_KEY">,
  error: unknown,
): string {
  let detail = error instanceof Error ? `${error.name} : ${error.message}` : String(error);
  for (const secret of [env.AWS_SECRET_ACCESS_KEY, env.AWS_ACCESS_KEY_ID]) {
    if (secret) detail = detail.replaceAll(secret, "***");
  }
  return detail;
}

export type S3Connection = Awaited<ReturnType<typeof createS3Client>>;

/** Runs one request, turning its failure into the caller's own error. */
export type S3Request = <T>(task: () => Promise<T>) => Promise<T>;

export interface ListedObject {
  /** The key inside the folder: without the folder's prefix. */
  key: string;
  bytes: number;
  modified: Date;
}

/** Every object whose key starts with `prefix`, page after page. */
export async function listAllObjects(
  { s3, client }: S3Connection,
  bucket: string,
  prefix: string,
  request: S3Request,
): Promise<ListedObject[]> {
  const objects: ListedObject[] = [];
  let token: string | undefined;
  do {
    const page = await request(() =>
      client.send(
        new s3.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      ),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key === undefined) continue;
      objects.push({
        key: object.Key.slice(prefix.length),
        bytes: object.Size ?? 0,
        modified: object.LastModified ?? new Date(0),
      });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

/**
 * Deletes `keys` (whole keys, folder included) in batches; returns the first
 * key the bucket refused to delete, with its reason, or null.
 */
export async function deleteAllObjects(
  { s3, client }: S3Connection,
  bucket: string,
  keys: string[],
  request: S3Request,
): Promise<{ key: string; reason: string } | null> {
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    const batch = keys.slice(start, start + DELETE_BATCH);
    const answer = await request(() =>
      client.send(
        new s3.DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((key) => ({ Key: key })), Quiet: true },
        }),
      ),
    );
    const [failure] = answer.Errors ?? [];
    if (failure) return { key: failure.Key ?? "", reason: failure.Message ?? "" };
  }
  return null;
}
