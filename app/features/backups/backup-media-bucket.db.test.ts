import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/server/context.server";
import { storeUpload } from "~/features/media/image-store.server";
import { mediaStorage } from "~/features/media/media-storage.server";
import { newRestoreTarget } from "../../../tests/support/restore-targets";
import { startS3Server } from "../../../tests/support/s3-bucket";
import { createTestServices } from "../../../tests/support/test-services";
import { createBackup, mediaDir } from "./create-backup.server";
import { restoreBackup } from "./restore-backup.server";

const s3 = await startS3Server();
const root = path.resolve(`.tmp/backups-${crypto.randomUUID()}`);
afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A site on its own database, its images on disk or (with `env`) in the test bucket. */
async function openSite(name: string, env: Record<string, string> = {}): Promise<AppServices> {
  const test = await createTestServices({ env: { DATA_DIR: path.join(root, name), ...env } });
  if (!test.databaseUrl) return test;
  return { ...test, env: { ...test.env, DATABASE_URL: test.databaseUrl } };
}

const photo = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 60, height: 40, channels: 3, background: "#a86" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "photo.jpg",
  );

/** A restore target with the test bucket for its images. */
async function targetWithBucket(name: string) {
  const target = await newRestoreTarget(root, name);
  return { ...target, ...s3.mediaEnv };
}

// Each restore loads a database, migrates it and opens it again: seconds on a busy machine.
describe("backups of a site whose images are in a bucket", { timeout: 120_000 }, () => {
  it("leave the bucket's images out, and restore without touching them", async () => {
    const site = await openSite("bucket-site", s3.mediaEnv);
    const image = await storeUpload(site, await photo());
    const backup = await createBackup(site);
    expect(backup.manifest.files.map((file) => file.path)).not.toContainEqual(
      expect.stringMatching(/^media\//),
    );

    const target = await targetWithBucket("restored-from-bucket-site");
    await restoreBackup({ backupDir: backup.dir, env: target });

    expect(await mediaStorage(target).exists(image.fileName)).toBe(true);
    expect(fs.existsSync(mediaDir(target))).toBe(false);
  });

  it("put a backup taken on disk into the bucket, where both machines find its images", async () => {
    const site = await openSite("disk-site");
    const image = await storeUpload(site, await photo());
    const backup = await createBackup(site);

    const target = await targetWithBucket("restored-from-disk-site");
    await restoreBackup({ backupDir: backup.dir, env: target });

    const keys = await s3.keys(s3.mediaBucket);
    expect(keys).toContain(`site/${image.fileName}`);
    expect(keys).toContain(`site/${image.webpFileName}`);
    expect(fs.existsSync(mediaDir(target))).toBe(false);
  });
});
