import type { ArticleCategory } from "../types";

/** The first category of an article, as a badge (spec public §2: cards show the first one). */
export function CategoryBadge({ categories }: { categories: ArticleCategory[] }) {
  const [first] = categories;
  if (!first) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-sage-50 px-3 py-1 text-xs font-medium text-sage-800 ring-1 ring-sage-200 ring-inset">
      {first.name}
    </span>
  );
}
