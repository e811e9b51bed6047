import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { mediaFiles } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { uploadsDir, ImageRejectedError, storeUpload } from "./image-store.server";
import { COVER_MAX_BYTES, imageMessages } from "./image-rules";

const services = await createTestServices();
const dir = uploadsDir(services.env);
afterAll(() => fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true }));

function photo(width: number, height: number, format: "jpeg" | "png", alpha = false) {
  const image = sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 40, g: 120, b: 80, alpha: 0.5 } : { r: 200, g: 180, b: 150 },
    },
  });
  return format === "jpeg"
    ? image
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: "Cabinet test", Artist: "Jean" } } })
        .toBuffer()
    : image.png().toBuffer();
}

const asFile = (data: Buffer, name: string) => new File([new Uint8Array(data)], name);

describe("storing a cover image", () => {
  it("shrinks a large JPEG to 1200 px, drops its metadata and writes WebP and JPEG variants", async () => {
    const stored = await storeUpload(
      services,
      asFile(await photo(3000, 2000, "jpeg"), "vacances.jpg"),
    );
    expect(stored.fileName).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(stored.webpFileName).toBe(stored.fileName.replace(/\.jpg$/, ".webp"));
    const jpeg = await sharp(path.join(dir, stored.fileName)).metadata();
    expect(jpeg).toMatchObject({ format: "jpeg", width: 1200, height: 800 });
    expect(jpeg.exif).toBeUndefined();
    const webp = await sharp(path.join(dir, stored.webpFileName)).metadata();
    expect(webp).toMatchObject({ format: "webp", width: 1200, height: 800 });
    const rows = await services.db.select().from(mediaFiles);
    expect(rows.map((r) => r.fileName)).toEqual(
      expect.arrayContaining([stored.fileName, stored.webpFileName]),
    );
    expect(rows.find((r) => r.fileName === stored.fileName)).toMatchObject({
      mimeType: "image/jpeg",
      originalName: "vacances.jpg",
    });
  });

  it("keeps PNG only when the image has transparency, and does not enlarge a small image", async () => {
    const transparent = await storeUpload(
      services,
      asFile(await photo(300, 200, "png", true), "logo.png"),
    );
    expect(transparent.fileName).toMatch(/\.png$/);
    expect(await sharp(path.join(dir, transparent.fileName)).metadata()).toMatchObject({
      format: "png",
      width: 300,
      hasAlpha: true,
    });
    const opaque = await storeUpload(services, asFile(await photo(300, 200, "png"), "capture.png"));
    expect(opaque.fileName).toMatch(/\.jpg$/);
  });

  it("judges by content, not by name: a text file named .png is refused", async () => {
    const fake = asFile(Buffer.from("ceci n'est pas une image"), "photo.png");
    await expect(storeUpload(services, fake)).rejects.toThrow(imageMessages.notAnImage);
    const svg = asFile(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      "a.jpg",
    );
    await expect(storeUpload(services, svg)).rejects.toBeInstanceOf(ImageRejectedError);
  });

  it("refuses a file over the size limit with a French message", async () => {
    const big = new File([new Uint8Array(COVER_MAX_BYTES + 1)], "enorme.jpg");
    await expect(storeUpload(services, big)).rejects.toThrow(
      "L'image est trop lourde : 10 Mo au maximum.",
    );
  });
});
