import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/category";
import { loadCategoryPage } from "~/features/articles/blog-pages.server";
import { BlogNotFound } from "~/features/articles/components/article-page";
import { BlogArticleList } from "~/features/articles/components/blog-article-list";
import { BlogBreadcrumb } from "~/features/articles/components/blog-breadcrumb";
import { CategoryNav } from "~/features/articles/components/category-nav";
import { blogCollectionJsonLd } from "~/features/articles/structured-data";
import { practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import {
  PUBLIC_CACHE_CONTROL,
  publicCacheHeaders,
  publicPageHeaders,
} from "~/server/http-cache.server";

/** A category page's texts. */
export const categoryMessages = {
  eyebrow: "Catégorie du blog",
  empty: "Aucun article publié dans cette catégorie pour le moment.",
  more: "Voir tous les articles",
  notFoundTitle: "Catégorie non trouvée",
  notFoundText: "Cette catégorie n'existe pas ou a été supprimée.",
  defaultDescription: (name: string) =>
    `Articles « ${name} » du blog de {praticien}, ostéopathe à {ville} : conseils et explications.`,
} as const;

const SlugSchema = z.string().regex(/^[a-z0-9-]{1,200}$/);
const PageSchema = z.coerce.number().int().min(1).max(500).catch(1);

function notFound(): never {
  throw data(null, { status: 404, headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = SlugSchema.safeParse(params.slug);
  if (!slug.success) notFound();
  const page = PageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  const { value, etag } = await loadCategoryPage(context.services, slug.data, page);
  if (value.kind === "renamed") {
    // A renamed category keeps its old address as a 301, like articles.
    throw redirect(`/blog/categorie/${value.slug}${page > 1 ? `?page=${page}` : ""}`, {
      status: 301,
      headers: { "Cache-Control": PUBLIC_CACHE_CONTROL },
    });
  }
  if (value.kind === "missing") notFound();
  return data(value, { headers: publicCacheHeaders(etag) });
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const publicUrl = publicUrlFrom(matches);
  const practice = practiceFrom(matches);
  if (!loaderData) {
    return seoMeta({
      title: categoryMessages.notFoundTitle,
      path: location.pathname,
      publicUrl,
      practice,
      noindex: true,
    });
  }
  const { category, page, articles } = loaderData;
  const path = `/blog/categorie/${category.slug}`;
  return seoMeta({
    title: page > 1 ? `${category.name} – Blog (page ${page})` : `${category.name} – Blog`,
    description: category.description || categoryMessages.defaultDescription(category.name),
    path: page > 1 ? `${path}?page=${page}` : path,
    publicUrl,
    practice,
    // An empty category has nothing to offer a search engine (nor is it in the sitemap).
    noindex: articles.length === 0,
    jsonLd: blogCollectionJsonLd({
      name: category.name,
      path,
      articles,
      publicUrl,
      practiceName: practice.identity.practiceName,
    }),
  });
};

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <div className="bg-gradient-to-b from-sand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <BlogBreadcrumb current={category.name} />
        <header className="mt-6 max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">
            {categoryMessages.eyebrow}
          </p>
          <h1 className="mt-2 text-4xl text-sage-900 sm:text-5xl">{category.name}</h1>
          {category.description ? (
            <p className="mt-4 text-lg text-muted">{category.description}</p>
          ) : null}
        </header>
        <CategoryNav categories={loaderData.categories} current={category.slug} />
        <BlogArticleList
          data={loaderData}
          path={`/blog/categorie/${category.slug}`}
          category={category.slug}
          empty={categoryMessages.empty}
          moreLabel={categoryMessages.more}
        />
      </div>
    </div>
  );
}

/** An unknown category (or any error): a 404 page leading back to the blog. */
export function ErrorBoundary() {
  return (
    <BlogNotFound title={categoryMessages.notFoundTitle} text={categoryMessages.notFoundText} />
  );
}
