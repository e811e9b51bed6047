import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/class-names";
import type { PublicArticleSummary } from "../types";
import { ArticleCard } from "./article-card";
import { BLOG_LOADING_TEXTS } from "./blog-loading-status";

export interface BlogListData {
  articles: PublicArticleSummary[];
  page: number;
  hasMore: boolean;
}

/**
 * The cards of a blog list (/blog, a category page) with 'Voir tous les
 * articles' (spec public §2): 6 more each time, fetched from `path?page=N`
 * (a real link without JavaScript).
 */
export function BlogArticleList({
  data,
  path,
  empty,
  moreLabel,
}: {
  data: BlogListData;
  /** The list's address, without ?page=. */
  path: string;
  empty: string;
  moreLabel: string;
}) {
  const location = useLocation();
  // One fetcher per visit of the page, so a later navigation starts afresh.
  const fetcher = useFetcher<BlogListData>({ key: `blog-more-${location.key}` });
  const view = fetcher.data && fetcher.data.page > data.page ? fetcher.data : data;
  const { articles, page, hasMore } = view;
  const loadingMore = fetcher.state === "loading";
  const grid = useRef<HTMLUListElement>(null);
  const shownBefore = useRef(articles.length);

  // After "Voir tous les articles", move keyboard focus to the first new card.
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = articles.length;
    if (articles.length <= before) return;
    grid.current?.querySelectorAll<HTMLAnchorElement>("a[data-card-link]")[before]?.focus();
  }, [articles.length]);

  // Keep the address in step (reload, share, back from an article) without
  // reloading the whole page's data.
  const loadedPage = fetcher.data?.page;
  useEffect(() => {
    if (loadedPage && loadedPage > 1) {
      window.history.replaceState(window.history.state, "", `${path}?page=${loadedPage}`);
    }
  }, [loadedPage, path]);

  function showMore(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (!loadingMore) fetcher.load(`${path}?page=${page + 1}`);
  }

  return (
    <>
      {articles.length === 0 ? (
        <p className="mt-12 rounded-2xl bg-white p-8 text-center text-muted ring-1 ring-sand-200">
          {empty}
        </p>
      ) : (
        <ul
          ref={grid}
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy={loadingMore}
        >
          {articles.map((article, index) => (
            <li key={article.id} className="flex">
              <ArticleCard article={article} className="w-full" imagePriority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <div className="mt-12 flex flex-col items-center gap-3">
          <Link
            to={`${path}?page=${page + 1}`}
            onClick={showMore}
            aria-disabled={loadingMore || undefined}
            className={cn(buttonClasses("secondary", "lg"), loadingMore && "opacity-70")}
          >
            {moreLabel}
          </Link>
          <p role="status" className="min-h-6 text-muted">
            {loadingMore ? BLOG_LOADING_TEXTS.list : ""}
          </p>
        </div>
      ) : null}
    </>
  );
}
