/**
 * Page documents, kept in the versioned-document store (features/documents/):
 * the newest publication of a page is what visitors see, a page never
 * published follows app/content/, the last 20 publications are kept for
 * 'Historique'. Changes not yet published wait in the page's one draft,
 * which visitors never see. Editing works on any page type (`PageRef`); the
 * fixed pages are this feature's type, kind "page" (page-defaults.ts), a
 * service's page is the services' type.
 */
import {
  listVersions,
  publish,
  readAllPublished,
  readForEditing,
  readStates,
  resetDraftToDefaults,
  restoreVersionAsDraft,
  saveDraft,
  type DocumentAuthor,
  type DocumentVersion,
} from "~/features/documents/document-store.server";
import { sanitizeRichText } from "~/lib/rich-text/sanitize-rich-text.server";
import { cachedPublicRead } from "~/server/public-read-cache.server";
import type { AppServices } from "~/server/context.server";
import { defaultPages } from "./page-defaults";
import {
  definePageType,
  itemFieldsOf,
  PAGE_KEYS,
  PAGE_SCHEMAS,
  PAGE_TYPES,
  pageFieldErrors,
  type PageDocuments,
  type PageField,
  type PageKey,
  type PageRef,
} from "./page-schemas";

type Services = Pick<AppServices, "db" | "now">;

/** Who wrote: the signed-in owner (null for a script). */
export type PageAuthor = DocumentAuthor;

type FixedPageDocument = PageDocuments[PageKey];

/** The site's fixed pages: one document per page, keyed "home", "about", … */
export const fixedPageType = definePageType<FixedPageDocument>({
  name: "page",
  fieldsOf: (key) => PAGE_TYPES[key as PageKey].fields,
  schemaOf: (key) => PAGE_SCHEMAS[key as PageKey],
  defaultsOf: (key) => defaultPages[key as PageKey],
  labelOf: (key) => PAGE_TYPES[key as PageKey].label,
});

/** One fixed page; its key picks its schema, so its document has that page's type. */
export function fixedPage<K extends PageKey>(key: K): PageRef<PageDocuments[K]> {
  return { type: fixedPageType as unknown as PageRef<PageDocuments[K]>["type"], key };
}

function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}

interface PublishedPages {
  documents: PageDocuments;
  /** When each page was last published; absent while it follows app/content/. */
  publishedAt: Partial<Record<PageKey, Date>>;
}

async function readPublishedFromDatabase(
  services: Pick<AppServices, "db">,
): Promise<PublishedPages> {
  const documents: PageDocuments = { ...defaultPages };
  const publishedAt: Partial<Record<PageKey, Date>> = {};
  for (const [key, published] of await readAllPublished(services, fixedPageType.kind)) {
    if (!isPageKey(key)) continue;
    Object.assign(documents, { [key]: published.value });
    publishedAt[key] = published.publishedAt;
  }
  return { documents, publishedAt };
}

/** Every fixed page as visitors see it, read from the database once per public content version. */
export async function readPublishedPages(services: Services): Promise<PublishedPages> {
  const { value } = await cachedPublicRead(services, "pages", () =>
    readPublishedFromDatabase(services),
  );
  return value;
}

/** When the page at `path` was last published (its sitemap lastmod), if it ever was. */
export function publicationDateOf(pages: PublishedPages, path: string): Date | undefined {
  const key = PAGE_KEYS.find((candidate) => PAGE_TYPES[candidate].path === path);
  return key ? pages.publishedAt[key] : undefined;
}

/** One page as visitors see it. */
export async function readPublishedPage<K extends PageKey>(
  services: Services,
  key: K,
): Promise<PageDocuments[K]> {
  return (await readPublishedPages(services)).documents[key];
}

// ------------------------------------------------------------ editing

interface PageForEditing<T> {
  /** The draft when there is one, else what visitors see. */
  document: T;
  stamp: string;
  hasDraft: boolean;
  /** Never published: the page shows the texts of app/content/. */
  isDefault: boolean;
  /** The draft's last save, or the last publication. */
  changedAt: Date | null;
}

export async function readPageForEditing<T>(
  services: Pick<AppServices, "db">,
  page: PageRef<T>,
): Promise<PageForEditing<T>> {
  const { value, ...state } = await readForEditing(services, page.type.kind, page.key);
  return { document: value, ...state };
}

interface PageRow {
  key: PageKey;
  label: string;
  path: string;
  hasDraft: boolean;
  changedAt: Date | null;
}

/** One row per fixed page for the admin's list. */
export async function listPages(services: Pick<AppServices, "db">): Promise<PageRow[]> {
  const states = await readStates(services, fixedPageType.kind);
  return PAGE_KEYS.map((key) => ({
    key,
    label: PAGE_TYPES[key].label,
    path: PAGE_TYPES[key].path,
    hasDraft: states.get(key)?.hasDraft ?? false,
    changedAt: states.get(key)?.changedAt ?? null,
  }));
}

/** Every rich text of a document through the articles' sanitiser. */
function sanitizeFields<T>(fields: readonly PageField[], value: T): T {
  const record = { ...(value as Record<string, unknown>) };
  for (const field of fields) {
    const current = record[field.name];
    if (field.kind === "html" && typeof current === "string") {
      record[field.name] = sanitizeRichText(current);
    } else if ((field.kind === "list" || field.kind === "sections") && Array.isArray(current)) {
      record[field.name] = current.map((item: unknown) =>
        sanitizeFields(itemFieldsOf(field, item), item),
      );
    }
  }
  return record as T;
}

/**
 * A page document checked as its editor checks it, then sanitised: what a
 * publication stores (a new service's first texts included).
 */
export function checkPageDocument<T>(
  page: PageRef<T>,
  input: unknown,
): { ok: true; document: T } | { ok: false; errors: Record<string, string> } {
  const parsed = page.type.kind.schemaOf(page.key).safeParse(input);
  if (!parsed.success) return { ok: false, errors: pageFieldErrors(parsed.error) };
  return { ok: true, document: sanitizeFields(page.type.fieldsOf(page.key), parsed.data) };
}

type WriteResult<T> =
  | { ok: true; document: T; stamp: string }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; stale: true };

/** What every write receives: the page, the posted document, the stamp the editor loaded, who writes. */
type WriteArgs<T> = [
  services: Services,
  page: PageRef<T>,
  input: unknown,
  stamp: string,
  author: PageAuthor | null,
];

/** Checks `input`, then runs `write`, which answers the new stamp or null when stale. */
async function checkedWrite<T>(
  page: PageRef<T>,
  input: unknown,
  write: (document: T) => Promise<string | null>,
): Promise<WriteResult<T>> {
  const checked = checkPageDocument(page, input);
  if (!checked.ok) return checked;
  const stamp = await write(checked.document);
  return stamp === null
    ? { ok: false, stale: true }
    : { ok: true, document: checked.document, stamp };
}

/** 'Enregistrer le brouillon': visitors see nothing of it. */
export function savePageDraft<T>(...args: WriteArgs<T>): Promise<WriteResult<T>> {
  const [services, page, input, stamp, author] = args;
  return checkedWrite(page, input, (document) =>
    saveDraft(services, page.type.kind, page.key, document, stamp, author),
  );
}

/** 'Publier': the document becomes what visitors see on the next request; the draft is gone. */
export function publishPage<T>(...args: WriteArgs<T>): Promise<WriteResult<T>> {
  const [services, page, input, stamp, author] = args;
  return checkedWrite(page, input, async (document) => {
    const newStamp = await publish(services, page.type.kind, page.key, document, { stamp, author });
    if (newStamp !== null) {
      console.info(
        `Pages : « ${page.type.kind.labelOf(page.key)} » publiée par ${author?.email ?? "un script"}`,
      );
    }
    return newStamp;
  });
}

/** A page's kept publications, newest first (the first is what visitors see). */
export function listPageVersions<T>(
  services: Pick<AppServices, "db">,
  page: PageRef<T>,
): Promise<DocumentVersion[]> {
  return listVersions(services, page.type.kind, page.key);
}

/**
 * 'Restaurer cette version': the publication becomes the draft again, to be
 * checked and published. False when the version is gone.
 */
export function restorePageVersion<T>(
  services: Services,
  page: PageRef<T>,
  id: number,
  author: PageAuthor | null,
): Promise<boolean> {
  return restoreVersionAsDraft(services, page.type.kind, page.key, id, author);
}

/** 'Rétablir le texte d'origine': the texts of app/content/ become the draft. */
export function resetPageToDefaults<T>(
  services: Services,
  page: PageRef<T>,
  author: PageAuthor | null,
): Promise<void> {
  return resetDraftToDefaults(services, page.type.kind, page.key, author);
}
