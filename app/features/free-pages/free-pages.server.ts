/**
 * The free pages: a row each (address, visible or not) beside its document
 * of kind "free-page" (free-page-type.server.ts). Every change visitors may
 * see runs in `changePublicContent`, so the page cache, the sitemaps and
 * the menus of every process follow.
 */
import { and, asc, eq } from "drizzle-orm";
import {
  deleteDocumentIn,
  readAllPublished,
  readManyForEditing,
  saveDraft,
  type DocumentAuthor,
} from "~/features/documents/document-store.server";
import { saveChangedAddress } from "~/features/redirections/redirections.server";
import { cachedPublicRead } from "~/server/public-read-cache.server";
import { changePublicContent } from "~/server/content-version.server";
import type { AppServices } from "~/server/context.server";
import { freePages, redirections } from "~/server/db/schema";
import { addressTakenBy } from "./free-page-address.server";
import {
  FreePageSlugSchema,
  freePageMessages as messages,
  NewFreePageSchema,
  newFreePageDocument,
  type FreePageDocument,
} from "./free-page-schema";
import { freePageType } from "./free-page-type.server";

type Services = Pick<AppServices, "db" | "now">;

export interface FreePageRow {
  id: number;
  slug: string;
  published: boolean;
}

export const freePagePath = (slug: string) => `/${slug}`;

/** PostgreSQL's unique violation: two pages asked for one address at the same time. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export async function findFreePage(
  { db }: Pick<AppServices, "db">,
  id: number,
): Promise<FreePageRow | null> {
  const [row] = await db
    .select({ id: freePages.id, slug: freePages.slug, published: freePages.published })
    .from(freePages)
    .where(eq(freePages.id, id));
  return row ?? null;
}

export interface FreePageListRow extends FreePageRow {
  title: string;
  hasDraft: boolean;
  changedAt: Date | null;
}

/** Every free page for 'Pages', by address. */
export async function listFreePages(services: Pick<AppServices, "db">): Promise<FreePageListRow[]> {
  const rows = await services.db
    .select({ id: freePages.id, slug: freePages.slug, published: freePages.published })
    .from(freePages)
    .orderBy(asc(freePages.slug));
  const editing = await readManyForEditing(
    services,
    freePageType.kind,
    rows.map((row) => String(row.id)),
  );
  return rows.map((row) => {
    const page = editing.get(String(row.id));
    return {
      ...row,
      // The title as its editor shows it (its draft's, else the published one).
      title: page?.value.title ?? "",
      hasDraft: page?.hasDraft ?? false,
      changedAt: page?.changedAt ?? null,
    };
  });
}

export type FreePageWrite =
  | { ok: true; id: number }
  | { ok: false; errors: Partial<Record<"title" | "slug" | "_form", string>> };

function firstErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "_form")] ??= issue.message;
  return errors;
}

/** 'Nouvelle page': the row and its first draft (title, no section); visitors see nothing yet. */
export async function createFreePage(
  services: Services,
  input: { title: unknown; slug: unknown },
  author: DocumentAuthor | null,
): Promise<FreePageWrite> {
  const parsed = NewFreePageSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: firstErrors(parsed.error.issues) };
  const { title, slug } = parsed.data;
  const taken = await addressTakenBy(services, slug, { pageId: null });
  if (taken) return { ok: false, errors: { slug: taken } };
  try {
    const id = await services.db.transaction(async (tx) => {
      const [row] = await tx.insert(freePages).values({ slug }).returning({ id: freePages.id });
      if (!row) throw new Error("free page not created");
      return row.id;
    });
    await saveDraft(
      services,
      freePageType.kind,
      String(id),
      newFreePageDocument(title),
      "0.0",
      author,
    );
    return { ok: true, id };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, errors: { slug: messages.sameAddress } };
    throw error;
  }
}

/**
 * A new address. A published page's old address answers a 301 to the new
 * one (a redirection, as an import's); a redirection that led from the new
 * address to the old one (the page moving back) goes, since the page answers there again.
 */
export async function changeFreePageAddress(
  services: Services,
  id: number,
  input: unknown,
): Promise<FreePageWrite> {
  const page = await findFreePage(services, id);
  if (!page) return { ok: false, errors: { _form: messages.notFound } };
  const parsed = FreePageSlugSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: { slug: parsed.error.issues[0]?.message } };
  const slug = parsed.data;
  if (slug === page.slug) return { ok: false, errors: { slug: messages.sameAddress } };
  const oldPath = freePagePath(page.slug);
  const newPath = freePagePath(slug);
  const taken = await addressTakenBy(services, slug, { pageId: id, redirectionTo: oldPath });
  if (taken) return { ok: false, errors: { slug: taken } };
  try {
    await changePublicContent(services, async (tx) => {
      await tx.delete(redirections).where(eq(redirections.fromPath, newPath));
      await tx
        .update(freePages)
        .set({ slug, updatedAt: services.now() })
        .where(eq(freePages.id, id));
      if (page.published) await saveChangedAddress(tx, { from: oldPath, to: newPath });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, errors: { slug: messages.sameAddress } };
    throw error;
  }
  return { ok: true, id };
}

/** 'Dépublier': the page leaves the site (404, sitemap, menus); its texts stay for a later 'Publier'. */
export async function unpublishFreePage(services: Services, id: number): Promise<boolean> {
  return changePublicContent(services, async (tx) => {
    const rows = await tx
      .update(freePages)
      .set({ published: false, updatedAt: services.now() })
      .where(eq(freePages.id, id))
      .returning({ id: freePages.id });
    return rows.length === 1;
  });
}

/** 'Supprimer': an unpublished page, its texts and its history are gone. */
export async function deleteFreePage(
  services: Services,
  id: number,
): Promise<{ ok: true } | { ok: false; message: string }> {
  return changePublicContent(services, async (tx) => {
    const rows = await tx
      .delete(freePages)
      .where(and(eq(freePages.id, id), eq(freePages.published, false)))
      .returning({ id: freePages.id });
    if (rows.length === 0) {
      const [page] = await tx
        .select({ id: freePages.id })
        .from(freePages)
        .where(eq(freePages.id, id));
      return { ok: false, message: page ? messages.deletePublished : messages.notFound };
    }
    await deleteDocumentIn(tx, freePageType.kind, String(id));
    return { ok: true };
  });
}

// ------------------------------------------------------------ visitors

export interface PublishedFreePage extends FreePageRow {
  document: FreePageDocument;
  publishedAt: Date;
}

async function readPublishedFromDatabase(services: Pick<AppServices, "db">) {
  const [rows, documents] = await Promise.all([
    services.db
      .select({ id: freePages.id, slug: freePages.slug, published: freePages.published })
      .from(freePages)
      .where(eq(freePages.published, true)),
    readAllPublished(services, freePageType.kind),
  ]);
  const pages = new Map<string, PublishedFreePage>();
  for (const row of rows) {
    const published = documents.get(String(row.id));
    if (published) {
      pages.set(row.slug, {
        ...row,
        document: published.value,
        publishedAt: published.publishedAt,
      });
    }
  }
  return pages;
}

/** The pages visitors see, by slug, read once per public content version. */
export async function readPublishedFreePages(
  services: Services,
): Promise<ReadonlyMap<string, PublishedFreePage>> {
  const { value } = await cachedPublicRead(services, "free-pages", () =>
    readPublishedFromDatabase(services),
  );
  return value;
}

/** The addresses with a page to show (the page cache's names in use). */
export async function freePageSlugsInUse(services: Services): Promise<ReadonlySet<string>> {
  return new Set((await readPublishedFreePages(services)).keys());
}

/** What a menu may lead to: every page, `isPublic` when visitors see it. */
export async function listFreePageLinkTargets(services: Services) {
  const [rows, published] = await Promise.all([
    listFreePages(services),
    readPublishedFreePages(services),
  ]);
  return rows.map(({ id, slug, title }) => ({
    id,
    slug,
    title,
    isPublic: published.get(slug)?.id === id,
  }));
}
