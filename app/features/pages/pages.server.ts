/**
 * The public pages' texts, kept in the versioned-document store
 * (features/documents/) under the kind "page": the newest publication of a
 * page is what visitors see, a page never published follows app/content/
 * (page-defaults.ts), the last 20 publications are kept for 'Historique'.
 * Changes not yet published wait in the page's one draft, which visitors
 * never see. A service's page is the page "service-{its catalogue id}".
 */
import type { DocumentKind } from "~/features/documents/document-kind";
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
import { sanitizeArticleHtml } from "~/features/articles/sanitize.server";
import { cachedPublicRead } from "~/server/public-read-cache.server";
import type { AppServices } from "~/server/context.server";
import { defaultDocumentOf, defaultPages } from "./page-defaults";
import {
  isServicePageKey,
  KEPT_PAGE_VERSIONS,
  PAGE_KEYS,
  PAGE_TYPES,
  pageFieldErrors,
  pageFieldsOf,
  pageSchemaOf,
  SERVICE_PAGE_PREFIX,
  type DocumentFor,
  type EditablePageKey,
  type PageDocuments,
  type PageField,
  type PageKey,
  type ServiceDocument,
} from "./page-schemas";

type Services = Pick<AppServices, "db" | "now">;

/** Who wrote: the signed-in owner (null for a script). */
export type PageAuthor = DocumentAuthor;

type AnyPageDocument = DocumentFor<EditablePageKey>;

function labelOf(key: EditablePageKey): string {
  return isServicePageKey(key)
    ? `Service ${key.slice(SERVICE_PAGE_PREFIX.length)}`
    : PAGE_TYPES[key].label;
}

function changedLabels(key: EditablePageKey, before: unknown, after: unknown): string[] {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  return pageFieldsOf(key)
    .filter((field) => JSON.stringify(was[field.name]) !== JSON.stringify(is[field.name]))
    .map((field) => field.label);
}

/**
 * The fixed pages and the services' pages. A field added to a page type
 * since a document was stored (the home page's image) takes its default.
 */
export const pageKind: DocumentKind<AnyPageDocument> = {
  name: "page",
  kept: KEPT_PAGE_VERSIONS,
  schemaOf: (key) => pageSchemaOf(key as EditablePageKey),
  defaultsOf: (key) => defaultDocumentOf(key as EditablePageKey),
  labelOf: (key) => labelOf(key as EditablePageKey),
  unreadable: (key) =>
    `Pages : « ${labelOf(key as EditablePageKey)} » illisible, texte d'origine utilisé`,
  changedLabels: (key, before, after) => changedLabels(key as EditablePageKey, before, after),
  fillsNewFields: true,
};

function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}

interface PublishedPages {
  documents: PageDocuments;
  /** When each page was last published; absent while it follows app/content/. */
  publishedAt: Partial<Record<PageKey, Date>>;
  /** The published documents of services, by catalogue id (absent: its default). */
  services: Record<string, { document: ServiceDocument; publishedAt: Date }>;
}

async function readPublishedFromDatabase(
  services: Pick<AppServices, "db">,
): Promise<PublishedPages> {
  const documents: PageDocuments = { ...defaultPages };
  const publishedAt: Partial<Record<PageKey, Date>> = {};
  const servicePages: PublishedPages["services"] = {};
  for (const [key, published] of await readAllPublished(services, pageKind)) {
    if (isServicePageKey(key)) {
      servicePages[key.slice(SERVICE_PAGE_PREFIX.length)] = {
        document: published.value as ServiceDocument,
        publishedAt: published.publishedAt,
      };
    }
    if (!isPageKey(key)) continue;
    Object.assign(documents, { [key]: published.value });
    publishedAt[key] = published.publishedAt;
  }
  return { documents, publishedAt, services: servicePages };
}

/** Every page as visitors see it, read from the database once per public content version. */
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

interface PageForEditing<K extends EditablePageKey> {
  /** The draft when there is one, else what visitors see. */
  document: DocumentFor<K>;
  stamp: string;
  hasDraft: boolean;
  /** Never published: the page shows the texts of app/content/. */
  isDefault: boolean;
  /** The draft's last save, or the last publication. */
  changedAt: Date | null;
}

export async function readPageForEditing<K extends EditablePageKey>(
  services: Pick<AppServices, "db">,
  key: K,
): Promise<PageForEditing<K>> {
  const { value, ...state } = await readForEditing(services, pageKind, key);
  return { document: value as DocumentFor<K>, ...state };
}

interface PageRow {
  key: PageKey;
  label: string;
  path: string;
  hasDraft: boolean;
  changedAt: Date | null;
}

/** One row per page for the admin's list. */
export async function listPages(services: Pick<AppServices, "db">): Promise<PageRow[]> {
  const states = await readStates(services, pageKind);
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
      record[field.name] = sanitizeArticleHtml(current);
    } else if (field.kind === "list" && Array.isArray(current)) {
      record[field.name] = current.map((item: unknown) => sanitizeFields(field.item, item));
    }
  }
  return record as T;
}

type WriteResult<K extends EditablePageKey> =
  | { ok: true; document: DocumentFor<K>; stamp: string }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; stale: true };

/** What every write receives: the page, the posted document, the stamp the editor loaded, who writes. */
type WriteArgs<K extends EditablePageKey> = [
  services: Services,
  key: K,
  input: unknown,
  stamp: string,
  author: PageAuthor | null,
];

/**
 * Parses and sanitises `input`, so that what is stored passed the page's
 * schema, then runs `write`, which answers the new stamp or null when stale.
 */
async function checkedWrite<K extends EditablePageKey>(
  key: K,
  input: unknown,
  write: (document: DocumentFor<K>) => Promise<string | null>,
): Promise<WriteResult<K>> {
  const parsed = pageSchemaOf(key).safeParse(input);
  if (!parsed.success) return { ok: false, errors: pageFieldErrors(parsed.error) };
  const document = sanitizeFields(pageFieldsOf(key), parsed.data);
  const stamp = await write(document);
  return stamp === null ? { ok: false, stale: true } : { ok: true, document, stamp };
}

/** 'Enregistrer le brouillon': visitors see nothing of it. */
export function savePageDraft<K extends EditablePageKey>(
  ...args: WriteArgs<K>
): Promise<WriteResult<K>> {
  const [services, key, input, stamp, author] = args;
  return checkedWrite(key, input, (document) =>
    saveDraft(services, pageKind, key, document, stamp, author),
  );
}

/** 'Publier': the document becomes what visitors see on the next request; the draft is gone. */
export function publishPage<K extends EditablePageKey>(
  ...args: WriteArgs<K>
): Promise<WriteResult<K>> {
  const [services, key, input, stamp, author] = args;
  return checkedWrite(key, input, async (document) => {
    const newStamp = await publish(services, pageKind, key, document, { stamp, author });
    if (newStamp !== null) {
      console.info(`Pages : « ${labelOf(key)} » publiée par ${author?.email ?? "un script"}`);
    }
    return newStamp;
  });
}

/** A page's kept publications, newest first (the first is what visitors see). */
export function listPageVersions(
  services: Pick<AppServices, "db">,
  key: EditablePageKey,
): Promise<DocumentVersion[]> {
  return listVersions(services, pageKind, key);
}

/**
 * 'Restaurer cette version': the publication becomes the draft again, to be
 * checked and published. False when the version is gone.
 */
export function restorePageVersion(
  services: Services,
  key: EditablePageKey,
  id: number,
  author: PageAuthor | null,
): Promise<boolean> {
  return restoreVersionAsDraft(services, pageKind, key, id, author);
}

/** 'Rétablir le texte d'origine': the texts of app/content/ become the draft. */
export function resetPageToDefaults(
  services: Services,
  key: EditablePageKey,
  author: PageAuthor | null,
): Promise<void> {
  return resetDraftToDefaults(services, pageKind, key, author);
}
