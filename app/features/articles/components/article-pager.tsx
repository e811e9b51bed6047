import { ArrowLeft, ArrowRight } from "~/components/icons";
import type { PublicArticleSummary } from "../types";

/** Links to the article published before (older) and after (newer) this one. */
export function ArticlePager({
  previous,
  next,
}: {
  previous: PublicArticleSummary | null;
  next: PublicArticleSummary | null;
}) {
  if (!previous && !next) return null;
  const linkClasses =
    "group flex h-full flex-col gap-1 rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200 transition-colors hover:bg-sage-50 hover:ring-sage-300";
  return (
    <nav aria-label="Articles précédent et suivant" className="grid gap-4 sm:grid-cols-2">
      {previous ? (
        <a href={`/blog/${previous.slug}`} rel="prev" className={linkClasses}>
          <span className="flex items-center gap-2 text-sm font-medium text-sage-700">
            <ArrowLeft className="size-4" aria-hidden />
            Article précédent
          </span>
          <span className="font-serif text-lg text-sage-900">{previous.title}</span>
        </a>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next ? (
        <a href={`/blog/${next.slug}`} rel="next" className={`${linkClasses} sm:text-right`}>
          <span className="flex items-center gap-2 text-sm font-medium text-sage-700 sm:justify-end">
            Article suivant
            <ArrowRight className="size-4" aria-hidden />
          </span>
          <span className="font-serif text-lg text-sage-900">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
