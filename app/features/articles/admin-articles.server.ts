/**
 * The admin's article data layer:
 * the paginated list with working sort and status filter, one article for
 * editing with its category and tag ids, create, update and delete (link
 * tables rewritten), autosaved drafts kept apart from the article, and the
 * old-slug redirects of renamed published articles.
 *
 * Content is sanitised here, with the blog's own allow-list, before it is
 * stored. Every function receives the services; `now` is read once.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { randomHex } from "~/lib/random-hex";
import { readingTimeMinutes } from "~/lib/reading-time";
import { slugify } from "~/lib/slugify";
import type { AppServices } from "~/server/context.server";
import type { ArticleFields } from "~/server/db/article-fields";
import type { Database } from "~/server/db/database.server";
import {
  articleAutosaves,
  articles,
  articleSlugRedirects,
  blogPostCategories,
  blogPostTags,
  categories,
  tags,
  type ArticleStatus,
} from "~/server/db/schema";
import {
  ADMIN_ARTICLES_PER_PAGE,
  paginationState,
  type PaginationState,
} from "~/components/admin/pagination-state";
import { AutosaveDataSchema, hasArticleContent, type AutosaveData } from "./article-form-schema";
import { changePublicContent } from "~/server/content-version.server";
import { notifyArticlesChanged } from "./article-events.server";
import { decodeStoredRichText, sanitizeRichText } from "~/lib/rich-text/sanitize-rich-text.server";
import { getArticleVersion, recordVersion, type VersionAuthor } from "./versions.server";

type Services = AppServices;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Errors of the data layer (a title and content are required, an update or
 * deletion names an existing article), in French like every message of the
 * admin. The editor shows its own toast ('Erreur de sauvegarde') for them.
 */
const articleDataMessages = {
  titleAndContentRequired: "Le titre et le contenu sont obligatoires.",
  invalidIdForUpdate: (id: unknown) =>
    `Identifiant d'article absent ou invalide pour la mise à jour : ${String(id)}`,
  invalidIdForDeletion: (id: unknown) =>
    `Identifiant d'article absent ou invalide pour la suppression : ${String(id)}`,
  notFound: (id: number) => `Article introuvable : ${id}`,
  slugTaken: (slug: string) => `Ce slug est déjà utilisé par un autre article : ${slug}`,
  oneCategory: "Un article n'a qu'une catégorie.",
  versionNotFound: (id: number) => `Version introuvable : ${id}`,
} as const;

export class ArticleDataError extends Error {
  override name = "ArticleDataError";
  constructor(
    readonly code: "invalid" | "not-found" | "slug-taken" | "version-not-found",
    message: string,
  ) {
    super(message);
  }
}

function isValidId(id: unknown): id is number {
  return typeof id === "number" && Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
}

// ---------------------------------------------------------------- list

export const ARTICLE_SORTS = ["updated_desc", "updated_asc", "alpha_asc", "alpha_desc"] as const;
type ArticleSort = (typeof ARTICLE_SORTS)[number];

interface AdminArticleRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  status: ArticleStatus;
  scheduledFor: string | null;
  updatedAt: string;
  /** Minutes; null when unknown (no stored value and no content). */
  readTime: number | null;
}

/** Titles compared without case or accents ("Été" next to "Entorse"). */
const ACCENTED = "àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ";
const UNACCENTED = "aaaaaaceeeeiiiinooooouuuuyyoa";
const sortableTitle = sql`translate(lower(${articles.title}), ${ACCENTED}, ${UNACCENTED})`;

const ORDERS: Record<ArticleSort, SQL[]> = {
  updated_desc: [desc(articles.updatedAt), desc(articles.id)],
  updated_asc: [asc(articles.updatedAt), asc(articles.id)],
  alpha_asc: [asc(sortableTitle), asc(articles.id)],
  alpha_desc: [desc(sortableTitle), desc(articles.id)],
};

interface AdminArticleList {
  articles: AdminArticleRow[];
  pagination: PaginationState;
}

/** One page of the list (count, then the page's rows), sorted and filtered. */
export async function listAdminArticles(
  { db }: Pick<Services, "db">,
  { page, sort, status }: { page: number; sort: ArticleSort; status: ArticleStatus | null },
): Promise<AdminArticleList> {
  const where = status ? eq(articles.status, status) : undefined;
  const [counted] = await db.select({ total: count() }).from(articles).where(where);
  const pagination = paginationState(page, counted?.total ?? 0);
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      excerpt: articles.excerpt,
      status: articles.status,
      scheduledFor: articles.scheduledFor,
      updatedAt: articles.updatedAt,
      readTime: articles.readTime,
      // The content is read only to compute a missing reading time.
      content: sql<
        string | null
      >`case when ${articles.readTime} is null then ${articles.content} end`,
    })
    .from(articles)
    .where(where)
    .orderBy(...ORDERS[sort])
    .limit(ADMIN_ARTICLES_PER_PAGE)
    .offset(pagination.currentPage * ADMIN_ARTICLES_PER_PAGE);
  return {
    pagination,
    articles: rows.map(({ content, ...row }) => ({
      ...row,
      scheduledFor: row.scheduledFor?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      readTime:
        row.readTime ??
        (content && hasArticleContent(content) ? readingTimeMinutes(content) : null),
    })),
  };
}

// ---------------------------------------------------------------- one article

interface TaxonomyOption {
  id: number;
  name: string;
}

interface ArticleForEdit {
  id: number;
  title: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  imageAlt: string;
  status: ArticleStatus;
  scheduledFor: string | null;
  categories: number[];
  tags: number[];
  /** A newer autosaved state than what is stored, to offer restoring. */
  autosave: { data: AutosaveData; savedAt: string } | null;
}

/** The article as loaded for editing, or null when it does not exist. */
export async function getArticleForEdit(
  { db }: Pick<Services, "db">,
  id: number,
): Promise<ArticleForEdit | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) return null;
  const [categoryLinks, tagLinks, [autosave]] = await Promise.all([
    db
      .select({ id: blogPostCategories.categoryId })
      .from(blogPostCategories)
      .where(eq(blogPostCategories.postId, id))
      .orderBy(asc(blogPostCategories.categoryId)),
    db
      .select({ id: blogPostTags.tagId })
      .from(blogPostTags)
      .where(eq(blogPostTags.postId, id))
      .orderBy(asc(blogPostTags.tagId)),
    db.select().from(articleAutosaves).where(eq(articleAutosaves.articleId, id)).limit(1),
  ]);
  const article: Omit<ArticleForEdit, "autosave"> = {
    id: row.id,
    title: row.title,
    slug: row.slug,
    metaTitle: row.metaTitle ?? "",
    metaDescription: row.metaDescription ?? "",
    excerpt: row.excerpt,
    // Older rows may hold a JSON-encoded string of HTML.
    content: decodeStoredRichText(row.content),
    imageUrl: row.imageUrl ?? "",
    imageAlt: row.imageAlt ?? "",
    status: row.status,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    categories: categoryLinks.map((link) => link.id),
    tags: tagLinks.map((link) => link.id),
  };
  const saved = autosave ? AutosaveDataSchema.safeParse(autosave.data) : null;
  const differs = saved?.success && !sameEditorState(saved.data, article);
  return {
    ...article,
    autosave:
      saved?.success && differs && autosave
        ? { data: saved.data, savedAt: autosave.savedAt.toISOString() }
        : null,
  };
}

function sameEditorState(saved: AutosaveData, article: Omit<ArticleForEdit, "autosave">): boolean {
  return (
    saved.title === article.title &&
    saved.metaTitle === article.metaTitle &&
    saved.metaDescription === article.metaDescription &&
    saved.excerpt === article.excerpt &&
    saved.content === article.content &&
    saved.imageUrl === article.imageUrl &&
    saved.imageAlt === article.imageAlt
  );
}

/** Every category and tag, for the editor's check boxes. */
export async function listTaxonomy({ db }: Pick<Services, "db">) {
  const [categoryRows, tagRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.name)),
    db.select({ id: tags.id, name: tags.name }).from(tags).orderBy(asc(tags.name)),
  ]);
  return { categories: categoryRows, tags: tagRows } satisfies Record<string, TaxonomyOption[]>;
}

// ---------------------------------------------------------------- create, update, delete

/** What is saved, already validated by ArticleFormSchema. */
export interface ArticleSaveInput extends ArticleFields {
  scheduledFor: Date | null;
  categories: number[];
  tags: number[];
}

interface StoredState {
  status: ArticleStatus;
  slug: string;
  publishedAt: Date | null;
  scheduledFor: Date | null;
}

function isPublicRow(row: StoredState, now: Date): boolean {
  return (
    row.status === "published" ||
    (row.status === "scheduled" && row.scheduledFor !== null && row.scheduledFor <= now)
  );
}

/** The columns every save of an article writes, the admin's and an import's. */
export interface ArticleColumns {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  status: ArticleStatus;
  scheduledFor: Date | null;
  publishedAt: Date | null;
  readTime: number | null;
  updatedAt: Date;
}

/** The columns written by a create or an update. */
function columnsFor(
  input: ArticleSaveInput,
  previous: StoredState | null,
  now: Date,
): ArticleColumns {
  const content = sanitizeRichText(input.content);
  const scheduledFor = input.status === "scheduled" ? input.scheduledFor : null;
  let publishedAt = previous?.publishedAt ?? null;
  if (input.status === "published") {
    // Published now, unless it already went out (keeps its publication date).
    publishedAt =
      publishedAt ?? (previous && isPublicRow(previous, now) ? previous.scheduledFor : null) ?? now;
  } else if (input.status === "scheduled") {
    // Goes out at its date: the scheduling job sets published_at then.
    publishedAt = null;
  }
  return {
    title: input.title.trim(),
    slug: slugify(input.title),
    excerpt: input.excerpt.trim(),
    content,
    metaTitle: input.metaTitle.trim() || null,
    metaDescription: input.metaDescription.trim() || null,
    imageUrl: input.imageUrl.trim() || null,
    imageAlt: input.imageAlt.trim() || null,
    status: input.status,
    scheduledFor,
    publishedAt,
    readTime: hasArticleContent(content) ? readingTimeMinutes(content) : null,
    updatedAt: now,
  };
}

async function ensureSlugFree(tx: Transaction, slug: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(
      exceptId === null
        ? eq(articles.slug, slug)
        : and(eq(articles.slug, slug), ne(articles.id, exceptId)),
    )
    .limit(1);
  if (taken) throw new ArticleDataError("slug-taken", articleDataMessages.slugTaken(slug));
  // A live article takes precedence over an old address: drop the redirect.
  await tx.delete(articleSlugRedirects).where(eq(articleSlugRedirects.oldSlug, slug));
}

/**
 * Only existing categories and tags are linked (ids from the browser are not
 * trusted). An article has one category at most, any number of tags.
 */
async function writeLinks(
  tx: Transaction,
  postId: number,
  input: Pick<ArticleSaveInput, "categories" | "tags">,
) {
  const categoryIds = [...new Set(input.categories)];
  const tagIds = [...new Set(input.tags)];
  if (categoryIds.length > 1)
    throw new ArticleDataError("invalid", articleDataMessages.oneCategory);
  await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
  await tx.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
  // One after the other: a transaction runs one query at a time.
  const knownCategories = categoryIds.length
    ? await tx
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, categoryIds))
    : [];
  const knownTags = tagIds.length
    ? await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds))
    : [];
  if (knownCategories.length) {
    await tx
      .insert(blogPostCategories)
      .values(knownCategories.map((category) => ({ postId, categoryId: category.id })));
  }
  if (knownTags.length) {
    await tx.insert(blogPostTags).values(knownTags.map((tag) => ({ postId, tagId: tag.id })));
  }
}

/**
 * What every save of an article writes, the admin's and an import's: its
 * address (refused when another article has it, freed of an old redirect),
 * the row (`target`, or a new one), its links and a version. Returns its id.
 */
export async function storeArticle(
  tx: Transaction,
  target: number | null,
  columns: ArticleColumns,
  links: Pick<ArticleSaveInput, "categories" | "tags">,
  version: { author: VersionAuthor | null; now: Date; restoredFrom?: number | null },
): Promise<number> {
  await ensureSlugFree(tx, columns.slug, target);
  let id = target;
  if (id === null) {
    const [row] = await tx
      .insert(articles)
      .values({ ...columns, createdAt: version.now })
      .returning({ id: articles.id });
    if (!row) throw new Error("insert returned no row");
    id = row.id;
  } else {
    await tx.update(articles).set(columns).where(eq(articles.id, id));
  }
  await writeLinks(tx, id, links);
  await recordVersion(tx, id, columns, version);
  return id;
}

/** Who saves: recorded with the version the save makes. */
interface SaveOptions {
  author?: VersionAuthor | null;
}

function requireTitleAndContent(input: ArticleSaveInput) {
  if (input.title.trim() === "" || !hasArticleContent(input.content)) {
    throw new ArticleDataError("invalid", articleDataMessages.titleAndContentRequired);
  }
}

/**
 * Creates an article and its category and tag links. `draftId` is the draft
 * record the editor's autosave created for this new article: it becomes the
 * article instead of leaving a second row behind.
 */
export async function createArticle(
  services: Services,
  input: ArticleSaveInput,
  { draftId, author = null }: { draftId?: number | null } & SaveOptions = {},
): Promise<{ id: number; slug: string }> {
  requireTitleAndContent(input);
  const now = services.now();
  const saved = await changePublicContent(services, async (tx) => {
    const draft = isValidId(draftId)
      ? (
          await tx
            .select({ id: articles.id })
            .from(articles)
            .where(and(eq(articles.id, draftId), eq(articles.status, "draft")))
            .limit(1)
        )[0]
      : undefined;
    const columns = columnsFor(input, null, now);
    const id = await storeArticle(tx, draft?.id ?? null, columns, input, { author, now });
    if (draft) await tx.delete(articleAutosaves).where(eq(articleAutosaves.articleId, draft.id));
    return { id, slug: columns.slug, isPublic: isPublicRow(columns, now) };
  });
  await notifyArticlesChanged(services, {
    kind: "created",
    articles: [{ id: saved.id, slug: saved.slug }],
    removedSlugs: [],
    publicChanged: saved.isPublic,
  });
  return { id: saved.id, slug: saved.slug };
}

/**
 * Updates an article and rewrites its links. A published
 * article whose title changes its slug keeps its old address as a 301.
 * The autosaved draft, now superseded, is dropped.
 */
export async function updateArticle(
  services: Services,
  id: unknown,
  input: ArticleSaveInput,
  { author = null, restoredFrom = null }: SaveOptions & { restoredFrom?: number | null } = {},
): Promise<{ id: number; slug: string }> {
  if (!isValidId(id))
    throw new ArticleDataError("invalid", articleDataMessages.invalidIdForUpdate(id));
  requireTitleAndContent(input);
  const now = services.now();
  const result = await changePublicContent(services, async (tx) => {
    const [previous] = await tx
      .select({
        status: articles.status,
        slug: articles.slug,
        publishedAt: articles.publishedAt,
        scheduledFor: articles.scheduledFor,
      })
      .from(articles)
      .where(eq(articles.id, id))
      .for("update")
      .limit(1);
    if (!previous) throw new ArticleDataError("not-found", articleDataMessages.notFound(id));
    const columns = columnsFor(input, previous, now);
    const renamed = columns.slug !== previous.slug;
    const wasPublic = isPublicRow(previous, now);
    await storeArticle(tx, id, columns, input, { author, now, restoredFrom });
    if (renamed && wasPublic) {
      await tx
        .insert(articleSlugRedirects)
        .values({ oldSlug: previous.slug, articleId: id, createdAt: now })
        .onConflictDoUpdate({
          target: articleSlugRedirects.oldSlug,
          set: { articleId: id, createdAt: now },
        });
    }
    await tx.delete(articleAutosaves).where(eq(articleAutosaves.articleId, id));
    return {
      slug: columns.slug,
      removedSlugs: renamed && wasPublic ? [previous.slug] : [],
      publicChanged: wasPublic || isPublicRow(columns, now),
    };
  });
  await notifyArticlesChanged(services, {
    kind: "updated",
    articles: [{ id, slug: result.slug }],
    removedSlugs: result.removedSlugs,
    publicChanged: result.publicChanged,
  });
  return { id, slug: result.slug };
}

/** Deletes the links, then the article; false when there was nothing to delete. */
export async function deleteArticle(services: Services, id: unknown): Promise<boolean> {
  if (!isValidId(id)) {
    throw new ArticleDataError("invalid", articleDataMessages.invalidIdForDeletion(id));
  }
  const now = services.now();
  const deleted = await changePublicContent(services, async (tx) => {
    await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, id));
    await tx.delete(blogPostTags).where(eq(blogPostTags.postId, id));
    // Autosaves and old-slug redirects go with the article (foreign keys cascade).
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning({
      slug: articles.slug,
      status: articles.status,
      publishedAt: articles.publishedAt,
      scheduledFor: articles.scheduledFor,
    });
    return row ?? null;
  });
  if (!deleted) return false;
  await notifyArticlesChanged(services, {
    kind: "deleted",
    articles: [{ id, slug: deleted.slug }],
    removedSlugs: [deleted.slug],
    publicChanged: isPublicRow(deleted, now),
  });
  return true;
}

/**
 * Brings back a version's title, excerpt, content, SEO fields and cover as a
 * new save (itself a version). The article's publication (status, date),
 * category and tags stay as they are now: restoring words never publishes or
 * unpublishes an article behind the writer's back.
 */
export async function restoreArticleVersion(
  services: Services,
  articleId: number,
  versionId: number,
  options: SaveOptions = {},
): Promise<{ id: number; slug: string }> {
  const [version, current] = await Promise.all([
    getArticleVersion(services, articleId, versionId),
    getArticleForEdit(services, articleId),
  ]);
  if (!current) throw new ArticleDataError("not-found", articleDataMessages.notFound(articleId));
  if (!version) {
    throw new ArticleDataError("version-not-found", articleDataMessages.versionNotFound(versionId));
  }
  return updateArticle(
    services,
    articleId,
    {
      title: version.title,
      excerpt: version.excerpt,
      content: version.content,
      metaTitle: version.metaTitle ?? "",
      metaDescription: version.metaDescription ?? "",
      imageUrl: version.imageUrl ?? "",
      imageAlt: version.imageAlt ?? "",
      status: current.status,
      scheduledFor: current.scheduledFor ? new Date(current.scheduledFor) : null,
      categories: current.categories,
      tags: current.tags,
    },
    { ...options, restoredFrom: versionId },
  );
}

// ---------------------------------------------------------------- autosave

/** Title of the draft record made by the first autosave of a new article without a title. */
const UNTITLED_DRAFT_TITLE = "Brouillon sans titre";

/**
 * Stores the editor's state as the article's autosaved draft, never touching
 * the article itself (what is published stays as it is). A new article
 * (no id) first gets a draft record, whose id the editor keeps.
 */
export async function saveAutosave(
  services: Services,
  articleId: number | null,
  data: AutosaveData,
): Promise<{ articleId: number; savedAt: string }> {
  const now = services.now();
  const stored = { ...data, content: sanitizeRichText(data.content) };
  const id = await services.db.transaction(async (tx) => {
    let target = articleId;
    if (target === null) {
      const [draft] = await tx
        .insert(articles)
        .values({
          title: data.title.trim().slice(0, 200) || UNTITLED_DRAFT_TITLE,
          // A placeholder address: drafts are never public, and saving the
          // article gives it the slug of its title.
          slug: `brouillon-${randomHex(8)}`,
          status: "draft",
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: articles.id });
      if (!draft) throw new Error("insert returned no row");
      target = draft.id;
    } else {
      const [exists] = await tx
        .select({ id: articles.id })
        .from(articles)
        .where(eq(articles.id, target))
        .limit(1);
      if (!exists) throw new ArticleDataError("not-found", articleDataMessages.notFound(target));
    }
    await tx
      .insert(articleAutosaves)
      .values({ articleId: target, data: stored, savedAt: now })
      .onConflictDoUpdate({
        target: articleAutosaves.articleId,
        set: { data: stored, savedAt: now },
      });
    return target;
  });
  return { articleId: id, savedAt: now.toISOString() };
}

/** Forgets an article's autosaved draft ("Ignorer" in the editor). */
export async function discardAutosave({ db }: Pick<Services, "db">, articleId: number) {
  await db.delete(articleAutosaves).where(eq(articleAutosaves.articleId, articleId));
}
