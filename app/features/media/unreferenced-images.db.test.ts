import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { articleAutosaves, articles, mediaFiles } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { uploadsDir, storeUpload, thumbnailNameOf } from "./image-store.server";
import {
  removeUnreferencedImages,
  UNREFERENCED_IMAGE_GRACE_MS,
} from "./unreferenced-images.server";

const now = new Date("2026-09-01T03:00:00Z");
const services = await createTestServices({ now: () => now });
const dir = uploadsDir(services.env);
afterAll(() => fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true }));

const photo = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 40, height: 30, channels: 3, background: "#8a6" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "photo.jpg",
  );

/** An upload whose files were written `ageMs` before `now`. */
async function upload(ageMs: number) {
  const stored = await storeUpload(services, await photo());
  const at = new Date(now.getTime() - ageMs);
  for (const name of [stored.fileName, stored.webpFileName, thumbnailNameOf(stored.fileName)])
    fs.utimesSync(path.join(dir, name), at, at);
  return stored;
}

const old = UNREFERENCED_IMAGE_GRACE_MS + 60_000;

describe("removing uploads no article uses", () => {
  it("removes old unreferenced uploads and their records, and keeps every used or recent one", async () => {
    const cover = await upload(old);
    const inContent = await upload(old);
    const inAutosave = await upload(old);
    const orphan = await upload(old);
    const recent = await upload(60_000);
    const [article] = await services.db
      .insert(articles)
      .values({
        title: "Le dos au bureau",
        slug: "le-dos-au-bureau",
        imageUrl: cover.fileName,
        content: `<p>Texte</p><img src="/media/articles/${inContent.fileName}">`,
      })
      .returning({ id: articles.id });
    await services.db.insert(articleAutosaves).values({
      articleId: article!.id,
      data: { imageUrl: `/media/articles/${inAutosave.webpFileName}` },
    });
    // A variant left half-written by a crash, and a file that is not an upload.
    const temporary = `.${"e".repeat(32)}.jpg.tmp`;
    fs.writeFileSync(path.join(dir, temporary), "partial");
    fs.writeFileSync(path.join(dir, "LISEZ-MOI.txt"), "not ours");
    const past = new Date(now.getTime() - old);
    for (const name of [temporary, "LISEZ-MOI.txt"])
      fs.utimesSync(path.join(dir, name), past, past);

    const removed = await removeUnreferencedImages(services);

    expect(removed).toEqual(
      [temporary, orphan.fileName, orphan.webpFileName, thumbnailNameOf(orphan.fileName)].sort(),
    );
    const left = fs.readdirSync(dir);
    for (const kept of [cover, inContent, inAutosave, recent]) {
      expect(left).toContain(kept.fileName);
      expect(left).toContain(kept.webpFileName);
    }
    expect(left).toContain("LISEZ-MOI.txt");
    expect(left).not.toContain(orphan.fileName);
    const records = (await services.db.select().from(mediaFiles)).map((row) => row.fileName);
    expect(records).not.toContain(orphan.fileName);
    expect(records).not.toContain(orphan.webpFileName);
    expect(records).toContain(cover.fileName);
    expect(await removeUnreferencedImages(services)).toEqual([]);
  });

  it("does nothing when no image was ever uploaded", async () => {
    const fresh = await createTestServices();
    expect(await removeUnreferencedImages(fresh)).toEqual([]);
  });
});
