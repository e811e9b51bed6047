import { redirect } from "react-router";
import type { Route } from "./+types/category";
import { loadCategoryPage } from "~/features/articles/blog-pages.server";
import { collectionAddress, collectionAnswer } from "~/features/articles/collection-route.server";
import { collectionMeta } from "~/features/articles/collection-meta";
import { BlogNotFound } from "~/features/articles/components/article-page";
import { BlogCollectionPage } from "~/features/articles/components/blog-collection-page";
import { PUBLIC_CACHE_CONTROL, publicPageHeaders } from "~/server/http-cache.server";

/** A category page's texts. */
const categoryMessages = {
  eyebrow: "Catégorie du blog",
  empty: "Aucun article publié dans cette catégorie pour le moment.",
  more: "Voir tous les articles",
  notFoundTitle: "Catégorie non trouvée",
  notFoundText: "Cette catégorie n'existe pas ou a été supprimée.",
  defaultDescription: (name: string) =>
    `Articles « ${name} » du blog de {praticien}, ostéopathe à {ville} : conseils et explications.`,
} as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { slug, page } = collectionAddress(request, params.slug);
  const { value, etag } = await loadCategoryPage(context.services, slug, page);
  if (value.kind === "renamed") {
    // A renamed category keeps its old address as a 301, like articles.
    throw redirect(`/blog/categorie/${value.slug}${page > 1 ? `?page=${page}` : ""}`, {
      status: 301,
      headers: { "Cache-Control": PUBLIC_CACHE_CONTROL },
    });
  }
  return collectionAnswer(value, etag);
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData: shown, ...args }) =>
  collectionMeta(
    args,
    categoryMessages.notFoundTitle,
    shown && {
      name: shown.category.name,
      path: `/blog/categorie/${shown.category.slug}`,
      page: shown.page,
      description:
        shown.category.description || categoryMessages.defaultDescription(shown.category.name),
      articles: shown.articles,
      // An empty category has nothing to offer a search engine (nor is it in the sitemap).
      noindex: shown.articles.length === 0,
    },
  );

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <BlogCollectionPage
      eyebrow={categoryMessages.eyebrow}
      name={category.name}
      description={category.description}
      categories={loaderData.categories}
      currentCategory={category.slug}
      list={{
        data: loaderData,
        path: `/blog/categorie/${category.slug}`,
        category: category.slug,
        empty: categoryMessages.empty,
        moreLabel: categoryMessages.more,
      }}
    />
  );
}

/** An unknown category (or any error): a 404 page leading back to the blog. */
export function ErrorBoundary() {
  return (
    <BlogNotFound title={categoryMessages.notFoundTitle} text={categoryMessages.notFoundText} />
  );
}
