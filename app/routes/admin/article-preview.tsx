import { PencilLine } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/article-preview";
import { pageTitle, practiceFrom } from "~/features/practice/practice-view";
import {
  articleEditorMessages as messages,
  ArticleIdSchema,
} from "~/features/articles/article-form-schema";
import { ArticlePreview } from "~/features/articles/components/article-preview";
import { previewHandle } from "~/features/articles/preview-handle";
import { loadArticlePreview } from "~/features/articles/preview.server";
import { privatePageHeaders } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import { buttonClasses } from "~/components/ui/button";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * The editor's 'Aperçu': /admin/articles/{id}/apercu, the
 * article as its public page will show it, in the public layout. Signed in only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const id = ArticleIdSchema.safeParse(params.id);
  const preview = id.success ? await loadArticlePreview(context.services, id.data) : null;
  if (!id.success || !preview) {
    throw await redirectWithToast(
      "/admin/articles",
      { title: messages.notFoundTitle, description: messages.notFoundText, variant: "destructive" },
      { headers: privatePageHeaders },
    );
  }
  return data({ ...preview, articleId: id.data }, { headers: privatePageHeaders });
}

export const handle = previewHandle;

export const headers = () => privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      practiceFrom(matches).identity,
      `Aperçu : ${loaderData?.article.title ?? "article"}`,
    ),
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminArticlePreview({ loaderData }: Route.ComponentProps) {
  const { articleId, ...preview } = loaderData;
  return (
    <ArticlePreview
      {...preview}
      actions={
        <Link to={`/admin/articles/edit/${articleId}`} className={buttonClasses("secondary", "sm")}>
          <PencilLine className="size-4" aria-hidden />
          Retour à l'éditeur
        </Link>
      }
    />
  );
}
