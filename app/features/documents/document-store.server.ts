/**
 * Versioned documents: each publication of a document adds a row holding the
 * whole validated value; the newest row is what visitors see, a document
 * never published is its kind's defaults, the last `kind.kept` rows are kept
 * for its history. Changes not yet published may wait in the document's one
 * draft, which visitors never see (practice settings publish at once and
 * never keep one).
 *
 * Publishing bumps the public content version in the same transaction
 * (server/content-version.server.ts), so every cache of public content
 * follows. A write that names the stamp its editor loaded (the newest
 * version and the draft's revision) is refused when that stamp is no longer
 * current, from a second tab, rather than silently overwriting.
 */
import { and, desc, eq, inArray, max, notInArray, sql } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { changePublicContent, type Transaction } from "~/server/content-version.server";
import { documentDrafts, documentVersions } from "~/server/db/schema";
import { applyMediaRendering, readMediaRendering } from "~/features/media/media-rendering.server";
import type { DocumentKind } from "./document-kind";

type Services = Pick<AppServices, "db" | "now">;
type Reader = Pick<AppServices, "db"> | { db: Transaction };

/** Who wrote: the signed-in owner (null for a script). */
export interface DocumentAuthor {
  id: string;
  name: string;
  email: string;
}

/**
 * A stored value that no longer passes its schema (a rule tightened since)
 * gives way to the defaults.
 */
export function parseStored<T>(kind: DocumentKind<T>, key: string, value: unknown): T {
  const stored =
    kind.fillsNewFields && value !== null && typeof value === "object" && !Array.isArray(value)
      ? { ...kind.defaultsOf(key), ...value }
      : value;
  const parsed = kind.schemaOf(key).safeParse(stored);
  if (parsed.success) return parsed.data;
  console.error(kind.unreadable(key), parsed.error.issues);
  return kind.defaultsOf(key);
}

export interface Published<T> {
  value: T;
  publishedAt: Date;
}

/**
 * The newest publication of every document of `kind` as visitors see it
 * (documents never published are absent).
 */
export async function readAllPublished<T>(
  { db }: Pick<AppServices, "db">,
  kind: DocumentKind<T>,
): Promise<Map<string, Published<T>>> {
  const newestOfEach = db
    .select({ id: max(documentVersions.id) })
    .from(documentVersions)
    .where(eq(documentVersions.kind, kind.name))
    .groupBy(documentVersions.key);
  const rows = await db
    .select({
      key: documentVersions.key,
      data: documentVersions.data,
      createdAt: documentVersions.createdAt,
    })
    .from(documentVersions)
    .where(inArray(documentVersions.id, newestOfEach));
  // Visitors see the media library's replacements and alternative texts.
  const media = await readMediaRendering({ db });
  return new Map(
    rows.map((row) => [
      row.key,
      {
        value: applyMediaRendering(parseStored(kind, row.key, row.data), media),
        publishedAt: row.createdAt,
      },
    ]),
  );
}

interface Current {
  versionId: number;
  revision: number;
}

/** The editor's stamp: which publication and which draft it started from. */
function stampOf({ versionId, revision }: Current): string {
  return `${versionId}.${revision}`;
}

function ofDocument<T>(
  table: typeof documentVersions | typeof documentDrafts,
  kind: DocumentKind<T>,
  key: string,
) {
  return and(eq(table.kind, kind.name), eq(table.key, key));
}

async function readCurrent<T>(
  { db }: Reader,
  kind: DocumentKind<T>,
  key: string,
): Promise<Current> {
  const [version] = await db
    .select({ id: max(documentVersions.id) })
    .from(documentVersions)
    .where(ofDocument(documentVersions, kind, key));
  const [draft] = await db
    .select({ revision: documentDrafts.revision })
    .from(documentDrafts)
    .where(ofDocument(documentDrafts, kind, key));
  return { versionId: version?.id ?? 0, revision: draft?.revision ?? 0 };
}

export interface ForEditing<T> {
  /** The draft when there is one, else what visitors see. */
  value: T;
  stamp: string;
  hasDraft: boolean;
  /** Never published: visitors see the kind's defaults. */
  isDefault: boolean;
  /** The draft's last save, or the last publication. */
  changedAt: Date | null;
}

interface StoredVersion {
  id: number;
  data: unknown;
  createdAt: Date;
}

interface StoredDraft {
  data: unknown;
  revision: number;
  updatedAt: Date;
}

function forEditing<T>(
  kind: DocumentKind<T>,
  key: string,
  published: StoredVersion | undefined,
  draft: StoredDraft | undefined,
): ForEditing<T> {
  const value = draft
    ? parseStored(kind, key, draft.data)
    : published
      ? parseStored(kind, key, published.data)
      : kind.defaultsOf(key);
  return {
    value,
    stamp: stampOf({ versionId: published?.id ?? 0, revision: draft?.revision ?? 0 }),
    hasDraft: Boolean(draft),
    isDefault: !published,
    changedAt: draft?.updatedAt ?? published?.createdAt ?? null,
  };
}

export async function readForEditing<T>(
  { db }: Pick<AppServices, "db">,
  kind: DocumentKind<T>,
  key: string,
): Promise<ForEditing<T>> {
  const [published] = await db
    .select({
      id: documentVersions.id,
      data: documentVersions.data,
      createdAt: documentVersions.createdAt,
    })
    .from(documentVersions)
    .where(ofDocument(documentVersions, kind, key))
    .orderBy(desc(documentVersions.id))
    .limit(1);
  const [draft] = await db
    .select()
    .from(documentDrafts)
    .where(ofDocument(documentDrafts, kind, key));
  return forEditing(kind, key, published, draft);
}

/**
 * `readForEditing` of these documents of `kind` in one query, whatever their
 * number (the admin's lists show one row per document): the newest version
 * of each and the drafts, told apart by `source`.
 */
export async function readManyForEditing<T>(
  { db }: Pick<AppServices, "db">,
  kind: DocumentKind<T>,
  keys: readonly string[],
): Promise<Map<string, ForEditing<T>>> {
  if (keys.length === 0) return new Map();
  const newestOfEach = db
    .select({ id: max(documentVersions.id) })
    .from(documentVersions)
    .where(and(eq(documentVersions.kind, kind.name), inArray(documentVersions.key, [...keys])))
    .groupBy(documentVersions.key);
  const rows = await db
    .select({
      source: sql<"version" | "draft">`'version'`,
      key: documentVersions.key,
      // The version's id, or the draft's revision.
      number: documentVersions.id,
      data: documentVersions.data,
      at: documentVersions.createdAt,
    })
    .from(documentVersions)
    .where(inArray(documentVersions.id, newestOfEach))
    .unionAll(
      db
        .select({
          source: sql<"version" | "draft">`'draft'`,
          key: documentDrafts.key,
          number: documentDrafts.revision,
          data: documentDrafts.data,
          at: documentDrafts.updatedAt,
        })
        .from(documentDrafts)
        .where(and(eq(documentDrafts.kind, kind.name), inArray(documentDrafts.key, [...keys]))),
    );
  const publishedOf = new Map<string, StoredVersion>();
  const draftOf = new Map<string, StoredDraft>();
  for (const { source, key, number, data, at } of rows) {
    if (source === "version") publishedOf.set(key, { id: number, data, createdAt: at });
    else draftOf.set(key, { revision: number, data, updatedAt: at });
  }
  return new Map(
    keys.map((key) => [key, forEditing(kind, key, publishedOf.get(key), draftOf.get(key))]),
  );
}

export interface DocumentState {
  hasDraft: boolean;
  /** The draft's last save, or the last publication; null while it is the defaults. */
  changedAt: Date | null;
}

/** Whether each document of `kind` has a draft, and when it last changed (absent: the defaults). */
export async function readStates<T>(
  { db }: Pick<AppServices, "db">,
  kind: DocumentKind<T>,
): Promise<Map<string, DocumentState>> {
  const published = await db
    .select({ key: documentVersions.key, at: max(documentVersions.createdAt) })
    .from(documentVersions)
    .where(eq(documentVersions.kind, kind.name))
    .groupBy(documentVersions.key);
  const drafts = await db
    .select({ key: documentDrafts.key, at: documentDrafts.updatedAt })
    .from(documentDrafts)
    .where(eq(documentDrafts.kind, kind.name));
  const states = new Map<string, DocumentState>();
  for (const row of published) {
    states.set(row.key, { hasDraft: false, changedAt: row.at ? new Date(row.at) : null });
  }
  for (const row of drafts) states.set(row.key, { hasDraft: true, changedAt: row.at });
  return states;
}

/**
 * Makes `value` the document's draft when `stamp` is still current (null:
 * whatever the draft, a restore); the upsert's own condition refuses a
 * concurrent save that passed the check. Answers the new stamp, or null.
 */
async function writeDraft<T>(
  tx: Transaction,
  kind: DocumentKind<T>,
  key: string,
  value: T,
  { stamp, author, restoredFrom, now }: DraftWrite,
): Promise<string | null> {
  const current = await readCurrent({ db: tx }, kind, key);
  if (stamp !== null && stamp !== stampOf(current)) return null;
  const revision = current.revision + 1;
  const values = {
    data: value,
    revision,
    authorName: author?.name ?? "",
    restoredFrom,
    updatedAt: now,
  };
  const written = await tx
    .insert(documentDrafts)
    .values({ kind: kind.name, key, ...values })
    .onConflictDoUpdate({
      target: [documentDrafts.kind, documentDrafts.key],
      set: values,
      setWhere: eq(documentDrafts.revision, current.revision),
    })
    .returning({ revision: documentDrafts.revision });
  return written.length === 1 ? stampOf({ versionId: current.versionId, revision }) : null;
}

interface DraftWrite {
  stamp: string | null;
  author: DocumentAuthor | null;
  restoredFrom: number | null;
  now: Date;
}

/** Saves a draft the editor checked; null when `stamp` is stale. */
export function saveDraft<T>(
  services: Services,
  kind: DocumentKind<T>,
  key: string,
  value: T,
  stamp: string,
  author: DocumentAuthor | null,
): Promise<string | null> {
  return services.db.transaction((tx) =>
    writeDraft(tx, kind, key, value, { stamp, author, restoredFrom: null, now: services.now() }),
  );
}

export class StaleStamp extends Error {}

interface Publication {
  /**
   * The stamp the editor loaded: the draft it published goes. Without one,
   * the value is published as it is (settings saved at once, a restore),
   * any draft left untouched.
   */
  stamp?: string;
  author: DocumentAuthor | null;
  restoredFrom?: number | null;
  now: Date;
}

/**
 * Publishes a checked value inside the caller's transaction (the catalogue
 * adds a service and its first publication at once); a stamp no longer
 * current throws StaleStamp. Answers the new stamp.
 */
export async function publishIn<T>(
  tx: Transaction,
  kind: DocumentKind<T>,
  key: string,
  value: T,
  { stamp, author, restoredFrom = null, now }: Publication,
): Promise<string> {
  let restored = restoredFrom;
  if (stamp !== undefined) {
    const current = await readCurrent({ db: tx }, kind, key);
    if (stamp !== stampOf(current)) throw new StaleStamp();
    const [draft] = await tx
      .delete(documentDrafts)
      .where(
        and(ofDocument(documentDrafts, kind, key), eq(documentDrafts.revision, current.revision)),
      )
      .returning({ restoredFrom: documentDrafts.restoredFrom });
    if (current.revision > 0 && !draft) throw new StaleStamp();
    restored = draft?.restoredFrom ?? restoredFrom;
  }
  const [row] = await tx
    .insert(documentVersions)
    .values({
      kind: kind.name,
      key,
      data: value,
      authorId: author?.id ?? null,
      authorName: author?.name ?? "",
      restoredFrom: restored,
      createdAt: now,
    })
    .returning({ id: documentVersions.id });
  await kind.publishedIn?.(tx, key, now);
  const kept = tx
    .select({ id: documentVersions.id })
    .from(documentVersions)
    .where(ofDocument(documentVersions, kind, key))
    .orderBy(desc(documentVersions.id))
    .limit(kind.kept);
  await tx
    .delete(documentVersions)
    .where(and(ofDocument(documentVersions, kind, key), notInArray(documentVersions.id, kept)));
  return stampOf({ versionId: row?.id ?? 0, revision: 0 });
}

/**
 * Publishes a checked value, bumping the public content version in the same
 * transaction. Null when `stamp` is stale.
 */
export async function publish<T>(
  services: Services,
  kind: DocumentKind<T>,
  key: string,
  value: T,
  publication: Omit<Publication, "now">,
): Promise<string | null> {
  try {
    return await changePublicContent(services, (tx) =>
      publishIn(tx, kind, key, value, { ...publication, now: services.now() }),
    );
  } catch (error) {
    if (error instanceof StaleStamp) return null;
    throw error;
  }
}

export interface DocumentVersion {
  id: number;
  createdAt: Date;
  authorName: string;
  restoredFrom: number | null;
  /** What this publication changed from the one before (or from the defaults); empty when the kind does not say. */
  changed: string[];
}

/** Forgets a document, its publications and its draft, inside the caller's transaction (a deleted free page). */
export async function deleteDocumentIn<T>(
  tx: Transaction,
  kind: DocumentKind<T>,
  key: string,
): Promise<void> {
  await tx.delete(documentDrafts).where(ofDocument(documentDrafts, kind, key));
  await tx.delete(documentVersions).where(ofDocument(documentVersions, kind, key));
}

/** A document's kept publications, newest first (the first is what visitors see). */
export async function listVersions<T>(
  { db }: Pick<AppServices, "db">,
  kind: DocumentKind<T>,
  key: string,
): Promise<DocumentVersion[]> {
  const rows = await db
    .select()
    .from(documentVersions)
    .where(ofDocument(documentVersions, kind, key))
    .orderBy(desc(documentVersions.id))
    .limit(kind.kept);
  const { changedLabels } = kind;
  return rows.map((row, index) => {
    const before = rows[index + 1];
    return {
      id: row.id,
      createdAt: row.createdAt,
      authorName: row.authorName,
      restoredFrom: row.restoredFrom,
      changed: changedLabels
        ? changedLabels(
            key,
            before ? parseStored(kind, key, before.data) : kind.defaultsOf(key),
            parseStored(kind, key, row.data),
          )
        : [],
    };
  });
}

/** One kept publication's value, or null when it is gone. */
export async function readVersion<T>(
  { db }: Pick<AppServices, "db">,
  kind: DocumentKind<T>,
  key: string,
  id: number,
): Promise<T | null> {
  const [row] = await db
    .select({ data: documentVersions.data })
    .from(documentVersions)
    .where(and(ofDocument(documentVersions, kind, key), eq(documentVersions.id, id)));
  return row ? parseStored(kind, key, row.data) : null;
}

/**
 * 'Restaurer cette version' of a document edited with drafts: the
 * publication becomes the draft again, to be checked and published. False
 * when the version is gone.
 */
export async function restoreVersionAsDraft<T>(
  services: Services,
  kind: DocumentKind<T>,
  key: string,
  id: number,
  author: DocumentAuthor | null,
): Promise<boolean> {
  const value = await readVersion(services, kind, key, id);
  if (!value) return false;
  await services.db.transaction((tx) =>
    writeDraft(tx, kind, key, value, {
      stamp: null,
      author,
      restoredFrom: id,
      now: services.now(),
    }),
  );
  return true;
}

/** The kind's defaults become the document's draft. */
export async function resetDraftToDefaults<T>(
  services: Services,
  kind: DocumentKind<T>,
  key: string,
  author: DocumentAuthor | null,
): Promise<void> {
  await services.db.transaction((tx) =>
    writeDraft(tx, kind, key, kind.defaultsOf(key), {
      stamp: null,
      author,
      restoredFrom: null,
      now: services.now(),
    }),
  );
}
