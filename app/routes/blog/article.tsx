import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/article";
import { loadArticlePage } from "~/features/articles/blog-pages.server";
import {
  ArticleNotFound,
  articleMessages,
  ArticlePage,
} from "~/features/articles/components/article-page";
import { articleMeta } from "~/features/articles/article-seo";
import { pageTitle, practiceFrom } from "~/features/practice/practice-view";
import { publicUrlFrom } from "~/lib/seo";
import {
  PUBLIC_CACHE_CONTROL,
  publicCacheHeaders,
  publicPageHeaders,
} from "~/server/http-cache.server";

const SlugSchema = z.string().regex(/^[a-z0-9-]{1,200}$/);

function notFound(): never {
  throw data(null, { status: 404, headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = SlugSchema.safeParse(params.slug);
  if (!slug.success) notFound();
  const { value: page, etag } = await loadArticlePage(context.services, slug.data);
  if (page.kind === "renamed") {
    throw redirect(`/blog/${page.slug}`, {
      status: 301,
      headers: { "Cache-Control": PUBLIC_CACHE_CONTROL },
    });
  }
  if (page.kind === "missing") notFound();
  return data(page, { headers: publicCacheHeaders(etag) });
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const publicUrl = publicUrlFrom(matches);
  const practice = practiceFrom(matches);
  if (!loaderData) {
    return [
      { title: pageTitle(practice.identity, articleMessages.notFoundTitle) },
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    ...articleMeta(loaderData.article, publicUrl, practice),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `Blog – ${practice.identity.practiceName}`,
      href: "/blog/rss.xml",
    },
  ];
};

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePage {...loaderData} />;
}

/** Unknown or unpublished slug (or any error): 'Article non trouvé'. */
export function ErrorBoundary() {
  return <ArticleNotFound />;
}
