/**
 * The action of the article editor (/admin/articles/edit/:id?): save the
 * article (its cover already uploaded, named by its address), autosave the editor's state, discard that
 * autosave, share or revoke a preview link. Odd input is refused with a 4xx
 * and a French message before anything is written.
 */
import type { AdminUser } from "~/features/auth/guard.server";
import { done, invalid, refused } from "~/lib/action-results.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { AppServices } from "~/server/context.server";
import {
  ArticleDataError,
  createArticle,
  discardAutosave,
  getArticleForEdit,
  saveAutosave,
  updateArticle,
} from "./admin-articles.server";
import {
  articleEditorMessages as messages,
  articleFormErrors,
  articleFormInputFromFormData,
  ArticleFormSchema,
  ArticleIdSchema,
  AutosaveDataSchema,
  hasRequiredFields,
} from "./article-form-schema";
import type { EditorActionData } from "./components/admin/article-editor-types";
import { createPreviewLink, revokePreviewLink } from "./preview.server";

const LIST = "/admin/articles";

export const invalidIdToast = invalid(messages.invalidIdTitle, messages.invalidIdText);
export const notFoundToast = invalid(messages.notFoundTitle, messages.notFoundText);
const saveFailedToast = invalid(messages.saveFailedTitle, messages.saveFailedText);

export async function articleEditAction(
  services: AppServices,
  user: AdminUser,
  rawId: string | undefined,
  form: FormData,
) {
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
  return save(services, { id: user.id, name: user.name }, rawId, form);
}

async function save(
  services: AppServices,
  author: { id: string; name: string },
  rawId: string | undefined,
  form: FormData,
) {
  // Editing needs a valid id.
  let articleId: number | null = null;
  if (rawId !== undefined) {
    const id = ArticleIdSchema.safeParse(rawId);
    if (!id.success) return saveRefused({ toast: invalidIdToast }, 400);
    articleId = id.data;
  }

  const parsed = ArticleFormSchema.safeParse(articleFormInputFromFormData(form));
  if (!parsed.success) return saveRefused({ errors: articleFormErrors(parsed.error) }, 400);
  if (!hasRequiredFields(parsed.data)) {
    return saveRefused({ toast: invalid(messages.incompleteTitle, messages.incompleteText) }, 400);
  }

  const input = {
    ...parsed.data,
    scheduledFor: parsed.data.scheduledFor ? new Date(parsed.data.scheduledFor) : null,
  };
  try {
    if (articleId === null) {
      const draftId = ArticleIdSchema.safeParse(form.get("draftId"));
      await createArticle(services, input, {
        draftId: draftId.success ? draftId.data : null,
        author,
      });
      return done(LIST, messages.createdTitle, messages.createdText);
    }
    await updateArticle(services, articleId, input, { author });
    return done(LIST, messages.updatedTitle, messages.updatedText);
  } catch (error) {
    if (error instanceof ArticleDataError && error.code === "slug-taken") {
      return saveRefused({ errors: { title: messages.slugTaken }, toast: saveFailedToast }, 409);
    }
    if (error instanceof ArticleDataError && error.code === "not-found") {
      return redirectWithToast(LIST, notFoundToast);
    }
    console.error("Enregistrement d'article en échec :", error);
    return saveRefused({ toast: saveFailedToast }, 500);
  }
}

function saveRefused(
  answer: Omit<Extract<EditorActionData, { intent: "save" }>, "intent">,
  status: number,
) {
  return refused({ intent: "save", ...answer } satisfies EditorActionData, status);
}

/** A new shared preview link (its address, given once), or one revoked. */
async function previewLinkAnswer(
  services: AppServices,
  intent: "share-preview" | "revoke-preview",
  form: FormData,
) {
  const id = ArticleIdSchema.safeParse(form.get("articleId"));
  const article = id.success ? await getArticleForEdit(services, id.data) : null;
  if (!article) return refused({ intent, ok: false } satisfies EditorActionData, 404);
  if (intent === "share-preview") {
    const link = await createPreviewLink(services, article.id);
    const url = `${services.env.PUBLIC_URL}/apercu/${link.token}`;
    return { intent, ok: true, url } satisfies EditorActionData;
  }
  const linkId = ArticleIdSchema.safeParse(form.get("linkId"));
  const revoked = linkId.success && (await revokePreviewLink(services, article.id, linkId.data));
  if (!revoked) return refused({ intent, ok: false } satisfies EditorActionData, 404);
  return { intent, ok: true } satisfies EditorActionData;
}

async function autosave(services: AppServices, form: FormData) {
  const failed = { intent: "autosave", ok: false } satisfies EditorActionData;
  const rawId = form.get("articleId");
  const id = rawId === "" || rawId === null ? null : ArticleIdSchema.safeParse(rawId);
  if (id && !id.success) return refused(failed, 400);
  let json: unknown;
  try {
    json = JSON.parse(String(form.get("data") ?? ""));
  } catch {
    return refused(failed, 400);
  }
  const parsed = AutosaveDataSchema.safeParse(json);
  if (!parsed.success) return refused({ ...failed, error: parsed.error.issues[0]?.message }, 400);
  try {
    const saved = await saveAutosave(services, id ? id.data : null, parsed.data);
    return { intent: "autosave", ok: true, ...saved } satisfies EditorActionData;
  } catch (error) {
    if (!(error instanceof ArticleDataError))
      console.error("Sauvegarde automatique en échec :", error);
    return refused(failed, error instanceof ArticleDataError ? 404 : 500);
  }
}
