/**
 * What each public blog page needs, read through the in-memory cache
 * (public-cache.server.ts). Route modules call these and stay thin.
 */
import type { AppServices } from "~/server/context.server";
import { cachedBlogRead, type CachedRead } from "./public-cache.server";
import {
  BLOG_PAGE_SIZE,
  findNeighbourArticles,
  findPublicArticle,
  findRenamedSlug,
  listPublicArticles,
  listRelatedArticles,
} from "./public-articles.server";
import { renderArticleContent } from "./sanitize.server";
import type { ArticlePageContent, PublicArticleSummary } from "./types";

type Services = Pick<AppServices, "db" | "now">;

export interface BlogListPage {
  articles: PublicArticleSummary[];
  total: number;
  /** How many batches of 6 are shown (the ?page= parameter, clamped). */
  page: number;
  hasMore: boolean;
}

/** The first `page` × 6 public articles (the list grows by 6, spec public §2). */
export function loadBlogListPage(
  services: Services,
  requestedPage: number,
): Promise<CachedRead<BlogListPage>> {
  return cachedBlogRead(services, `list:${requestedPage}`, async () => {
    const { articles, total } = await listPublicArticles(services, {
      limit: requestedPage * BLOG_PAGE_SIZE,
    });
    const lastPage = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
    const page = Math.min(requestedPage, lastPage);
    return { articles, total, page, hasMore: page < lastPage };
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
  return cachedBlogRead(services, `article:${slug}`, async (): Promise<ArticlePage> => {
    const found = await findPublicArticle(services, slug);
    if (!found) {
      const renamed = await findRenamedSlug(services, slug);
      return renamed ? { kind: "renamed", slug: renamed } : { kind: "missing" };
    }
    const { content, ...article } = found;
    const [{ previous, next }, related] = await Promise.all([
      findNeighbourArticles(services, found),
      listRelatedArticles(services, found.id),
    ]);
    const rendered = renderArticleContent(content);
    return {
      kind: "article",
      article,
      contentHtml: rendered.html,
      isEmpty: rendered.isEmpty,
      previous,
      next,
      related,
    };
  });
}
