/**
 * Public reads of the articles: only what the access rule lets through
 * (access.server.ts), ordered by publication date, mapped to the public shape
 * (types.ts). Each function receives the services; `now` is read once.
 */
import { and, asc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import { readPracticeSettings } from "~/features/practice/practice-settings.server";
import { formatParisDate } from "~/lib/paris-date";
import type { AppServices } from "~/server/context.server";
import {
  articles,
  articleSlugRedirects,
  blogPostCategories,
  categories,
  categorySlugRedirects,
  blogPostTags,
  tags,
} from "~/server/db/schema";
import {
  byPublicationDateDesc,
  isPublic,
  publicationDate,
  publicationDateOf,
} from "./access.server";
import { resolveArticleImageUrl } from "~/features/media/image-url";
import type {
  ArticleCategory,
  ArticleTag,
  PublicArticle,
  PublicArticleSummary,
  PublicCategory,
  PublicTag,
} from "./types";

type Reader = Pick<AppServices, "db" | "now">;

/** The blog shows 6 articles at a time. */
export const BLOG_PAGE_SIZE = 6;
/** Related articles come from the 6 most recent others. */
const RELATED_POOL_SIZE = 6;

/** the author is the practitioner, with the name and title of the identity. */
export async function readArticleAuthor(services: Reader): Promise<PublicArticle["author"]> {
  const { identity } = (await readPracticeSettings(services)).settings;
  return { name: `${identity.firstName} ${identity.lastName}`, title: identity.title };
}

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  excerpt: articles.excerpt,
  imageUrl: articles.imageUrl,
  imageAlt: articles.imageAlt,
  publishedAt: articles.publishedAt,
  scheduledFor: articles.scheduledFor,
  createdAt: articles.createdAt,
};

type SummaryRow = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  imageUrl: string | null;
  imageAlt: string | null;
  publishedAt: Date | null;
  scheduledFor: Date | null;
  createdAt: Date;
};

function toSummary(row: SummaryRow, categoryList: ArticleCategory[]): PublicArticleSummary {
  const published = publicationDateOf(row);
  return {
    id: String(row.id),
    title: row.title,
    slug: row.slug ?? "",
    excerpt: row.excerpt,
    date: formatParisDate(published),
    publishedIso: published.toISOString(),
    imageUrl: resolveArticleImageUrl(row.imageUrl),
    // An image without a description is decorative next to the title it illustrates.
    imageAlt: row.imageAlt ?? "",
    categories: categoryList,
  };
}

function toPublicArticle(
  row: typeof articles.$inferSelect,
  categoryList: ArticleCategory[],
  author: PublicArticle["author"],
  tagList: ArticleTag[],
): PublicArticle {
  return {
    ...toSummary(row, categoryList),
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    updatedIso: row.updatedAt.toISOString(),
    readTime: row.readTime,
    author,
    tags: tagList,
  };
}

/** Tags of each article (link table blog_post_tags), by name. */
export async function tagsOf(db: Reader["db"], ids: number[]): Promise<Map<number, ArticleTag[]>> {
  const byArticle = new Map<number, ArticleTag[]>();
  if (ids.length === 0) return byArticle;
  const rows = await db
    .select({ postId: blogPostTags.postId, name: tags.name, slug: tags.slug })
    .from(blogPostTags)
    .innerJoin(tags, eq(tags.id, blogPostTags.tagId))
    .where(inArray(blogPostTags.postId, ids))
    .orderBy(asc(tags.name));
  for (const row of rows) {
    const list = byArticle.get(row.postId) ?? [];
    list.push({ name: row.name, slug: row.slug });
    byArticle.set(row.postId, list);
  }
  return byArticle;
}

/** Categories of each article (link table blog_post_categories), in creation order. */
async function categoriesOf(
  db: Reader["db"],
  ids: number[],
): Promise<Map<number, ArticleCategory[]>> {
  const byArticle = new Map<number, ArticleCategory[]>();
  if (ids.length === 0) return byArticle;
  const rows = await db
    .select({ postId: blogPostCategories.postId, name: categories.name, slug: categories.slug })
    .from(blogPostCategories)
    .innerJoin(categories, eq(categories.id, blogPostCategories.categoryId))
    .where(inArray(blogPostCategories.postId, ids))
    .orderBy(asc(categories.id));
  for (const row of rows) {
    const list = byArticle.get(row.postId) ?? [];
    list.push({ name: row.name, slug: row.slug });
    byArticle.set(row.postId, list);
  }
  return byArticle;
}

async function toSummaries(db: Reader["db"], rows: SummaryRow[]): Promise<PublicArticleSummary[]> {
  const categoryMap = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, categoryMap.get(row.id) ?? []));
}

/** The articles linked to this category. */
function withTag(tagId: number): SQL {
  return exists(
    sql`(select 1 from ${blogPostTags} where ${blogPostTags.postId} = ${articles.id} and ${blogPostTags.tagId} = ${tagId})`,
  );
}

function inCategory(categoryId: number): SQL {
  return exists(
    sql`(select 1 from ${blogPostCategories} where ${blogPostCategories.postId} = ${articles.id} and ${blogPostCategories.categoryId} = ${categoryId})`,
  );
}

/** One slice of the public articles (all, one category's or one tag's), newest first, and how many there are. */
export async function listPublicArticles(
  { db, now }: Reader,
  {
    limit,
    offset = 0,
    categoryId,
    tagId,
  }: { limit: number; offset?: number; categoryId?: number; tagId?: number },
): Promise<{ articles: PublicArticleSummary[]; total: number }> {
  const at = now();
  const where = and(
    isPublic(at),
    categoryId === undefined ? undefined : inCategory(categoryId),
    tagId === undefined ? undefined : withTag(tagId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .where(where)
      .orderBy(...byPublicationDateDesc)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(articles)
      .where(where),
  ]);
  return { articles: await toSummaries(db, rows), total: counted?.total ?? 0 };
}

/** The public article with this slug, or null (unknown, draft, archived, not yet due). */
export async function findPublicArticle(
  services: Reader,
  slug: string,
): Promise<PublicArticle | null> {
  const { db, now } = services;
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), isPublic(now())))
    .limit(1);
  if (!row) return null;
  const [categoryMap, tagMap, author] = await Promise.all([
    categoriesOf(db, [row.id]),
    tagsOf(db, [row.id]),
    readArticleAuthor(services),
  ]);
  return toPublicArticle(row, categoryMap.get(row.id) ?? [], author, tagMap.get(row.id) ?? []);
}

/**
 * The public articles published just before (`previous`, older) and just
 * after (`next`, newer) this one.
 */
export async function findNeighbourArticles(
  { db, now }: Reader,
  article: Pick<PublicArticleSummary, "id" | "publishedIso">,
): Promise<{ previous: PublicArticleSummary | null; next: PublicArticleSummary | null }> {
  const at = now();
  const position = sql`(${publicationDate}, ${articles.id})`;
  const current = sql`(${article.publishedIso}::timestamptz, ${Number(article.id)})`;
  const [olderRows, newerRows] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .where(and(isPublic(at), sql`${position} < ${current}`))
      .orderBy(...byPublicationDateDesc)
      .limit(1),
    db
      .select(summaryColumns)
      .from(articles)
      .where(and(isPublic(at), sql`${position} > ${current}`))
      .orderBy(sql`${publicationDate} asc`, asc(articles.id))
      .limit(1),
  ]);
  const [[previous], [next]] = await Promise.all([
    toSummaries(db, olderRows),
    toSummaries(db, newerRows),
  ]);
  return { previous: previous ?? null, next: next ?? null };
}

/** Related articles are the most recent public articles other than this one. */
export async function listRelatedArticles(
  { db, now }: Reader,
  articleId: string,
  limit = RELATED_POOL_SIZE,
): Promise<PublicArticleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .where(and(isPublic(now()), sql`${articles.id} <> ${Number(articleId)}`))
    .orderBy(...byPublicationDateDesc)
    .limit(limit);
  return toSummaries(db, rows);
}

/** The current slug of a public article that used to be at `oldSlug`, or null. */
export async function findRenamedSlug(
  { db, now }: Reader,
  oldSlug: string,
): Promise<string | null> {
  const [row] = await db
    .select({ slug: articles.slug })
    .from(articleSlugRedirects)
    .innerJoin(articles, eq(articles.id, articleSlugRedirects.articleId))
    .where(and(eq(articleSlugRedirects.oldSlug, oldSlug), isPublic(now())))
    .limit(1);
  return row?.slug ?? null;
}

/**
 * Every slug an article address may show something for: each article's,
 * whatever its status, and each old slug kept for a renamed article (a
 * superset of what `findPublicArticle` and `findRenamedSlug` find). The page
 * cache answers any other slug with the one stored 404 page, without a
 * render (server/page-cache/cacheable-routes.ts).
 */
export async function articleSlugsInUse({ db }: Pick<Reader, "db">): Promise<ReadonlySet<string>> {
  // One after the other: `db` may be a transaction, which runs one query at a time.
  const current = await db.select({ slug: articles.slug }).from(articles);
  const renamed = await db
    .select({ slug: articleSlugRedirects.oldSlug })
    .from(articleSlugRedirects);
  return new Set([...current, ...renamed].map((row) => row.slug));
}

/**
 * Every slug a category address may show something for: each category's and
 * each old slug kept for a renamed one (what `findCategory` and
 * `findRenamedCategorySlug` find). As for articles, the page cache answers
 * any other slug with the one stored 404 page.
 */
export async function categorySlugsInUse({ db }: Pick<Reader, "db">): Promise<ReadonlySet<string>> {
  // One after the other: `db` may be a transaction, which runs one query at a time.
  const current = await db.select({ slug: categories.slug }).from(categories);
  const renamed = await db
    .select({ slug: categorySlugRedirects.oldSlug })
    .from(categorySlugRedirects);
  return new Set([...current, ...renamed].map((row) => row.slug));
}

/**
 * Every slug a tag address may show something for (what `findTag` finds);
 * the page cache answers any other with the one stored 404 page.
 */
export async function tagSlugsInUse({ db }: Pick<Reader, "db">): Promise<ReadonlySet<string>> {
  const rows = await db.select({ slug: tags.slug }).from(tags);
  return new Set(rows.map((row) => row.slug));
}

/** Public articles with their content, newest first (the feed). */
export async function listPublicArticlesWithContent(
  services: Reader,
  limit: number,
): Promise<PublicArticle[]> {
  const { db, now } = services;
  const rows = await db
    .select()
    .from(articles)
    .where(isPublic(now()))
    .orderBy(...byPublicationDateDesc)
    .limit(limit);
  const categoryMap = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  const author = await readArticleAuthor(services);
  const tagMap = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toPublicArticle(row, categoryMap.get(row.id) ?? [], author, tagMap.get(row.id) ?? []),
  );
}

// ---------------------------------------------------------------- categories

/** The category with this slug (public or not: an empty category still has its page), or null. */
export async function findCategory(
  { db }: Pick<Reader, "db">,
  slug: string,
): Promise<(ArticleCategory & { id: number; description: string }) | null> {
  const [row] = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
    })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return row ?? null;
}

/** The current slug of a category renamed from `oldSlug`, or null. */
export async function findRenamedCategorySlug(
  { db }: Pick<Reader, "db">,
  oldSlug: string,
): Promise<string | null> {
  const [row] = await db
    .select({ slug: categories.slug })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId))
    .where(eq(categorySlugRedirects.oldSlug, oldSlug))
    .limit(1);
  return row?.slug ?? null;
}

/**
 * Categories holding at least one public article, by name, with how many and
 * the latest change among them and the category itself (the sitemap's lastmod).
 */
export async function listPublicCategories({ db, now }: Reader): Promise<PublicCategory[]> {
  const rows = await db
    .select({
      name: categories.name,
      slug: categories.slug,
      articleCount: sql<number>`count(*)`.mapWith(Number),
      lastChange:
        sql<Date>`greatest(max(${articles.updatedAt}), max(${publicationDate}), ${categories.updatedAt})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
    })
    .from(categories)
    .innerJoin(blogPostCategories, eq(blogPostCategories.categoryId, categories.id))
    .innerJoin(articles, and(eq(articles.id, blogPostCategories.postId), isPublic(now())))
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
  return rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    articleCount: row.articleCount,
    lastmodIso: row.lastChange.toISOString(),
  }));
}

/** The tag with this slug, or null. */
export async function findTag(
  { db }: Pick<Reader, "db">,
  slug: string,
): Promise<(ArticleTag & { id: number }) | null> {
  const [row] = await db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(tags)
    .where(eq(tags.slug, slug))
    .limit(1);
  return row ?? null;
}

/** Tags holding public articles, with how many and their latest change (the sitemap). */
export async function listPublicTags({ db, now }: Reader): Promise<PublicTag[]> {
  const rows = await db
    .select({
      name: tags.name,
      slug: tags.slug,
      articleCount: sql<number>`count(*)`.mapWith(Number),
      lastChange: sql<Date>`greatest(max(${articles.updatedAt}), max(${publicationDate}))`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(tags)
    .innerJoin(blogPostTags, eq(blogPostTags.tagId, tags.id))
    .innerJoin(articles, and(eq(articles.id, blogPostTags.postId), isPublic(now())))
    .groupBy(tags.id)
    .orderBy(asc(tags.name));
  return rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    articleCount: row.articleCount,
    lastmodIso: row.lastChange.toISOString(),
  }));
}
