/**
 * What an import needs of the articles (docs/decisions/0011): the slugs
 * taken and when its articles were last changed here, categories and tags
 * matched or created by slug, and an imported article written through the
 * admin's own save (`storeArticle`) inside the import's transaction, never
 * over an article changed here since the import last wrote it. The import
 * tells the public site once, at its end: nothing here changes the public
 * content version.
 */
import { eq, inArray } from "drizzle-orm";
import type { Transaction } from "~/server/content-version.server";
import type { Database } from "~/server/db/database.server";
import { articles, categories, tags } from "~/server/db/schema";
import { storeArticle, type ArticleColumns } from "./admin-articles.server";

/** Each slug taken here, with its article's id. */
export async function articleSlugOwners(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: articles.id, slug: articles.slug }).from(articles);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** When each of these articles was last changed (an id missing from the map was deleted). */
export async function articlesUpdatedAt(db: Database, ids: number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: articles.id, updatedAt: articles.updatedAt })
    .from(articles)
    .where(inArray(articles.id, ids));
  return new Map(rows.map((row) => [row.id, row.updatedAt]));
}

/** The category or tag of each slug, created with its name when missing. */
export async function matchOrCreateTerms(
  tx: Transaction,
  kind: "category" | "tag",
  terms: { name: string; slug: string }[],
): Promise<Map<string, number>> {
  const table = kind === "category" ? categories : tags;
  const ids = new Map<string, number>();
  for (const term of terms) {
    const [found] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.slug, term.slug))
      .limit(1);
    const [row] = found
      ? [found]
      : await tx
          .insert(table)
          .values({ name: term.name.slice(0, 200) || term.slug, slug: term.slug })
          .returning({ id: table.id });
    if (row) ids.set(term.slug, row.id);
  }
  return ids;
}

export type ImportedArticleOutcome =
  | { saved: true; id: number; slug: string }
  | { saved: false; reason: "edited-here" | "deleted-here" };

/**
 * Creates an imported article, or updates the one an earlier import wrote
 * (`previous`: its id and the time it was written) unless it was changed or
 * deleted here since; the row is locked while it is checked and written.
 */
export async function saveImportedArticle(
  tx: Transaction,
  input: {
    previous: { id: number; writtenAt: Date | null } | null;
    columns: ArticleColumns;
    categoryId: number | null;
    tagIds: number[];
    now: Date;
  },
): Promise<ImportedArticleOutcome> {
  const { previous, columns, now } = input;
  if (previous) {
    const [row] = await tx
      .select({ updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.id, previous.id))
      .for("update")
      .limit(1);
    if (!row) return { saved: false, reason: "deleted-here" };
    if (previous.writtenAt && row.updatedAt.getTime() !== previous.writtenAt.getTime()) {
      return { saved: false, reason: "edited-here" };
    }
  }
  const links = { categories: input.categoryId ? [input.categoryId] : [], tags: input.tagIds };
  const id = await storeArticle(tx, previous?.id ?? null, columns, links, { author: null, now });
  return { saved: true, id, slug: columns.slug };
}
