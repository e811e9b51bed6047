/**
 * What each public blog page needs, read through the in-memory cache
 * (server/public-read-cache.server.ts). Route modules call these and stay thin.
 */
import type { AppServices } from "~/server/context.server";
import { cachedPublicRead, type CachedRead } from "~/server/public-read-cache.server";
import {
  BLOG_PAGE_SIZE,
  findCategory,
  findNeighbourArticles,
  findPublicArticle,
  findRenamedCategorySlug,
  findRenamedSlug,
  findTag,
  listPublicArticles,
  listPublicCategories,
  listRelatedArticles,
} from "./public-articles.server";
import { renderRichText } from "~/lib/rich-text/sanitize-rich-text.server";
import { readMediaRendering } from "~/features/media/media-rendering.server";
import type {
  ArticleCategory,
  ArticlePageContent,
  ArticleTag,
  PublicArticleSummary,
  PublicCategory,
} from "./types";

type Services = Pick<AppServices, "db" | "now">;

interface BlogListPage {
  articles: PublicArticleSummary[];
  total: number;
  /** How many batches of 6 are shown (the ?page= parameter, clamped). */
  page: number;
  hasMore: boolean;
  /** The categories holding public articles (the blog's category links). */
  categories: PublicCategory[];
}

async function readListPage(
  services: Services,
  requestedPage: number,
  filter: { categoryId?: number; tagId?: number } = {},
): Promise<BlogListPage> {
  const [{ articles, total }, categories] = await Promise.all([
    listPublicArticles(services, { limit: requestedPage * BLOG_PAGE_SIZE, ...filter }),
    listPublicCategories(services),
  ]);
  const lastPage = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const page = Math.min(requestedPage, lastPage);
  return { articles, total, page, hasMore: page < lastPage, categories };
}

/** The first `page` × 6 public articles (the list grows by 6). */
export function loadBlogListPage(
  services: Services,
  requestedPage: number,
): Promise<CachedRead<BlogListPage>> {
  return cachedPublicRead(services, `list:${requestedPage}`, () =>
    readListPage(services, requestedPage),
  );
}

type CategoryPage =
  | ({ kind: "category"; category: ArticleCategory & { description: string } } & BlogListPage)
  | { kind: "renamed"; slug: string }
  | { kind: "missing" };

/** A category's page: its public articles, paged like /blog. */
export function loadCategoryPage(
  services: Services,
  slug: string,
  requestedPage: number,
): Promise<CachedRead<CategoryPage>> {
  return cachedPublicRead(
    services,
    `category:${slug}:${requestedPage}`,
    async (): Promise<CategoryPage> => {
      const category = await findCategory(services, slug);
      if (!category) {
        const renamed = await findRenamedCategorySlug(services, slug);
        return renamed ? { kind: "renamed", slug: renamed } : { kind: "missing" };
      }
      const list = await readListPage(services, requestedPage, { categoryId: category.id });
      const { id: _id, ...shown } = category;
      return { kind: "category", category: shown, ...list };
    },
  );
}

type TagPage = ({ kind: "tag"; tag: ArticleTag } & BlogListPage) | { kind: "missing" };

/** A tag's page: its public articles, paged like /blog. */
export function loadTagPage(
  services: Services,
  slug: string,
  requestedPage: number,
): Promise<CachedRead<TagPage>> {
  return cachedPublicRead(services, `tag:${slug}:${requestedPage}`, async (): Promise<TagPage> => {
    const tag = await findTag(services, slug);
    if (!tag) return { kind: "missing" };
    const list = await readListPage(services, requestedPage, { tagId: tag.id });
    return { kind: "tag", tag: { name: tag.name, slug: tag.slug }, ...list };
  });
}

export type ArticlePage =
  | ({ kind: "article" } & ArticlePageContent)
  | { kind: "renamed"; slug: string }
  | { kind: "missing" };

/** The article page for `slug`: the article, a new slug to redirect to, or nothing. */
export function loadArticlePage(
  services: Services,
  slug: string,
): Promise<CachedRead<ArticlePage>> {
  return cachedPublicRead(services, `article:${slug}`, async (): Promise<ArticlePage> => {
    const found = await findPublicArticle(services, slug);
    if (!found) {
      const renamed = await findRenamedSlug(services, slug);
      return renamed ? { kind: "renamed", slug: renamed } : { kind: "missing" };
    }
    const { content, ...article } = found;
    const [{ previous, next }, related, media] = await Promise.all([
      findNeighbourArticles(services, found),
      listRelatedArticles(services, found.id),
      readMediaRendering(services),
    ]);
    const rendered = renderRichText(content, media);
    return {
      kind: "article",
      article: { ...article, imageUrl: article.imageUrl && media.src(article.imageUrl) },
      contentHtml: rendered.html,
      isEmpty: rendered.isEmpty,
      previous,
      next,
      related,
    };
  });
}
