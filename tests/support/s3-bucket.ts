import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** The only access key id s3rver knows; it checks no version 4 signature, so any secret passes. */
const ACCESS_KEY_ID = "S3RVER";
const TEST_BUCKET = "sauvegardes";
const MEDIA_BUCKET = "images";
export const TEST_SECRET = "secret-de-test-qui-ne-doit-jamais-paraitre";

/**
 * A real S3-compatible server (s3rver, in this process) on loopback with two
 * empty buckets: `env` points the backups' copies at one, `mediaEnv` the
 * uploaded images at the other (under a folder, as MEDIA_S3_URL allows).
 */
export async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [
      { name: TEST_BUCKET, configs: [] },
      { name: MEDIA_BUCKET, configs: [] },
    ],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: TEST_SECRET },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    env: {
      BACKUP_S3_URL: `s3://${TEST_BUCKET}/cabinet`,
      BACKUP_S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: ACCESS_KEY_ID,
      AWS_SECRET_ACCESS_KEY: TEST_SECRET,
    },
    mediaEnv: {
      MEDIA_S3_URL: `s3://${MEDIA_BUCKET}/site/`,
      MEDIA_S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: ACCESS_KEY_ID,
      AWS_SECRET_ACCESS_KEY: TEST_SECRET,
    },
    /** The media bucket's name, for `keys` and `read`. */
    mediaBucket: MEDIA_BUCKET,
    /** Every key of a bucket (the backups' by default), sorted. */
    async keys(bucket = TEST_BUCKET): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).flatMap((object) => object.Key ?? []));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async read(key: string, bucket = TEST_BUCKET): Promise<Buffer> {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async write(key: string, body: string) {
      await client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: body }));
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
