/**
 * The one notion of an upload "in use": named by an article (its cover or
 * its HTML), an article's autosaved draft, or any kept version or draft of a
 * versioned document (practice settings, fixed pages, services, free pages),
 * or standing for such a name since a replacement (media-library.server.ts).
 * The media library shows these places and refuses to delete an image in
 * use; the nightly cleaning removes only what is not in use.
 *
 * A read model (docs/decisions/0011): it reads `articles`,
 * `article_autosaves`, `document_versions` and `document_drafts` directly,
 * and never writes them.
 */
import { isNotNull } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import {
  articleAutosaves,
  articles,
  documentDrafts,
  documentVersions,
  mediaFiles,
} from "~/server/db/schema";
import type { MediaUse } from "./media-library";

/** An upload's name (image-store.server.ts) inside any text: its 32 hex digits. */
const UPLOAD_IN_TEXT = /([0-9a-f]{32})\.(?:jpg|png|webp)/g;

/** How each kind of versioned document is named and edited (unknown kinds: their kind and key). */
const DOCUMENT_PLACES: Record<string, (key: string, title: string | null) => MediaUse> = {
  page: (key, title) => ({ label: `Page « ${title ?? key} »`, href: `/admin/pages/${key}` }),
  service: (key, title) => ({
    label: `Service « ${title ?? key} »`,
    href: `/admin/pages/service-${key}`,
  }),
  "practice-settings": () => ({ label: "Réglages du cabinet", href: "/admin/cabinet" }),
  "free-page": (key, title) => ({
    label: `Page « ${title ?? key} »`,
    href: `/admin/pages/libre/${key}`,
  }),
};

/** The label and admin link of a versioned document. */
export function documentPlace(kind: string, key: string, data: unknown): MediaUse {
  const title =
    data !== null && typeof data === "object" && "title" in data && typeof data.title === "string"
      ? data.title
      : null;
  return (
    DOCUMENT_PLACES[kind]?.(key, title) ?? { label: `Document ${kind} ${key}`, href: "/admin" }
  );
}

function uploadsNamedIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(UPLOAD_IN_TEXT)) if (match[1]) names.add(match[1]);
  return names;
}

/**
 * Every upload in use (by its 32-hex base name) and the places using it,
 * each place once. An image that replaced another is used wherever the
 * replaced one is named.
 */
export async function findMediaUses(
  services: Pick<AppServices, "db">,
): Promise<Map<string, MediaUse[]>> {
  const { db } = services;
  const [articleRows, autosaveRows, versionRows, draftRows, replacedRows] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        imageUrl: articles.imageUrl,
        content: articles.content,
      })
      .from(articles),
    db
      .select({ articleId: articleAutosaves.articleId, data: articleAutosaves.data })
      .from(articleAutosaves),
    db
      .select({
        kind: documentVersions.kind,
        key: documentVersions.key,
        data: documentVersions.data,
      })
      .from(documentVersions),
    db
      .select({ kind: documentDrafts.kind, key: documentDrafts.key, data: documentDrafts.data })
      .from(documentDrafts),
    db
      .select({ fileName: mediaFiles.fileName, replacedBy: mediaFiles.replacedBy })
      .from(mediaFiles)
      .where(isNotNull(mediaFiles.replacedBy)),
  ]);
  const uses = new Map<string, Map<string, MediaUse>>();
  const record = (text: string, place: MediaUse) => {
    for (const name of uploadsNamedIn(text)) {
      const places = uses.get(name) ?? new Map<string, MediaUse>();
      places.set(place.href, place);
      uses.set(name, places);
    }
  };
  const titles = new Map(articleRows.map((row) => [row.id, row.title]));
  const articlePlace = (id: number): MediaUse => ({
    label: `Article « ${titles.get(id) ?? id} »`,
    href: `/admin/articles/edit/${id}`,
  });
  for (const row of articleRows)
    record(`${row.imageUrl ?? ""} ${row.content}`, articlePlace(row.id));
  for (const row of autosaveRows) record(JSON.stringify(row.data), articlePlace(row.articleId));
  // The newest title names the document; every version and the draft count as uses.
  const documents = [...versionRows, ...draftRows];
  const documentTitles = new Map(documents.map((row) => [`${row.kind}\n${row.key}`, row.data]));
  for (const row of documents) {
    const place = documentPlace(row.kind, row.key, documentTitles.get(`${row.kind}\n${row.key}`));
    record(JSON.stringify(row.data), place);
  }
  for (const { fileName, replacedBy } of replacedRows) {
    const replaced = uses.get(baseNameOf(fileName));
    if (!replaced || !replacedBy) continue;
    const target = baseNameOf(replacedBy);
    uses.set(target, new Map([...(uses.get(target) ?? []), ...replaced]));
  }
  return new Map([...uses].map(([name, places]) => [name, [...places.values()]]));
}

/** An upload's base name: its file name without the extension. */
export function baseNameOf(fileName: string): string {
  return fileName.replace(/\..*$/, "");
}
