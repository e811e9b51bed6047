/**
 * Version history of articles: every save of an article (a
 * create, an update, a restore; never an autosave) keeps a copy of what it
 * wrote: title, excerpt, content, SEO fields, cover and status. The last 50
 * are kept per article; older ones are dropped by the save that makes the 51st.
 */
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/database.server";
import { articleVersions, type ArticleStatus } from "~/server/db/schema";
import type { VersionSummary } from "./types";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const MAX_VERSIONS_PER_ARTICLE = 50;

/** Who saved: the signed-in owner (null for saves made outside a session, e.g. a script). */
export interface VersionAuthor {
  id: string;
  name: string;
}

/** The columns of a save that a version keeps. */
interface VersionedColumns {
  title: string;
  excerpt: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  status: ArticleStatus;
  scheduledFor: Date | null;
}

/** Adds a version inside the save's transaction, then keeps only the newest 50. */
export async function recordVersion(
  tx: Transaction,
  articleId: number,
  columns: VersionedColumns,
  {
    author,
    now,
    restoredFrom = null,
  }: { author: VersionAuthor | null; now: Date; restoredFrom?: number | null },
) {
  await tx.insert(articleVersions).values({
    articleId,
    title: columns.title,
    excerpt: columns.excerpt,
    content: columns.content,
    metaTitle: columns.metaTitle,
    metaDescription: columns.metaDescription,
    imageUrl: columns.imageUrl,
    imageAlt: columns.imageAlt,
    status: columns.status,
    scheduledFor: columns.scheduledFor,
    authorId: author?.id ?? null,
    authorName: author?.name ?? "",
    restoredFrom,
    createdAt: now,
  });
  const kept = tx
    .select({ id: articleVersions.id })
    .from(articleVersions)
    .where(eq(articleVersions.articleId, articleId))
    .orderBy(desc(articleVersions.id))
    .limit(MAX_VERSIONS_PER_ARTICLE);
  await tx
    .delete(articleVersions)
    .where(and(eq(articleVersions.articleId, articleId), notInArray(articleVersions.id, kept)));
}

/** An article's versions, newest first. */
export async function listArticleVersions(
  { db }: Pick<AppServices, "db">,
  articleId: number,
): Promise<VersionSummary[]> {
  const rows = await db
    .select({
      id: articleVersions.id,
      title: articleVersions.title,
      status: articleVersions.status,
      authorName: articleVersions.authorName,
      restoredFrom: articleVersions.restoredFrom,
      createdAt: articleVersions.createdAt,
    })
    .from(articleVersions)
    .where(eq(articleVersions.articleId, articleId))
    .orderBy(desc(articleVersions.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export type ArticleVersion = typeof articleVersions.$inferSelect;

/** One version of this article, or null (unknown, or another article's). */
export async function getArticleVersion(
  { db }: Pick<AppServices, "db">,
  articleId: number,
  versionId: number,
): Promise<ArticleVersion | null> {
  const [row] = await db
    .select()
    .from(articleVersions)
    .where(and(eq(articleVersions.articleId, articleId), eq(articleVersions.id, versionId)))
    .limit(1);
  return row ?? null;
}
