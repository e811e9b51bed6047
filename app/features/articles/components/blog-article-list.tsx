import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { joinClasses } from "~/lib/join-classes";
import { Island } from "~/lib/island";
import { toast } from "~/lib/toast";
import type { PublicArticleSummary } from "../types";
import { ArticleCard } from "./article-card";

export interface BlogListData {
  articles: PublicArticleSummary[];
  page: number;
  hasMore: boolean;
}

/** The list's loading text and its failure. */
export const blogListTexts = {
  loading: "Chargement des articles...",
  loadErrorTitle: "Erreur de chargement",
  loadErrorDescription: "Impossible de récupérer les articles du blog",
} as const;

export interface BlogArticleListProps {
  data: BlogListData;
  /** The list's address, without ?page=. */
  path: string;
  /** The category shown, if any (the JSON of /api/blog/articles is asked for it). */
  category?: string;
  /** The tag shown, if any (likewise). */
  tag?: string;
  empty: string;
  moreLabel: string;
}

/**
 * The cards of a blog list (/blog, a category or tag page) with 'Voir tous les
 * articles': 6 more each time, read from
 * /api/blog/articles; without JavaScript a real link to `path?page=N`.
 * `data` may be a whole page's loader data: only the list goes to the island.
 */
export function BlogArticleList({ data, ...rest }: BlogArticleListProps) {
  const { articles, page, hasMore } = data;
  return (
    <Island
      name="blog-list"
      of={ExpandableArticleList}
      props={{ data: { articles, page, hasMore }, ...rest }}
    />
  );
}

/** The list itself, hydrated as an island. */
export function ExpandableArticleList({
  data,
  path,
  category,
  tag,
  empty,
  moreLabel,
}: BlogArticleListProps) {
  const [view, setView] = useState(data);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const { articles, page, hasMore } = view;
  const grid = useRef<HTMLUListElement>(null);
  const shownBefore = useRef(articles.length);

  // After "Voir tous les articles", move keyboard focus to the first new card.
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = articles.length;
    if (articles.length <= before) return;
    grid.current?.querySelectorAll<HTMLAnchorElement>("a[data-card-link]")[before]?.focus();
  }, [articles.length]);

  async function loadPage(next: number) {
    setLoadingMore(true);
    try {
      const query = new URLSearchParams({ page: String(next) });
      if (category) query.set("category", category);
      if (tag) query.set("tag", tag);
      const response = await fetch(`/api/blog/articles?${query.toString()}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const loaded = (await response.json()) as BlogListData;
      setView(loaded);
      // Keep the address in step (reload, share, back from an article).
      window.history.replaceState(window.history.state, "", `${path}?page=${loaded.page}`);
    } catch {
      // A failed load shows a destructive toast and an emptied list.
      setFailed(true);
      toast({
        title: blogListTexts.loadErrorTitle,
        description: blogListTexts.loadErrorDescription,
        variant: "destructive",
      });
    } finally {
      setLoadingMore(false);
    }
  }

  function showMore(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (!loadingMore) void loadPage(page + 1);
  }

  if (failed) {
    return (
      <p className="mt-12 rounded-2xl bg-white p-8 text-center text-muted ring-1 ring-sand-200">
        {empty}
      </p>
    );
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
          <a
            href={`${path}?page=${page + 1}`}
            onClick={showMore}
            aria-disabled={loadingMore || undefined}
            className={joinClasses(buttonClasses("secondary", "lg"), loadingMore && "opacity-70")}
          >
            {moreLabel}
          </a>
          <p role="status" className="min-h-6 text-muted">
            {loadingMore ? blogListTexts.loading : ""}
          </p>
        </div>
      ) : null}
    </>
  );
}
