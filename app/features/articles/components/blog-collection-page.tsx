import type { ArticleCategory } from "../types";
import { BlogArticleList, type BlogArticleListProps } from "./blog-article-list";
import { BlogBreadcrumb } from "./blog-breadcrumb";
import { CategoryNav } from "./category-nav";

/** A category or tag page: its heading, the categories' links and its articles. */
export function BlogCollectionPage({
  eyebrow,
  name,
  description,
  categories,
  currentCategory,
  list,
}: {
  eyebrow: string;
  name: string;
  description?: string;
  categories: ArticleCategory[];
  currentCategory: string | null;
  list: BlogArticleListProps;
}) {
  return (
    <div className="bg-gradient-to-b from-sand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <BlogBreadcrumb current={name} />
        <header className="mt-6 max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-4xl text-sage-900 sm:text-5xl">{name}</h1>
          {description ? <p className="mt-4 text-lg text-muted">{description}</p> : null}
        </header>
        <CategoryNav categories={categories} current={currentCategory} />
        <BlogArticleList {...list} />
      </div>
    </div>
  );
}
