import { useEffect } from "react";
import { data } from "react-router";
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
import { toast, type ToastInput } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormBody } from "~/server/form-body.server";
import type { AppServices } from "~/server/context.server";

export const meta: Route.MetaFunction = () => adminMeta(historyMessages.title);

const versionNotFound: ToastInput = {
  title: historyMessages.versionNotFoundTitle,
  description: historyMessages.versionNotFoundText,
  variant: "destructive",
};

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
  if (form.get("intent") !== "restore") {
    return data({ toast: versionNotFound }, { status: 400 });
  }
  try {
    await restoreArticleVersion(context.services, articleId, versionId, {
      author: { id: user.id, name: user.name },
    });
  } catch (error) {
    if (error instanceof ArticleDataError) {
      if (error.code === "version-not-found" || error.code === "not-found") {
        return data({ toast: versionNotFound }, { status: 404 });
      }
      const description =
        error.code === "slug-taken"
          ? historyMessages.restoreSlugTaken
          : historyMessages.restoreFailedText;
      const refused: ToastInput = {
        title: historyMessages.restoreFailedTitle,
        description,
        variant: "destructive",
      };
      return data({ toast: refused }, { status: 409 });
    }
    console.error("Restauration de version en échec :", error);
    const failed: ToastInput = {
      title: historyMessages.restoreFailedTitle,
      description: historyMessages.restoreFailedText,
      variant: "destructive",
    };
    return data({ toast: failed }, { status: 500 });
  }
  return redirectWithToast(`/admin/articles/edit/${articleId}`, {
    title: historyMessages.restoredTitle,
    description: historyMessages.restoredText,
    variant: "success",
    duration: 3000,
  });
}

export default function ArticleVersion({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData]);
  return <VersionView {...loaderData} />;
}
