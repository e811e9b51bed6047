import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { articles, mediaFiles } from "~/server/db/schema";
import { startS3Server } from "../../../tests/support/s3-bucket";
import { createTestServices } from "../../../tests/support/test-services";
import { articleImageExists } from "./image-exists.server";
import { storeUpload } from "./image-store.server";
import { mediaFolder, mediaStorage } from "./media-storage.server";
import {
  removeUnreferencedImages,
  UNREFERENCED_IMAGE_GRACE_MS,
} from "./unreferenced-images.server";

const s3 = await startS3Server();
let now = new Date();
const services = await createTestServices({ env: s3.mediaEnv, now: () => now });
afterAll(() => s3.close());

const photo = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 40, height: 30, channels: 3, background: "#68a" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "photo.jpg",
  );

describe("uploads kept in the bucket of MEDIA_S3_URL", () => {
  it("stores both variants in the bucket's folder, typed, and nothing in the data folder", async () => {
    const stored = await storeUpload(services, await photo());
    expect(await s3.keys(s3.mediaBucket)).toEqual(
      expect.arrayContaining([`site/${stored.fileName}`, `site/${stored.webpFileName}`]),
    );
    const webp = await mediaStorage(services.env).get(stored.webpFileName);
    webp?.body.destroy();
    expect(webp?.contentType).toBe("image/webp");
    expect(fs.existsSync(mediaFolder(services.env))).toBe(false);
    expect(await articleImageExists(services.env, stored.fileName)).toBe(true);
    expect(await articleImageExists(services.env, `${"0".repeat(32)}.jpg`)).toBe(false);
  });

  it("removes the bucket's unreferenced uploads once old enough, and keeps the used ones", async () => {
    const used = await storeUpload(services, await photo());
    const orphan = await storeUpload(services, await photo());
    await services.db
      .insert(articles)
      .values({ title: "Le genou du coureur", slug: "genou-coureur", imageUrl: used.fileName });
    expect(await removeUnreferencedImages(services)).not.toContain(orphan.fileName);

    now = new Date(Date.now() + UNREFERENCED_IMAGE_GRACE_MS + 60_000);
    const removed = await removeUnreferencedImages(services);

    expect(removed).toEqual(expect.arrayContaining([orphan.fileName, orphan.webpFileName]));
    const keys = await s3.keys(s3.mediaBucket);
    expect(keys).not.toContain(`site/${orphan.fileName}`);
    expect(keys).toContain(`site/${used.fileName}`);
    expect(keys).toContain(`site/${used.webpFileName}`);
    const records = (await services.db.select().from(mediaFiles)).map((row) => row.fileName);
    expect(records).not.toContain(orphan.webpFileName);
  });
});
