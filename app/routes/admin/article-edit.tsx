import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/article-edit";
import { adminMeta } from "~/features/admin-shell/private-page";
import {
  ArticleDataError,
  createArticle,
  discardAutosave,
  getArticleForEdit,
  listTaxonomy,
  saveAutosave,
  updateArticle,
} from "~/features/articles/admin-articles.server";
import {
  articleEditorMessages as messages,
  articleFormErrors,
  articleFormInputFromFormData,
  ArticleFormSchema,
  ArticleIdSchema,
  AutosaveDataSchema,
  hasRequiredFields,
} from "~/features/articles/article-form-schema";
import {
  ArticleEditor,
  type EditorActionData,
} from "~/features/articles/components/admin/article-editor";
import {
  createPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
} from "~/features/articles/preview.server";
import { requireUser } from "~/features/auth/guard.server";
import {
  deleteStoredImage,
  ImageRejectedError,
  storeArticleImage,
  type StoredImage,
} from "~/features/media/article-images.server";
import { imageMessages } from "~/features/media/image-rules";
import { redirectWithToast } from "~/lib/toast.server";
import type { ToastInput } from "~/lib/toast";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(params.id ? "Modifier un article" : "Créer un nouvel article");

const invalidIdToast: ToastInput = {
  title: messages.invalidIdTitle,
  description: messages.invalidIdText,
  variant: "destructive",
};
const notFoundToast: ToastInput = {
  title: messages.notFoundTitle,
  description: messages.notFoundText,
  variant: "destructive",
};
const saveFailedToast: ToastInput = {
  title: messages.saveFailedTitle,
  description: messages.saveFailedText,
  variant: "destructive",
};

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
  const author = { id: user.id, name: user.name };
  const { services } = context;
  const form = await readFormBody(request);
  const intent = form.get("intent");

  if (intent === "share-preview" || intent === "revoke-preview") {
    return previewLinkAnswer(services, intent, form);
  }

  if (intent === "autosave") return autosave(services, form);
  if (intent === "discard-autosave") {
    const id = ArticleIdSchema.safeParse(form.get("articleId"));
    if (id.success) await discardAutosave(services, id.data);
    return { intent: "discard-autosave", ok: id.success } satisfies EditorActionData;
  }

  // Editing needs a valid id.
  let articleId: number | null = null;
  if (params.id !== undefined) {
    const id = ArticleIdSchema.safeParse(params.id);
    if (!id.success) return saveAnswer({ toast: invalidIdToast }, 400);
    articleId = id.data;
  }

  const parsed = ArticleFormSchema.safeParse(articleFormInputFromFormData(form));
  if (!parsed.success) return saveAnswer({ errors: articleFormErrors(parsed.error) }, 400);
  if (!hasRequiredFields(parsed.data)) {
    return saveAnswer(
      {
        toast: {
          title: messages.incompleteTitle,
          description: messages.incompleteText,
          variant: "destructive",
        },
      },
      400,
    );
  }

  let imageUrl = parsed.data.imageUrl;
  let uploaded: StoredImage | null = null;
  const image = form.get("image");
  if (image instanceof File && image.size > 0) {
    try {
      uploaded = await storeArticleImage(services, image);
      imageUrl = uploaded.fileName;
    } catch (error) {
      if (error instanceof ImageRejectedError)
        return saveAnswer({ errors: { image: error.message } }, 400);
      console.error("Enregistrement de l'image en échec :", error);
      return saveAnswer({ errors: { image: imageMessages.failed }, toast: saveFailedToast }, 500);
    }
  }

  const input = {
    ...parsed.data,
    imageUrl,
    scheduledFor: parsed.data.scheduledFor ? new Date(parsed.data.scheduledFor) : null,
  };
  try {
    if (articleId === null) {
      const draftId = ArticleIdSchema.safeParse(form.get("draftId"));
      await createArticle(services, input, {
        draftId: draftId.success ? draftId.data : null,
        author,
      });
      return redirectWithToast("/admin/articles", {
        title: messages.createdTitle,
        description: messages.createdText,
        variant: "success",
        duration: 3000,
      });
    }
    await updateArticle(services, articleId, input, { author });
    return redirectWithToast("/admin/articles", {
      title: messages.updatedTitle,
      description: messages.updatedText,
      variant: "success",
      duration: 3000,
    });
  } catch (error) {
    // The article was not saved: its new image would be referenced by nothing.
    if (uploaded)
      await deleteStoredImage(services, uploaded).catch((cleanup: unknown) =>
        console.error("Image d'un article non enregistré non supprimée :", cleanup),
      );
    if (error instanceof ArticleDataError && error.code === "slug-taken") {
      return saveAnswer({ errors: { title: messages.slugTaken }, toast: saveFailedToast }, 409);
    }
    if (error instanceof ArticleDataError && error.code === "not-found") {
      return redirectWithToast("/admin/articles", notFoundToast);
    }
    console.error("Enregistrement d'article en échec :", error);
    return saveAnswer({ toast: saveFailedToast }, 500);
  }
}

function saveAnswer(
  answer: Omit<Extract<EditorActionData, { intent: "save" }>, "intent">,
  status: number,
) {
  return data({ intent: "save", ...answer } satisfies EditorActionData, { status });
}

/** A new shared preview link (its address, given once), or one revoked. */
async function previewLinkAnswer(
  services: Route.ActionArgs["context"]["services"],
  intent: "share-preview" | "revoke-preview",
  form: FormData,
) {
  const id = ArticleIdSchema.safeParse(form.get("articleId"));
  const article = id.success ? await getArticleForEdit(services, id.data) : null;
  if (!article) return data({ intent, ok: false } satisfies EditorActionData, { status: 404 });
  if (intent === "share-preview") {
    const link = await createPreviewLink(services, article.id);
    const url = `${services.env.PUBLIC_URL}/apercu/${link.token}`;
    return { intent, ok: true, url } satisfies EditorActionData;
  }
  const linkId = ArticleIdSchema.safeParse(form.get("linkId"));
  const revoked = linkId.success && (await revokePreviewLink(services, article.id, linkId.data));
  if (!revoked) return data({ intent, ok: false } satisfies EditorActionData, { status: 404 });
  return { intent, ok: true } satisfies EditorActionData;
}

async function autosave(services: Route.ActionArgs["context"]["services"], form: FormData) {
  const failed = { intent: "autosave", ok: false } satisfies EditorActionData;
  const rawId = form.get("articleId");
  const id = rawId === "" || rawId === null ? null : ArticleIdSchema.safeParse(rawId);
  if (id && !id.success) return data(failed, { status: 400 });
  let json: unknown;
  try {
    json = JSON.parse(String(form.get("data") ?? ""));
  } catch {
    return data(failed, { status: 400 });
  }
  const parsed = AutosaveDataSchema.safeParse(json);
  if (!parsed.success)
    return data({ ...failed, error: parsed.error.issues[0]?.message }, { status: 400 });
  try {
    const saved = await saveAutosave(services, id ? id.data : null, parsed.data);
    return { intent: "autosave", ok: true, ...saved } satisfies EditorActionData;
  } catch (error) {
    if (!(error instanceof ArticleDataError))
      console.error("Sauvegarde automatique en échec :", error);
    return data(failed, { status: error instanceof ArticleDataError ? 404 : 500 });
  }
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
