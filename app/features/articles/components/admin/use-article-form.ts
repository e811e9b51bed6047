/**
 * The article editor's state: the form's values and errors,
 * the autosave and its restore offer, the check before sending (with
 * ArticleFormSchema, which the server applies again) and the save itself.
 */
import { useEffect, useState, type FormEvent } from "react";
import { useNavigation, useSubmit } from "react-router";
import { slugify } from "~/lib/slugify";
import { toast } from "~/lib/toast";
import {
  articleEditorMessages as messages,
  articleFormErrors,
  ArticleFormSchema,
  hasRequiredFields,
  toArticleFormInput,
  type ArticleFormData,
  type ArticleFormErrors,
  type ArticleFormValues,
} from "../../article-form-schema";
import type { EditorActionData, EditorArticle } from "./article-editor-types";
import { previewPanelMessages } from "./preview-panel";
import { useAutosave } from "./use-autosave";

/** The element to focus for each field with an error, in the page's order. */
const FIELD_TARGETS: [keyof ArticleFormErrors, string][] = [
  ["title", "article-title"],
  ["slug", "article-title"],
  ["metaTitle", "article-meta-title"],
  ["metaDescription", "article-meta-description"],
  ["content", "article-content-editor"],
  ["status", "article-status"],
  ["scheduledFor", "article-status"],
  ["imageUrl", "article-image-url"],
  ["imageAlt", "article-image-alt"],
  ["excerpt", "article-excerpt"],
  ["categories", "article-category"],
];

function focusFirstError(errors: ArticleFormErrors) {
  const target = FIELD_TARGETS.find(([field]) => errors[field]);
  if (!target) return;
  const element =
    target[1] === "article-content-editor"
      ? document.querySelector<HTMLElement>("#article-content-editor .ProseMirror")
      : document.getElementById(target[1]);
  element?.focus();
  element?.scrollIntoView({ block: "center" });
}

function valuesOf(article: EditorArticle | null): ArticleFormValues {
  return {
    title: article?.title ?? "",
    metaTitle: article?.metaTitle ?? "",
    metaDescription: article?.metaDescription ?? "",
    excerpt: article?.excerpt ?? "",
    content: article?.content ?? "",
    status: article?.status ?? "draft",
    scheduledFor: article?.scheduledFor ?? null,
    imageUrl: article?.imageUrl ?? "",
    imageAlt: article?.imageAlt ?? "",
    categories: article?.categories ?? [],
    tags: article?.tags ?? [],
  };
}

/** The form the route's action reads; an uploaded cover is already an address (its name). */
function saveForm(checked: ArticleFormData) {
  const form = new FormData();
  form.set("intent", "save");
  form.set("title", checked.title);
  form.set("metaTitle", checked.metaTitle);
  form.set("metaDescription", checked.metaDescription);
  form.set("excerpt", checked.excerpt);
  form.set("content", checked.content);
  form.set("status", checked.status);
  form.set("scheduledFor", checked.scheduledFor ?? "");
  form.set("imageUrl", checked.imageUrl);
  form.set("imageAlt", checked.imageAlt);
  for (const id of checked.categories) form.append("categories", String(id));
  for (const id of checked.tags) form.append("tags", String(id));
  return form;
}

/** The second check before saving; a form that fails it is not sent, and a toast says why. */
function passesSecondCheck(
  input: Parameters<typeof hasRequiredFields>[0],
  article: EditorArticle | null,
): boolean {
  if (!hasRequiredFields(input)) {
    toast({
      title: messages.incompleteTitle,
      description: messages.incompleteText,
      variant: "destructive",
    });
    return false;
  }
  if (article !== null && !(article.id > 0)) {
    toast({
      title: messages.invalidIdTitle,
      description: messages.invalidIdText,
      variant: "destructive",
    });
    return false;
  }
  return true;
}

/**
 * The preview shows what the editor holds. The tab opens at
 * once (a browser allows it only during the click), then goes to the
 * preview once the current state is autosaved.
 */
function openPreviewOf(autosaveNow: ReturnType<typeof useAutosave>["autosaveNow"]) {
  const tab = window.open("", "_blank");
  autosaveNow((draftId) => {
    if (draftId === null) {
      tab?.close();
      toast({ title: previewPanelMessages.previewNeedsContent, variant: "destructive" });
      return;
    }
    const url = `/admin/articles/${draftId}/apercu`;
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  });
}

export function useArticleForm({
  article,
  autosaveIntervalMs,
  actionData,
}: {
  article: EditorArticle | null;
  autosaveIntervalMs: number;
  actionData: EditorActionData | undefined;
}) {
  const isNew = article === null;
  const [values, setValues] = useState<ArticleFormValues>(() => valuesOf(article));
  const [errors, setErrors] = useState<ArticleFormErrors>({});
  const [restoreOffer, setRestoreOffer] = useState(article?.autosave ?? null);
  const [lastSavedAt, setLastSavedAt] = useState<string | null>(null);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const submit = useSubmit();

  const set = <K extends keyof ArticleFormValues>(field: K, value: ArticleFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const { afterAutosave, resumeAutosave, ignoreAutosave, autosaveNow } = useAutosave({
    articleId: article?.id ?? null,
    values,
    intervalMs: autosaveIntervalMs,
    paused: submitting,
    onSaved: setLastSavedAt,
  });

  // The server's answer to a save that did not go through.
  useEffect(() => {
    if (actionData?.intent !== "save") return;
    resumeAutosave();
    const serverErrors = actionData.errors ?? {};
    setErrors(serverErrors);
    if (actionData.toast) toast(actionData.toast);
    focusFirstError(serverErrors);
  }, [actionData]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = toArticleFormInput(values);
    const parsed = ArticleFormSchema.safeParse(input);
    if (!parsed.success) {
      const found = articleFormErrors(parsed.error);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    if (!passesSecondCheck(input, article)) return;
    const form = saveForm(parsed.data);
    afterAutosave((draftId) => {
      if (isNew && draftId !== null) form.set("draftId", String(draftId));
      void submit(form, { method: "post" });
    });
  };

  const openPreview = () => openPreviewOf(autosaveNow);

  const restoreAutosave = () => {
    if (!restoreOffer) return;
    setValues({ ...restoreOffer.data });
    setRestoreOffer(null);
  };

  const dismissAutosave = () => {
    ignoreAutosave();
    setRestoreOffer(null);
  };

  return {
    isNew,
    values,
    set,
    slug: slugify(values.title),
    errors,
    submitting,
    lastSavedAt,
    restoreOffer,
    restoreAutosave,
    dismissAutosave,
    onSubmit,
    openPreview,
  };
}

export type ArticleForm = ReturnType<typeof useArticleForm>;
