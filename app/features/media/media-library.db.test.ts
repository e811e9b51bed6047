import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { articles, documentDrafts, documentVersions, mediaFiles } from "~/server/db/schema";
import { eq } from "drizzle-orm";
import { publicContentVersion } from "~/server/content-version.server";
import { createTestServices } from "../../../tests/support/test-services";
import { storeUpload, thumbnailNameOf, uploadsDir } from "./image-store.server";
import { deleteMedia, listMedia, replaceMedia, setMediaAlt } from "./media-library.server";
import { applyMediaRendering, readMediaRendering } from "./media-rendering.server";
import { findMediaUses } from "./media-usage.server";
import { loadArticlePreview } from "~/features/articles/preview.server";

const services = await createTestServices();
const dir = uploadsDir(services.env);
afterAll(() => fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true }));

async function photo(name: string, width = 800) {
  const data = await sharp({
    create: { width, height: 600, channels: 3, background: "#8a6" },
  })
    .jpeg()
    .toBuffer();
  return storeUpload(services, new File([new Uint8Array(data)], name));
}

describe("the media library", () => {
  it("stores a small thumbnail beside each upload and lists images with their size and uses", async () => {
    const cover = await photo("couverture-dos.jpg");
    const free = await photo("libre.jpg");
    const [article] = await services.db
      .insert(articles)
      .values({ title: "Le dos", slug: "le-dos", imageUrl: cover.fileName, content: "<p>x</p>" })
      .returning({ id: articles.id });
    await services.db.insert(documentDrafts).values({
      kind: "free-page",
      key: "tarifs",
      data: { title: "Tarifs", image: { src: free.fileName, alt: "" } },
      revision: 1,
    });

    const thumbnail = await sharp(path.join(dir, thumbnailNameOf(cover.fileName))).metadata();
    expect(thumbnail.format).toBe("webp");
    expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBe(320);

    const page = await listMedia(services, { page: 1, q: "" });
    const listed = page.items.find((item) => item.fileName === cover.fileName);
    expect(listed).toMatchObject({
      width: 800,
      height: 600,
      originalName: "couverture-dos.jpg",
      thumbnailUrl: `/media/articles/${thumbnailNameOf(cover.fileName)}`,
      uses: [{ label: "Article « Le dos »", href: `/admin/articles/edit/${article!.id}` }],
    });
    expect(page.items.find((item) => item.fileName === free.fileName)?.uses).toEqual([
      { label: "Page « Tarifs »", href: "/admin/pages/libre/tarifs" },
    ]);

    expect(
      (await listMedia(services, { page: 1, q: "COUVERTURE" })).items.map((i) => i.fileName),
    ).toEqual([cover.fileName]);
    expect((await listMedia(services, { page: 1, q: "100%_" })).items).toEqual([]);
    expect((await listMedia(services, { page: 99, q: "" })).items).toEqual([]);
  });

  it("makes the thumbnail of an upload stored before thumbnails existed when it is listed", async () => {
    const old = await photo("ancienne.jpg");
    fs.rmSync(path.join(dir, thumbnailNameOf(old.fileName)));
    await services.db
      .update(mediaFiles)
      .set({ thumbFileName: null })
      .where(eq(mediaFiles.fileName, old.fileName));
    await listMedia(services, { page: 1, q: "ancienne" });
    expect(fs.existsSync(path.join(dir, thumbnailNameOf(old.fileName)))).toBe(true);
  });

  it("refuses to delete an image in use, naming where, and deletes an unused one with its files", async () => {
    const used = await photo("utilisee.jpg");
    await services.db.insert(documentVersions).values({
      kind: "page",
      key: "about",
      data: { heroImage: { src: used.fileName, alt: "Le cabinet" } },
    });
    expect(await deleteMedia(services, used.fileName)).toEqual({
      ok: false,
      reason: "in-use",
      uses: [{ label: "Page « about »", href: "/admin/pages/about" }],
    });
    const unused = await photo("inutile.jpg");
    expect(await deleteMedia(services, unused.fileName)).toEqual({ ok: true });
    expect(fs.existsSync(path.join(dir, unused.fileName))).toBe(false);
    expect(fs.existsSync(path.join(dir, thumbnailNameOf(unused.fileName)))).toBe(false);
    expect(await deleteMedia(services, unused.fileName)).toEqual({ ok: false, reason: "unknown" });
  });

  it("shows the library's alt where an image has none, and a replaced file everywhere, bumping the content version", async () => {
    const image = await photo("seance.jpg");
    const html = `<p>Avant</p><img src="/media/articles/${image.fileName}" alt="">`;
    const before = await publicContentVersion(services);
    expect(await setMediaAlt(services, image.fileName, "Une séance au cabinet")).toBe(true);
    expect(await publicContentVersion(services)).not.toBe(before);

    const rendered = applyMediaRendering(
      {
        body: html,
        image: { src: image.fileName, alt: "" },
        own: { src: image.fileName, alt: "À moi" },
      },
      await readMediaRendering(services),
    );
    expect(rendered.body).toContain('alt="Une séance au cabinet"');
    expect(rendered.image.alt).toBe("Une séance au cabinet");
    expect(rendered.own.alt).toBe("À moi");

    const replacement = await sharp({
      create: { width: 500, height: 500, channels: 3, background: "#246" },
    })
      .jpeg()
      .toBuffer();
    const newName = await replaceMedia(
      services,
      image.fileName,
      new File([new Uint8Array(replacement)], "nouvelle.jpg"),
    );
    expect(newName).not.toBe(image.fileName);
    const after = applyMediaRendering(
      { body: html, image: { src: image.fileName, alt: "" } },
      await readMediaRendering(services),
    );
    expect(after.body).toContain(`/media/articles/${newName}`);
    expect(after.body).toContain('alt="Une séance au cabinet"');
    expect(after.image).toEqual({ src: newName, alt: "Une séance au cabinet" });
    // The old file stays served; the grid shows the new one only.
    expect(fs.existsSync(path.join(dir, image.fileName))).toBe(true);
    const names = (await listMedia(services, { page: 1, q: "" })).items.map(
      (item) => item.fileName,
    );
    expect(names).toContain(newName);
    expect(names).not.toContain(image.fileName);

    // The new file is in use wherever the old name is.
    await services.db.insert(articles).values({ title: "Séance", slug: "seance", content: html });
    expect((await findMediaUses(services)).get(newName!.slice(0, 32))).toEqual([
      expect.objectContaining({ label: "Article « Séance »" }),
    ]);
  });

  it("shows the library's alt and replaced files in an article's preview, as its public page will", async () => {
    const image = await photo("etirement.jpg");
    const [article] = await services.db
      .insert(articles)
      .values({
        title: "Étirements",
        slug: "etirements",
        imageUrl: image.fileName,
        content: `<p>Texte</p><img src="/media/articles/${image.fileName}" alt="">`,
      })
      .returning({ id: articles.id });
    await setMediaAlt(services, image.fileName, "Un étirement du dos");
    const replacement = await sharp({
      create: { width: 400, height: 400, channels: 3, background: "#642" },
    })
      .jpeg()
      .toBuffer();
    const newName = await replaceMedia(
      services,
      image.fileName,
      new File([new Uint8Array(replacement)], "mieux.jpg"),
    );

    const preview = await loadArticlePreview(services, article!.id);
    expect(preview?.contentHtml).toContain(`/media/articles/${newName}`);
    expect(preview?.contentHtml).toContain('alt="Un étirement du dos"');
    expect(preview?.contentHtml).not.toContain(image.fileName);
    expect(preview?.article.imageUrl).toContain(newName);
  });

  it("lists one page of 24 images at a time, newest first, with the total", async () => {
    const fresh = await createTestServices();
    const at = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour));
    await fresh.db.insert(mediaFiles).values(
      Array.from({ length: 30 }, (_, index) => ({
        fileName: `${index.toString(16).padStart(32, "0")}.jpg`,
        mimeType: "image/jpeg",
        width: 10,
        height: 10,
        bytes: 100,
        thumbFileName: `${index.toString(16).padStart(32, "0")}.thumb.webp`,
        createdAt: at(index),
      })),
    );
    const first = await listMedia(fresh, { page: 1, q: "" });
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(24);
    expect(first.items[0]?.createdAt).toBe(at(29).toISOString());
    const second = await listMedia(fresh, { page: 2, q: "" });
    expect(second.items.map((item) => item.createdAt)).toEqual(
      [5, 4, 3, 2, 1, 0].map((hour) => at(hour).toISOString()),
    );
  });
});
