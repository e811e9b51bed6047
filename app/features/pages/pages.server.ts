/**
 * The public pages' texts in the database, stored like the practice's
 * settings: each publication of a page adds a row holding the whole
 * validated document; the newest row is what visitors see, a page never
 * published follows app/content/ (page-defaults.ts), the last 20 rows are
 * kept for 'Historique'. Changes not yet published wait in the page's one
 * draft, which visitors never see.
 *
 * Publishing bumps the public content version in the same transaction, so
 * the page cache, the sitemaps and the structured data of every process
 * follow within a second. Every write carries the stamp the editor loaded
 * (the newest version and the draft's revision): a stale one, from a second
 * tab, is refused rather than silently overwriting.
 */
import { and, desc, eq, inArray, max, notInArray } from "drizzle-orm";
import { sanitizeRichText } from "~/lib/rich-text/sanitize-rich-text.server";
import { cachedPublicRead } from "~/server/public-read-cache.server";
import type { AppServices } from "~/server/context.server";
import { changePublicContent, type Transaction } from "~/server/content-version.server";
import { pageDrafts, pageVersions } from "~/server/db/schema";
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
type Reader = Pick<AppServices, "db"> | { db: Transaction };

/** Who wrote: the signed-in owner (null for a script). */
export interface PageAuthor {
  id: string;
  name: string;
  email: string;
}

function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}

/**
 * A stored document that no longer passes its schema (a rule tightened
 * since) gives way to the default. A field added to the page type since the
 * document was stored (the home page's image) takes its default value, so
 * the rest of the document stays as published.
 */
function parseStored<K extends EditablePageKey>(key: K, value: unknown): DocumentFor<K> {
  const stored =
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? { ...defaultDocumentOf(key), ...value }
      : value;
  const parsed = pageSchemaOf(key).safeParse(stored);
  if (parsed.success) return parsed.data;
  console.error(
    `Pages : « ${labelOf(key)} » illisible, texte d'origine utilisé`,
    parsed.error.issues,
  );
  return defaultDocumentOf(key);
}

function labelOf(key: EditablePageKey): string {
  return isServicePageKey(key)
    ? `Service ${key.slice(SERVICE_PAGE_PREFIX.length)}`
    : PAGE_TYPES[key].label;
}

interface PublishedPages {
  documents: PageDocuments;
  /** When each page was last published; absent while it follows app/content/. */
  publishedAt: Partial<Record<PageKey, Date>>;
  /** The published documents of services, by catalogue id (absent: its default). */
  services: Record<string, { document: ServiceDocument; publishedAt: Date }>;
}

async function readPublishedFromDatabase({ db }: Pick<AppServices, "db">): Promise<PublishedPages> {
  const newestOfEachPage = db
    .select({ id: max(pageVersions.id) })
    .from(pageVersions)
    .groupBy(pageVersions.page);
  const rows = await db
    .select({ page: pageVersions.page, data: pageVersions.data, createdAt: pageVersions.createdAt })
    .from(pageVersions)
    .where(inArray(pageVersions.id, newestOfEachPage));
  const documents: PageDocuments = { ...defaultPages };
  const publishedAt: Partial<Record<PageKey, Date>> = {};
  const services: PublishedPages["services"] = {};
  for (const row of rows) {
    if (isServicePageKey(row.page)) {
      services[row.page.slice(SERVICE_PAGE_PREFIX.length)] = {
        document: parseStored(row.page, row.data),
        publishedAt: row.createdAt,
      };
    }
    if (!isPageKey(row.page)) continue;
    Object.assign(documents, { [row.page]: parseStored(row.page, row.data) });
    publishedAt[row.page] = row.createdAt;
  }
  return { documents, publishedAt, services };
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

interface Current {
  versionId: number;
  revision: number;
}

/** The editor's stamp: which publication and which draft it started from. */
function pageStamp({ versionId, revision }: Current): string {
  return `${versionId}.${revision}`;
}

async function readCurrent({ db }: Reader, key: EditablePageKey): Promise<Current> {
  const [version] = await db
    .select({ id: max(pageVersions.id) })
    .from(pageVersions)
    .where(eq(pageVersions.page, key));
  const [draft] = await db
    .select({ revision: pageDrafts.revision })
    .from(pageDrafts)
    .where(eq(pageDrafts.page, key));
  return { versionId: version?.id ?? 0, revision: draft?.revision ?? 0 };
}

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
  { db }: Pick<AppServices, "db">,
  key: K,
): Promise<PageForEditing<K>> {
  const [published] = await db
    .select({ id: pageVersions.id, data: pageVersions.data, createdAt: pageVersions.createdAt })
    .from(pageVersions)
    .where(eq(pageVersions.page, key))
    .orderBy(desc(pageVersions.id))
    .limit(1);
  const [draft] = await db.select().from(pageDrafts).where(eq(pageDrafts.page, key));
  const document = draft
    ? parseStored(key, draft.data)
    : published
      ? parseStored(key, published.data)
      : defaultDocumentOf(key);
  return {
    document,
    stamp: pageStamp({ versionId: published?.id ?? 0, revision: draft?.revision ?? 0 }),
    hasDraft: Boolean(draft),
    isDefault: !published,
    changedAt: draft?.updatedAt ?? published?.createdAt ?? null,
  };
}

interface PageRow {
  key: PageKey;
  label: string;
  path: string;
  hasDraft: boolean;
  changedAt: Date | null;
}

/** One row per page for the admin's list. */
export async function listPages({ db }: Pick<AppServices, "db">): Promise<PageRow[]> {
  const published = await db
    .select({ page: pageVersions.page, at: max(pageVersions.createdAt) })
    .from(pageVersions)
    .groupBy(pageVersions.page);
  const drafts = await db
    .select({ page: pageDrafts.page, at: pageDrafts.updatedAt })
    .from(pageDrafts);
  return PAGE_KEYS.map((key) => {
    const draft = drafts.find((row) => row.page === key);
    const publication = published.find((row) => row.page === key)?.at ?? null;
    return {
      key,
      label: PAGE_TYPES[key].label,
      path: PAGE_TYPES[key].path,
      hasDraft: Boolean(draft),
      changedAt: draft?.at ?? (publication ? new Date(publication) : null),
    };
  });
}

/** Every rich text of a document through the articles' sanitiser. */
function sanitizeFields<T>(fields: readonly PageField[], value: T): T {
  const record = { ...(value as Record<string, unknown>) };
  for (const field of fields) {
    const current = record[field.name];
    if (field.kind === "html" && typeof current === "string") {
      record[field.name] = sanitizeRichText(current);
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

/** Parses and sanitises `input`, then runs `write`, which answers the new stamp or null when stale. */
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

/**
 * Makes `document` the page's draft when `stamp` is still current; the
 * upsert's own condition refuses a concurrent save that passed the check.
 */
async function writeDraft(
  tx: Transaction,
  key: EditablePageKey,
  document: unknown,
  stamp: string | null,
  author: PageAuthor | null,
  restoredFrom: number | null,
  now: Date,
): Promise<string | null> {
  const current = await readCurrent({ db: tx }, key);
  if (stamp !== null && stamp !== pageStamp(current)) return null;
  const revision = current.revision + 1;
  const values = {
    data: document,
    revision,
    authorName: author?.name ?? "",
    restoredFrom,
    updatedAt: now,
  };
  const written = await tx
    .insert(pageDrafts)
    .values({ page: key, ...values })
    .onConflictDoUpdate({
      target: pageDrafts.page,
      set: values,
      setWhere: eq(pageDrafts.revision, current.revision),
    })
    .returning({ revision: pageDrafts.revision });
  return written.length === 1 ? pageStamp({ versionId: current.versionId, revision }) : null;
}

/** 'Enregistrer le brouillon': visitors see nothing of it. */
export function savePageDraft<K extends EditablePageKey>(
  ...args: WriteArgs<K>
): Promise<WriteResult<K>> {
  const [services, key, input, stamp, author] = args;
  return checkedWrite(key, input, (document) =>
    services.db.transaction((tx) =>
      writeDraft(tx, key, document, stamp, author, null, services.now()),
    ),
  );
}

class StaleStamp extends Error {}

/** 'Publier': the document becomes what visitors see on the next request; the draft is gone. */
export function publishPage<K extends EditablePageKey>(
  ...args: WriteArgs<K>
): Promise<WriteResult<K>> {
  const [services, key, input, stamp, author] = args;
  return checkedWrite(key, input, async (document) => {
    try {
      const newStamp = await changePublicContent(services, (tx) =>
        publishIn(tx, key, document, stamp, author, services.now()),
      );
      console.info(`Pages : « ${labelOf(key)} » publiée par ${author?.email ?? "un script"}`);
      return newStamp;
    } catch (error) {
      if (error instanceof StaleStamp) return null;
      throw error;
    }
  });
}

/**
 * Publishes an already checked document inside the caller's transaction
 * (the catalogue adds a service and its first publication at once); a stamp
 * no longer current throws StaleStamp.
 */
export async function publishIn(
  tx: Transaction,
  key: EditablePageKey,
  document: unknown,
  stamp: string,
  author: PageAuthor | null,
  now: Date,
): Promise<string> {
  const current = await readCurrent({ db: tx }, key);
  if (stamp !== pageStamp(current)) throw new StaleStamp();
  const [draft] = await tx
    .delete(pageDrafts)
    .where(and(eq(pageDrafts.page, key), eq(pageDrafts.revision, current.revision)))
    .returning({ restoredFrom: pageDrafts.restoredFrom });
  if (current.revision > 0 && !draft) throw new StaleStamp();
  const [row] = await tx
    .insert(pageVersions)
    .values({
      page: key,
      data: document,
      authorId: author?.id ?? null,
      authorName: author?.name ?? "",
      restoredFrom: draft?.restoredFrom ?? null,
      createdAt: now,
    })
    .returning({ id: pageVersions.id });
  const kept = tx
    .select({ id: pageVersions.id })
    .from(pageVersions)
    .where(eq(pageVersions.page, key))
    .orderBy(desc(pageVersions.id))
    .limit(KEPT_PAGE_VERSIONS);
  await tx
    .delete(pageVersions)
    .where(and(eq(pageVersions.page, key), notInArray(pageVersions.id, kept)));
  return pageStamp({ versionId: row?.id ?? 0, revision: 0 });
}

interface PageVersion {
  id: number;
  createdAt: Date;
  authorName: string;
  restoredFrom: number | null;
  /** The labels of the fields this publication changed from the one before (or from the defaults). */
  changed: string[];
}

function changedLabels(key: EditablePageKey, before: unknown, after: unknown): string[] {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  return pageFieldsOf(key)
    .filter((field) => JSON.stringify(was[field.name]) !== JSON.stringify(is[field.name]))
    .map((field) => field.label);
}

/** A page's kept publications, newest first (the first is what visitors see). */
export async function listPageVersions(
  { db }: Pick<AppServices, "db">,
  key: EditablePageKey,
): Promise<PageVersion[]> {
  const rows = await db
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.page, key))
    .orderBy(desc(pageVersions.id))
    .limit(KEPT_PAGE_VERSIONS);
  return rows.map((row, index) => {
    const before = rows[index + 1];
    return {
      id: row.id,
      createdAt: row.createdAt,
      authorName: row.authorName,
      restoredFrom: row.restoredFrom,
      changed: changedLabels(
        key,
        before ? parseStored(key, before.data) : defaultDocumentOf(key),
        parseStored(key, row.data),
      ),
    };
  });
}

/** One kept publication's document, or null when it is gone. */
async function readPageVersion<K extends EditablePageKey>(
  { db }: Pick<AppServices, "db">,
  key: K,
  id: number,
): Promise<DocumentFor<K> | null> {
  const [row] = await db
    .select({ data: pageVersions.data })
    .from(pageVersions)
    .where(and(eq(pageVersions.page, key), eq(pageVersions.id, id)));
  return row ? parseStored(key, row.data) : null;
}

/**
 * 'Restaurer cette version': the publication becomes the draft again, to be
 * checked and published. False when the version is gone.
 */
export async function restorePageVersion(
  services: Services,
  key: EditablePageKey,
  id: number,
  author: PageAuthor | null,
): Promise<boolean> {
  const document = await readPageVersion(services, key, id);
  if (!document) return false;
  await services.db.transaction((tx) =>
    writeDraft(tx, key, document, null, author, id, services.now()),
  );
  return true;
}

/** 'Rétablir le texte d'origine': the texts of app/content/ become the draft. */
export async function resetPageToDefaults(
  services: Services,
  key: EditablePageKey,
  author: PageAuthor | null,
): Promise<void> {
  await services.db.transaction((tx) =>
    writeDraft(tx, key, defaultDocumentOf(key), null, author, null, services.now()),
  );
}
