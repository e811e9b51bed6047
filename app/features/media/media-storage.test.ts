import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { text } from "node:stream/consumers";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/server/env.server";
import { startS3Server } from "../../../tests/support/s3-bucket";
import { diskStorage, mediaFolder, mediaStorage, type MediaStorage } from "./media-storage.server";

const s3 = await startS3Server();
const dataDir = `.tmp/data-${crypto.randomUUID()}`;
const diskEnv = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir });
const bucketEnv = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ...s3.mediaEnv });
afterAll(async () => {
  await s3.close();
  fs.rmSync(path.dirname(path.dirname(mediaFolder(diskEnv))), { recursive: true, force: true });
});

describe.each([
  ["the data folder", () => mediaStorage(diskEnv)],
  ["the bucket", () => mediaStorage(bucketEnv)],
])("the uploads' storage in %s", (_where, open: () => MediaStorage) => {
  const storage = open();
  const name = () => `${crypto.randomBytes(16).toString("hex")}.webp`;

  it("gives back what was put, with its size, and says it exists", async () => {
    const file = name();
    await storage.put(file, Buffer.from("image"), { bytes: 5, contentType: "image/webp" });
    expect(await storage.exists(file)).toBe(true);
    const read = await storage.get(file);
    expect(read && (await text(read.body))).toBe("image");
    expect(read?.bytes).toBe(5);
    expect(read?.modified.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("stores a stream whole and lists it with its size and modification time", async () => {
    const file = name();
    const body = crypto.randomBytes(200_000);
    await storage.put(file, Readable.from([body.subarray(0, 1000), body.subarray(1000)]), {
      bytes: body.length,
      contentType: "image/webp",
    });
    const listed = (await storage.list()).find((entry) => entry.name === file);
    expect(listed?.bytes).toBe(body.length);
    expect(listed?.modified).toBeInstanceOf(Date);
  });

  it("removes files, and takes missing ones calmly", async () => {
    const file = name();
    await storage.put(file, Buffer.from("x"), { bytes: 1, contentType: "image/webp" });
    await storage.remove([file, name()]);
    expect(await storage.exists(file)).toBe(false);
    expect(await storage.get(file)).toBeNull();
    expect((await storage.list()).map((entry) => entry.name)).not.toContain(file);
  });

  it.each(["../secret.jpg", "a/../../b.jpg", "/etc/passwd", "a\\b.jpg", "a\u0000.jpg", ""])(
    "knows no file named %j and writes none",
    async (bad) => {
      expect(await storage.exists(bad)).toBe(false);
      expect(await storage.get(bad)).toBeNull();
      await expect(
        storage.put(bad, Buffer.from("x"), { bytes: 1, contentType: "image/webp" }),
      ).rejects.toThrow(/Nom de fichier refusé/);
    },
  );
});

describe("the choice of storage", () => {
  it("keeps uploads in the data folder without MEDIA_S3_URL, and in its bucket folder with it", async () => {
    expect(mediaStorage(diskEnv)).toMatchObject({ kind: "disk", location: mediaFolder(diskEnv) });
    const bucket = mediaStorage(bucketEnv);
    expect(bucket).toMatchObject({ kind: "bucket", location: "s3://images/site/" });
    const file = `${crypto.randomBytes(16).toString("hex")}.jpg`;
    await bucket.put(file, Buffer.from("jpeg"), { bytes: 4, contentType: "image/jpeg" });
    expect(await s3.keys(s3.mediaBucket)).toContain(`site/${file}`);
    expect(await diskStorage(bucketEnv).exists(file)).toBe(false);
  });

  it("names the bucket, never the secret, when the bucket does not answer", async () => {
    const unreachable = mediaStorage(
      parseEnv({ DATA_DIR: dataDir, ...s3.mediaEnv, MEDIA_S3_URL: "s3://inexistant/site" }),
    );
    await expect(unreachable.list()).rejects.toThrow(
      /^Le seau des images \(s3:\/\/inexistant\/site\/\)/,
    );
    await expect(unreachable.list()).rejects.not.toThrow(s3.mediaEnv.AWS_SECRET_ACCESS_KEY);
  });
});
