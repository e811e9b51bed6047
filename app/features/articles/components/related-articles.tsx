import { joinClasses } from "~/lib/join-classes";
import type { PublicArticleSummary } from "../types";
import { ArticleImage } from "./article-image";

/** Up to 5 related articles in the desktop sidebar, 4 inline on mobile. */
const RELATED_IN_SIDEBAR = 5;
const RELATED_INLINE = 4;

/**
 * Related articles: one list, a sidebar beside the article on desktop and a
 * section below it on mobile (the fifth item only shows on desktop).
 */
export function RelatedArticles({ articles }: { articles: PublicArticleSummary[] }) {
  const shown = articles.slice(0, RELATED_IN_SIDEBAR);
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby="related-heading"
      className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200 sm:p-6"
    >
      <h2 id="related-heading" className="text-xl text-sage-900">
        À lire aussi
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {shown.map((article, index) => (
          <li
            key={article.id}
            className={joinClasses(index >= RELATED_INLINE && "hidden lg:block")}
          >
            <a
              href={`/blog/${article.slug}`}
              className="group flex gap-4 rounded-xl p-2 transition-colors hover:bg-white"
            >
              <ArticleImage src={article.imageUrl} alt="" className="w-28 shrink-0 rounded-lg" />
              <span className="flex flex-col gap-1">
                <span className="font-serif leading-snug text-sage-900 group-hover:text-sage-700">
                  {article.title}
                </span>
                <time dateTime={article.publishedIso} className="text-sm text-muted">
                  {article.date}
                </time>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
