/**
 * The media library (/admin/medias): every upload, newest first, one page
 * at a time, searched by its original name or alternative text; its
 * alternative text, its replacement by another file, its deletion when
 * nothing uses it. An image is the row of its JPEG or PNG variant (the name
 * documents keep); a replaced one leaves the grid, its file stays served for
 * pages cached elsewhere and is shown as its replacement
 * (media-rendering.server.ts, docs/decisions/0023).
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { changePublicContent } from "~/server/content-version.server";
import { mediaFiles } from "~/server/db/schema";
import { deleteUpload, storeUpload, writeThumbnail } from "./image-store.server";
import {
  MEDIA_PAGE_SIZE,
  type MediaItem,
  type MediaListQuery,
  type MediaPage,
  type MediaUse,
} from "./media-library";
import { baseNameOf, findMediaUses } from "./media-usage.server";

type Services = Pick<AppServices, "db" | "env">;

const MEDIA_PREFIX = "/media/articles/";
const ORIGINAL_FORMATS = ["image/jpeg", "image/png"];

/** `%` and `_` of a search are letters, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function shownImages(q: string): SQL | undefined {
  return and(
    inArray(mediaFiles.mimeType, ORIGINAL_FORMATS),
    isNull(mediaFiles.replacedBy),
    q
      ? or(ilike(mediaFiles.originalName, containing(q)), ilike(mediaFiles.alt, containing(q)))
      : undefined,
  );
}

/** One page of the grid; the page's uploads stored before thumbnails existed get theirs now. */
export async function listMedia(
  services: Services,
  { page, q }: MediaListQuery,
): Promise<MediaPage> {
  const where = shownImages(q);
  const [[counted], rows] = await Promise.all([
    services.db.select({ total: count() }).from(mediaFiles).where(where),
    services.db
      .select()
      .from(mediaFiles)
      .where(where)
      .orderBy(desc(mediaFiles.createdAt), mediaFiles.fileName)
      .limit(MEDIA_PAGE_SIZE)
      .offset((page - 1) * MEDIA_PAGE_SIZE),
  ]);
  // Every text of the site is read to find the uses: not for an empty page.
  const uses = rows.length > 0 ? await findMediaUses(services) : new Map<string, MediaUse[]>();
  const total = counted?.total ?? 0;
  const items: MediaItem[] = [];
  for (const row of rows) {
    const thumbnail = row.thumbFileName ?? (await writeThumbnail(services, row.fileName));
    items.push({
      fileName: row.fileName,
      url: `${MEDIA_PREFIX}${row.fileName}`,
      // A file gone from the disk: its own address, which answers 404 like the page's.
      thumbnailUrl: `${MEDIA_PREFIX}${thumbnail ?? row.fileName}`,
      width: row.width,
      height: row.height,
      bytes: row.bytes,
      createdAt: row.createdAt.toISOString(),
      originalName: row.originalName,
      alt: row.alt,
      uses: uses.get(baseNameOf(row.fileName)) ?? [],
    });
  }
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)), q };
}

async function findShown(services: Pick<AppServices, "db">, fileName: string) {
  const [row] = await services.db
    .select({ fileName: mediaFiles.fileName })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.fileName, fileName), shownImages("")));
  return row ?? null;
}

/** Sets the library's alternative text of an image; false if it is not in the library. */
export async function setMediaAlt(
  services: Pick<AppServices, "db">,
  fileName: string,
  alt: string,
): Promise<boolean> {
  if (!(await findShown(services, fileName))) return false;
  // Shown on public pages wherever the image has no alt of its own.
  await changePublicContent(services, (tx) =>
    tx.update(mediaFiles).set({ alt }).where(eq(mediaFiles.fileName, fileName)),
  );
  return true;
}

export type DeleteResult =
  | { ok: true }
  | { ok: false; reason: "unknown" }
  | { ok: false; reason: "in-use"; uses: MediaUse[] };

/** Deletes an image nothing uses, with the files it replaced; refuses one in use, saying where. */
export async function deleteMedia(services: Services, fileName: string): Promise<DeleteResult> {
  if (!(await findShown(services, fileName))) return { ok: false, reason: "unknown" };
  const uses = (await findMediaUses(services)).get(baseNameOf(fileName));
  if (uses?.length) return { ok: false, reason: "in-use", uses };
  const replaced = await services.db
    .select({ fileName: mediaFiles.fileName })
    .from(mediaFiles)
    .where(eq(mediaFiles.replacedBy, fileName));
  for (const row of [...replaced, { fileName }])
    await deleteUpload(services, baseNameOf(row.fileName));
  return { ok: true };
}

/**
 * Replaces an image's file everywhere: the new file is stored under a new
 * name (served files are immutable), and the old name, and every name it
 * already stood for, now points to it. Returns the new name, or null if
 * the image is not in the library.
 */
export async function replaceMedia(
  services: Services,
  fileName: string,
  file: Blob & { name?: string },
): Promise<string | null> {
  const [old] = await services.db
    .select({ alt: mediaFiles.alt })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.fileName, fileName), shownImages("")));
  if (!old) return null;
  const stored = await storeUpload(services, file);
  await changePublicContent(services, async (tx) => {
    await tx
      .update(mediaFiles)
      .set({ alt: old.alt })
      .where(eq(mediaFiles.fileName, stored.fileName));
    await tx
      .update(mediaFiles)
      .set({ replacedBy: stored.fileName })
      .where(or(eq(mediaFiles.fileName, fileName), eq(mediaFiles.replacedBy, fileName)));
  });
  return stored.fileName;
}
