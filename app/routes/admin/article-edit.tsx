import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/article-edit";
import { adminMeta } from "~/features/admin-shell/private-page";
import { getArticleForEdit, listTaxonomy } from "~/features/articles/admin-articles.server";
import {
  articleEditAction,
  invalidIdToast,
  notFoundToast,
} from "~/features/articles/article-edit-action.server";
import { ArticleIdSchema } from "~/features/articles/article-form-schema";
import { ArticleEditor } from "~/features/articles/components/admin/article-editor";
import { listPreviewLinks } from "~/features/articles/preview.server";
import { requireUser } from "~/features/auth/guard.server";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(params.id ? "Modifier un article" : "Créer un nouvel article");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const { services } = context;
  const common = {
    taxonomy: await listTaxonomy(services),
    autosaveIntervalMs: services.env.AUTOSAVE_INTERVAL_MS,
    publicUrl: services.env.PUBLIC_URL,
  };
  if (params.id === undefined) return { ...common, article: null, previewLinks: [] };
  // A bad id, or an article that does not exist, goes back to the list.
  const id = ArticleIdSchema.safeParse(params.id);
  if (!id.success) throw await redirectWithToast("/admin/articles", invalidIdToast);
  const article = await getArticleForEdit(services, id.data);
  if (!article) throw await redirectWithToast("/admin/articles", notFoundToast);
  return { ...common, article, previewLinks: await listPreviewLinks(services, article.id) };
}

/** An autosave changes nothing the page shows: no reload of its data. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "autosave" || intent === "discard-autosave") return false;
  return defaultShouldRevalidate;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context.services);
  return articleEditAction(context.services, user, params.id, await readFormBody(request));
}

export default function ArticleEditPage({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <ArticleEditor
      // A different article (or a new one) starts from a fresh form.
      key={params.id ?? "new"}
      article={loaderData.article}
      taxonomy={loaderData.taxonomy}
      autosaveIntervalMs={loaderData.autosaveIntervalMs}
      publicUrl={loaderData.publicUrl}
      previewLinks={loaderData.previewLinks}
      actionData={actionData}
    />
  );
}
