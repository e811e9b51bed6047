/**
 * The media library at render time: stored documents keep the names they
 * were saved with; what visitors see names the file a replaced upload now is
 * (docs/decisions/0023), and an image without an alternative text of its own
 * gets the library's. Read with the public data it applies to, so once per
 * public content version: every change of an alt or a file bumps it.
 */
import { and, inArray, isNotNull, ne, or } from "drizzle-orm";
import {
  renderRichTextImages,
  type ImageRendering,
} from "~/lib/rich-text/sanitize-rich-text.server";
import type { AppServices } from "~/server/context.server";
import { mediaFiles } from "~/server/db/schema";

/** An upload's name inside any text (an address, a document's field). */
const UPLOAD_IN_TEXT = /([0-9a-f]{32})\.(jpg|png|webp)/g;
const UPLOAD_NAME = /([0-9a-f]{32})\.(?:jpg|png|webp)/;
const ORIGINAL_FORMATS = ["image/jpeg", "image/png"];

export interface MediaRendering extends ImageRendering {
  /** Whether anything is to change: most sites have nothing to apply. */
  empty: boolean;
}

/** The library's alternative texts and replacements, by upload base name. */
export async function readMediaRendering({ db }: Pick<AppServices, "db">): Promise<MediaRendering> {
  const rows = await db
    .select({
      fileName: mediaFiles.fileName,
      alt: mediaFiles.alt,
      replacedBy: mediaFiles.replacedBy,
    })
    .from(mediaFiles)
    .where(
      and(
        inArray(mediaFiles.mimeType, ORIGINAL_FORMATS),
        or(ne(mediaFiles.alt, ""), isNotNull(mediaFiles.replacedBy)),
      ),
    );
  const replacedBy = new Map<string, string>();
  const alts = new Map<string, string>();
  for (const row of rows) {
    const base = row.fileName.slice(0, 32);
    if (row.replacedBy) replacedBy.set(base, row.replacedBy);
    if (row.alt) alts.set(base, row.alt);
  }
  const src = (text: string) =>
    replacedBy.size === 0
      ? text
      : text.replace(UPLOAD_IN_TEXT, (name, base: string, extension: string) => {
          const target = replacedBy.get(base);
          if (!target) return name;
          return extension === "webp" ? target.replace(/\.(?:jpg|png)$/, ".webp") : target;
        });
  const alt = (text: string) => {
    const name = UPLOAD_NAME.exec(src(text));
    return (name?.[1] && alts.get(name[1])) || "";
  };
  return { src, alt, empty: rows.length === 0 };
}

function isUploadImage(value: object): value is { src: string; alt: string } {
  return "src" in value && typeof value.src === "string" && "alt" in value;
}

/**
 * A published document as visitors see it: any field naming an upload
 * follows its replacement, rich text gets the library's alternative texts,
 * and an image value ({ src, alt }) with an empty alt gets the library's.
 * Works on any document kind, without knowing its fields.
 */
export function applyMediaRendering<T>(value: T, rendering: MediaRendering): T {
  if (rendering.empty) return value;
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") {
      if (!UPLOAD_NAME.test(node)) return node;
      return /<img\s/i.test(node) ? renderRichTextImages(node, rendering) : rendering.src(node);
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    const mapped = Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    if (isUploadImage(node) && typeof node.alt === "string" && node.alt.trim() === "")
      mapped.alt = rendering.alt(node.src);
    return mapped;
  };
  return walk(value) as T;
}
