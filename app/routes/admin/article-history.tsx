import type { Route } from "./+types/article-history";
import { adminMeta } from "~/features/admin-shell/private-page";
import { getArticleForEdit } from "~/features/articles/admin-articles.server";
import {
  articleEditorMessages as messages,
  ArticleIdSchema,
} from "~/features/articles/article-form-schema";
import { historyMessages, VersionList } from "~/features/articles/components/admin/version-history";
import { listArticleVersions } from "~/features/articles/versions.server";
import { requireUser } from "~/features/auth/guard.server";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = () => adminMeta(historyMessages.title);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const id = ArticleIdSchema.safeParse(params.id);
  const article = id.success ? await getArticleForEdit(context.services, id.data) : null;
  if (!id.success || !article) {
    throw await redirectWithToast("/admin/articles", {
      title: messages.notFoundTitle,
      description: messages.notFoundText,
      variant: "destructive",
    });
  }
  return {
    articleId: article.id,
    articleTitle: article.title,
    versions: await listArticleVersions(context.services, article.id),
  };
}

export default function ArticleHistory({ loaderData }: Route.ComponentProps) {
  return <VersionList {...loaderData} />;
}
