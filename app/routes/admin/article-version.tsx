import { useEffect } from "react";
import type { Route } from "./+types/article-version";
import { adminMeta } from "~/features/admin-shell/private-page";
import {
  ArticleDataError,
  getArticleForEdit,
  restoreArticleVersion,
} from "~/features/articles/admin-articles.server";
import { ArticleIdSchema } from "~/features/articles/article-form-schema";
import { historyMessages, VersionView } from "~/features/articles/components/admin/version-history";
import { diffVersions } from "~/features/articles/version-diff.server";
import { getArticleVersion, listArticleVersions } from "~/features/articles/versions.server";
import { requireUser } from "~/features/auth/guard.server";
import { done, invalid, refused } from "~/lib/action-results.server";
import { toast } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormBody } from "~/server/form-body.server";
import type { AppServices } from "~/server/context.server";

export const meta: Route.MetaFunction = () => adminMeta(historyMessages.title);

const versionNotFound = invalid(
  historyMessages.versionNotFoundTitle,
  historyMessages.versionNotFoundText,
);

/** The article and version ids of the address, or a redirect to a page that exists. */
async function requireIds(params: Route.LoaderArgs["params"], services: AppServices) {
  const articleId = ArticleIdSchema.safeParse(params.id);
  const versionId = ArticleIdSchema.safeParse(params.versionId);
  if (!articleId.success) throw await redirectWithToast("/admin/articles", versionNotFound);
  if (!versionId.success) {
    throw await redirectWithToast(`/admin/articles/${articleId.data}/historique`, versionNotFound);
  }
  return { articleId: articleId.data, versionId: versionId.data };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const { articleId, versionId } = await requireIds(params, context.services);
  const [version, article, versions] = await Promise.all([
    getArticleVersion(context.services, articleId, versionId),
    getArticleForEdit(context.services, articleId),
    listArticleVersions(context.services, articleId),
  ]);
  if (!article) throw await redirectWithToast("/admin/articles", versionNotFound);
  if (!version) {
    throw await redirectWithToast(`/admin/articles/${articleId}/historique`, versionNotFound);
  }
  const current = {
    ...article,
    metaTitle: article.metaTitle || null,
    metaDescription: article.metaDescription || null,
    imageUrl: article.imageUrl || null,
    imageAlt: article.imageAlt || null,
  };
  return {
    articleId,
    version: {
      id: version.id,
      title: version.title,
      status: version.status,
      authorName: version.authorName,
      restoredFrom: version.restoredFrom,
      createdAt: version.createdAt.toISOString(),
    },
    fields: diffVersions(version, current),
    isCurrent: versions[0]?.id === version.id,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context.services);
  const { articleId, versionId } = await requireIds(params, context.services);
  const form = await readFormBody(request);
  if (form.get("intent") !== "restore") return refused({ toast: versionNotFound }, 400);
  try {
    await restoreArticleVersion(context.services, articleId, versionId, {
      author: { id: user.id, name: user.name },
    });
  } catch (error) {
    if (error instanceof ArticleDataError) {
      if (error.code === "version-not-found" || error.code === "not-found") {
        return refused({ toast: versionNotFound }, 404);
      }
      const description =
        error.code === "slug-taken"
          ? historyMessages.restoreSlugTaken
          : historyMessages.restoreFailedText;
      return refused({ toast: invalid(historyMessages.restoreFailedTitle, description) }, 409);
    }
    console.error("Restauration de version en échec :", error);
    const failed = invalid(historyMessages.restoreFailedTitle, historyMessages.restoreFailedText);
    return refused({ toast: failed }, 500);
  }
  return done(
    `/admin/articles/edit/${articleId}`,
    historyMessages.restoredTitle,
    historyMessages.restoredText,
  );
}

export default function ArticleVersion({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
  return <VersionView {...loaderData} />;
}
