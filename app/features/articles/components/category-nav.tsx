import { joinClasses } from "~/lib/join-classes";
import type { ArticleCategory } from "../types";

/** Links to the blog and to each category holding public articles. */
export function CategoryNav({
  categories,
  current,
}: {
  categories: ArticleCategory[];
  /** Slug of the category shown, or null on /blog. */
  current: string | null;
}) {
  if (categories.length === 0) return null;
  const chip = (active: boolean) =>
    joinClasses(
      "inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium ring-1 ring-inset transition-colors",
      active
        ? "bg-sage-800 text-white ring-sage-800"
        : "bg-white text-sage-800 ring-sage-200 hover:bg-sage-50",
    );
  return (
    <nav aria-label="Catégories du blog" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        <li>
          <a
            href="/blog"
            className={chip(current === null)}
            aria-current={current === null ? "page" : undefined}
          >
            Tous les articles
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <a
              href={`/blog/categorie/${category.slug}`}
              className={chip(current === category.slug)}
              aria-current={current === category.slug ? "page" : undefined}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
