import { joinClasses } from "~/lib/join-classes";
import type { PublicArticleSummary } from "../types";
import { ArticleImage } from "./article-image";
import { CategoryBadge } from "./category-badge";

interface ArticleCardProps {
  article: PublicArticleSummary;
  /** Heading level of the title in the page's outline. */
  headingLevel?: "h2" | "h3";
  imagePriority?: boolean;
  imageEager?: boolean;
  className?: string;
}

/** A blog card: first category badge, image, title, excerpt, French date. */
export function ArticleCard({
  article,
  headingLevel: Heading = "h2",
  imagePriority,
  imageEager,
  className,
}: ArticleCardProps) {
  return (
    <article
      className={joinClasses(
        "group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 transition-shadow",
        "hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-sage-600",
        className,
      )}
    >
      <ArticleImage
        src={article.imageUrl}
        alt={article.imageAlt}
        priority={imagePriority}
        eager={imageEager}
      />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="min-h-7">
          <CategoryBadge categories={article.categories} />
        </div>
        <Heading className="text-xl leading-snug text-sage-900">
          {/* The link covers the whole card (one tab stop, large tap target). */}
          <a
            href={`/blog/${article.slug}`}
            data-card-link=""
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-sage-700"
          >
            {article.title}
          </a>
        </Heading>
        <p className="line-clamp-3 text-muted">{article.excerpt}</p>
        <p className="mt-auto pt-2 text-sm text-muted">
          <time dateTime={article.publishedIso}>{article.date}</time>
        </p>
      </div>
    </article>
  );
}
