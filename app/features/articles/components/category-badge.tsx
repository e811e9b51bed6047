import type { ArticleCategory } from "../types";

const badgeClasses =
  "inline-flex items-center rounded-full bg-sage-50 px-3 py-1 text-xs font-medium text-sage-800 ring-1 ring-sage-200 ring-inset";

/**
 * The article's category, as a badge (cards show the first
 * one). `linked`: a link to the category's page (not on cards, whose whole
 * surface is already the article's link).
 */
export function CategoryBadge({
  categories,
  linked = false,
}: {
  categories: ArticleCategory[];
  linked?: boolean;
}) {
  const [first] = categories;
  if (!first) return null;
  if (!linked) return <span className={badgeClasses}>{first.name}</span>;
  return (
    <a
      href={`/blog/categorie/${first.slug}`}
      className={`${badgeClasses} min-h-8 hover:bg-sage-100 hover:underline`}
    >
      {first.name}
    </a>
  );
}
