import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/tag";
import { loadTagPage } from "~/features/articles/blog-pages.server";
import { BlogNotFound } from "~/features/articles/components/article-page";
import { BlogArticleList } from "~/features/articles/components/blog-article-list";
import { BlogBreadcrumb } from "~/features/articles/components/blog-breadcrumb";
import { CategoryNav } from "~/features/articles/components/category-nav";
import { blogCollectionJsonLd } from "~/features/articles/structured-data";
import { TAG_INDEXED_FROM } from "~/features/articles/tag-rules";
import { practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import {
  PUBLIC_CACHE_CONTROL,
  publicCacheHeaders,
  publicPageHeaders,
} from "~/server/http-cache.server";

/** A tag page's texts. */
export const tagMessages = {
  eyebrow: "Étiquette du blog",
  empty: "Aucun article publié avec cette étiquette pour le moment.",
  more: "Voir tous les articles",
  notFoundTitle: "Étiquette non trouvée",
  notFoundText: "Cette étiquette n'existe pas ou a été supprimée.",
  description: (name: string) =>
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
  const { value, etag } = await loadTagPage(context.services, slug.data, page);
  if (value.kind === "missing") notFound();
  return data(value, { headers: publicCacheHeaders(etag) });
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const publicUrl = publicUrlFrom(matches);
  const practice = practiceFrom(matches);
  if (!loaderData) {
    return seoMeta({
      title: tagMessages.notFoundTitle,
      path: location.pathname,
      publicUrl,
      practice,
      noindex: true,
    });
  }
  const { tag, page, articles, total } = loaderData;
  const path = `/blog/tag/${tag.slug}`;
  return seoMeta({
    title: page > 1 ? `${tag.name} – Blog (page ${page})` : `${tag.name} – Blog`,
    description: tagMessages.description(tag.name),
    path: page > 1 ? `${path}?page=${page}` : path,
    publicUrl,
    practice,
    noindex: total < TAG_INDEXED_FROM,
    jsonLd: blogCollectionJsonLd({
      name: tag.name,
      path,
      articles,
      publicUrl,
      practiceName: practice.identity.practiceName,
    }),
  });
};

export default function TagRoute({ loaderData }: Route.ComponentProps) {
  const { tag } = loaderData;
  return (
    <div className="bg-gradient-to-b from-sand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <BlogBreadcrumb current={tag.name} />
        <header className="mt-6 max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">
            {tagMessages.eyebrow}
          </p>
          <h1 className="mt-2 text-4xl text-sage-900 sm:text-5xl">{tag.name}</h1>
        </header>
        <CategoryNav categories={loaderData.categories} current={null} />
        <BlogArticleList
          data={loaderData}
          path={`/blog/tag/${tag.slug}`}
          tag={tag.slug}
          empty={tagMessages.empty}
          moreLabel={tagMessages.more}
        />
      </div>
    </div>
  );
}

/** An unknown tag (or any error): a 404 page leading back to the blog. */
export function ErrorBoundary() {
  return <BlogNotFound title={tagMessages.notFoundTitle} text={tagMessages.notFoundText} />;
}
