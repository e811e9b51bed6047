/**
 * Uploads nothing uses any more: a cover or photo replaced, an article
 * deleted, an image uploaded for a form that was never saved. They are
 * removed from the uploads' storage (with their media_files rows) once
 * older than a grace period, so an upload whose document is being edited
 * right now stays.
 *
 * A read model (docs/decisions/0011): it reads the image columns of
 * `articles` and `article_autosaves` and every versioned document (the
 * practice settings, the pages: `document_versions`, `document_drafts`),
 * directly, and never writes them.
 */
import { inArray } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import {
  articleAutosaves,
  articles,
  documentDrafts,
  documentVersions,
  mediaFiles,
} from "~/server/db/schema";
import { mediaStorage } from "./media-storage.server";

/** Far longer than a save takes. */
export const UNREFERENCED_IMAGE_GRACE_MS = 60 * 60_000;

/** An upload's name (image-store.server.ts): 32 hex digits and its variant's extension. */
const UPLOAD = /^([0-9a-f]{32})\.(?:jpg|png|webp)$/;
/** The same names inside any text (an address, article HTML, an autosave). */
const UPLOAD_IN_TEXT = /([0-9a-f]{32})\.(?:jpg|png|webp)/g;
/** A variant being written (`.{name}.tmp`), left behind by a crash. */
const TEMPORARY = /^\.([0-9a-f]{32}\.(?:jpg|png|webp))\.tmp$/;

/**
 * Uploads named by a cover address, an article's HTML, an autosaved draft, a
 * kept identity (its photo) or a page document (a service's image).
 */
async function referencedUploads({ db }: Pick<AppServices, "db">): Promise<Set<string>> {
  const [articleRows, autosaveRows, versionRows, draftRows] = await Promise.all([
    db.select({ imageUrl: articles.imageUrl, content: articles.content }).from(articles),
    db.select({ data: articleAutosaves.data }).from(articleAutosaves),
    db.select({ data: documentVersions.data }).from(documentVersions),
    db.select({ data: documentDrafts.data }).from(documentDrafts),
  ]);
  const texts = [
    ...articleRows.flatMap((row) => [row.imageUrl ?? "", row.content]),
    ...[...autosaveRows, ...versionRows, ...draftRows].map((row) => JSON.stringify(row.data)),
  ];
  const names = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(UPLOAD_IN_TEXT)) if (match[1]) names.add(match[1]);
  return names;
}

/**
 * Removes the uploads (both variants) that nothing references and that are
 * older than `graceMs`; returns the removed file names.
 */
export async function removeUnreferencedImages(
  services: Pick<AppServices, "db" | "env" | "now">,
  { graceMs = UNREFERENCED_IMAGE_GRACE_MS }: { graceMs?: number } = {},
): Promise<string[]> {
  const storage = mediaStorage(services.env);
  const entries = await storage.list();
  const referenced = await referencedUploads(services);
  const cutoff = services.now().getTime() - graceMs;
  const removed: string[] = [];
  for (const { name: entry, modified } of entries) {
    const upload = UPLOAD.exec(entry)?.[1] ?? UPLOAD.exec(TEMPORARY.exec(entry)?.[1] ?? "")?.[1];
    if (!upload || referenced.has(upload)) continue;
    if (modified.getTime() > cutoff) continue;
    await storage.remove([entry]);
    removed.push(entry);
  }
  if (removed.length)
    await services.db.delete(mediaFiles).where(inArray(mediaFiles.fileName, removed));
  return removed.sort();
}
