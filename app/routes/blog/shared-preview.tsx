import { data } from "react-router";
import type { Route } from "./+types/shared-preview";
import { pageTitle, practiceFrom } from "~/features/practice/practice-view";
import { BlogNotFound } from "~/features/articles/components/article-page";
import { ArticlePreview, previewMessages } from "~/features/articles/components/article-preview";
import { previewHandle } from "~/features/articles/preview-handle";
import { privatePageHeaders } from "~/features/admin-shell/private-page";
import {
  findArticleIdByPreviewToken,
  loadArticlePreview,
} from "~/features/articles/preview.server";

/**
 * A shared preview link: /apercu/{token}, no sign-in, for 7
 * days or until the owner revokes it. Never cached, never indexed, in no
 * sitemap or feed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const articleId = await findArticleIdByPreviewToken(context.services, params.token);
  const preview = articleId === null ? null : await loadArticlePreview(context.services, articleId);
  if (!preview) throw data(null, { status: 404, headers: privatePageHeaders });
  return data(preview, { headers: privatePageHeaders });
}

export const headers = () => privatePageHeaders;

export const handle = previewHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      practiceFrom(matches).identity,
      loaderData ? `Aperçu : ${loaderData.article.title}` : previewMessages.sharedNotFoundTitle,
    ),
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SharedPreview({ loaderData }: Route.ComponentProps) {
  return <ArticlePreview {...loaderData} />;
}

/** An unknown, expired or revoked link: 'Aperçu indisponible', nothing of the article. */
export function ErrorBoundary() {
  return (
    <BlogNotFound
      title={previewMessages.sharedNotFoundTitle}
      text={previewMessages.sharedNotFoundText}
    />
  );
}
