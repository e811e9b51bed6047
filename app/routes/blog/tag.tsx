import type { Route } from "./+types/tag";
import { loadTagPage } from "~/features/articles/blog-pages.server";
import { collectionAddress, collectionAnswer } from "~/features/articles/collection-route.server";
import { collectionMeta } from "~/features/articles/collection-meta";
import { BlogNotFound } from "~/features/articles/components/article-page";
import { BlogCollectionPage } from "~/features/articles/components/blog-collection-page";
import { TAG_INDEXED_FROM } from "~/features/articles/tag-rules";
import { publicPageHeaders } from "~/server/http-cache.server";

/** A tag page's texts. */
const tagMessages = {
  eyebrow: "Étiquette du blog",
  empty: "Aucun article publié avec cette étiquette pour le moment.",
  more: "Voir tous les articles",
  notFoundTitle: "Étiquette non trouvée",
  notFoundText: "Cette étiquette n'existe pas ou a été supprimée.",
  description: (name: string) =>
    `Articles « ${name} » du blog de {praticien}, ostéopathe à {ville} : conseils et explications.`,
} as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { slug, page } = collectionAddress(request, params.slug);
  const { value, etag } = await loadTagPage(context.services, slug, page);
  return collectionAnswer(value, etag);
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData: shown, ...args }) =>
  collectionMeta(
    args,
    tagMessages.notFoundTitle,
    shown && {
      name: shown.tag.name,
      path: `/blog/tag/${shown.tag.slug}`,
      page: shown.page,
      description: tagMessages.description(shown.tag.name),
      articles: shown.articles,
      noindex: shown.total < TAG_INDEXED_FROM,
    },
  );

export default function TagRoute({ loaderData }: Route.ComponentProps) {
  const { tag } = loaderData;
  return (
    <BlogCollectionPage
      eyebrow={tagMessages.eyebrow}
      name={tag.name}
      categories={loaderData.categories}
      currentCategory={null}
      list={{
        data: loaderData,
        path: `/blog/tag/${tag.slug}`,
        tag: tag.slug,
        empty: tagMessages.empty,
        moreLabel: tagMessages.more,
      }}
    />
  );
}

/** An unknown tag (or any error): a 404 page leading back to the blog. */
export function ErrorBoundary() {
  return <BlogNotFound title={tagMessages.notFoundTitle} text={tagMessages.notFoundText} />;
}
