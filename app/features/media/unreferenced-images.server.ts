/**
 * Uploads nothing uses any more: a cover or photo replaced, an article
 * deleted, an image uploaded for a form that was never saved. They are
 * removed from the uploads' storage (with their media_files rows) once
 * older than a grace period, so an upload whose document is being edited
 * right now stays.
 *
 * What is "used" is decided by media-usage.server.ts, the one notion the
 * media library shares.
 */
import { inArray } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { mediaFiles } from "~/server/db/schema";
import { mediaStorage } from "./media-storage.server";
import { findMediaUses } from "./media-usage.server";

/** Far longer than a save takes. */
export const UNREFERENCED_IMAGE_GRACE_MS = 60 * 60_000;

/** An upload's name (image-store.server.ts): 32 hex digits and its variant's extension. */
const UPLOAD = /^([0-9a-f]{32})\.(?:jpg|png|webp|thumb\.webp)$/;
/** A variant being written (`.{name}.tmp`), left behind by a crash. */
const TEMPORARY = /^\.([0-9a-f]{32}\.(?:jpg|png|webp|thumb\.webp))\.tmp$/;

/**
 * Removes the uploads (every variant) that nothing references and that are
 * older than `graceMs`; returns the removed file names.
 */
export async function removeUnreferencedImages(
  services: Pick<AppServices, "db" | "env" | "now">,
  { graceMs = UNREFERENCED_IMAGE_GRACE_MS }: { graceMs?: number } = {},
): Promise<string[]> {
  const storage = mediaStorage(services.env);
  const entries = await storage.list();
  const referenced = await findMediaUses(services);
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
