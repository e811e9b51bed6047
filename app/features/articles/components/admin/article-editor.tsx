/**
 * The article editor page: title and
 * read-only slug, SEO section, rich content; publication panel with the
 * scheduling picker, featured image, excerpt, categories and tags. The form
 * is checked with ArticleFormSchema before it is sent (the server checks it
 * again). Autosave stores the editor's state on the server at the configured
 * interval (30 s), apart from the article itself.
 */
import { ArrowLeft, History, Loader2 } from "lucide-react";
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigation, useSubmit } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";
import { mergeClasses } from "~/lib/merge-classes";
import { slugify } from "~/lib/slugify";
import { toast, type ToastInput } from "~/lib/toast";
import { formatAdminClock, formatAdminDateTime } from "~/lib/admin-dates";
import {
  ARTICLE_STATUS_LABELS,
  ARTICLE_STATUS_VALUES,
  articleEditorMessages as messages,
  articleFormErrors,
  ArticleFormSchema,
  hasRequiredFields,
  toArticleFormInput,
  type ArticleFormErrors,
  type ArticleFormValues,
  type AutosaveData,
} from "../../article-form-schema";
import { contentSections } from "../../content-sections";
import {
  PreviewPanel,
  previewPanelMessages,
  type PreviewLinkAnswer,
  type SharedLink,
} from "./preview-panel";
import { useAutosave } from "./use-autosave";
import { CoverImageField } from "./cover-image-field";
import { RichEditor } from "./rich-editor";
import { SchedulePicker } from "./schedule-picker";
import { SeoFields } from "./seo-fields";

export interface EditorArticle extends ArticleFormValues {
  id: number;
  autosave: { data: AutosaveData; savedAt: string } | null;
}

export interface TaxonomyOptions {
  categories: { id: number; name: string }[];
  tags: { id: number; name: string }[];
}

/** What the editor route's action answers (besides the redirect of a successful save). */
export type EditorActionData =
  | { intent: "save"; errors?: ArticleFormErrors; toast?: ToastInput }
  | { intent: "autosave"; ok: true; articleId: number; savedAt: string }
  | { intent: "autosave"; ok: false; error?: string }
  | { intent: "discard-autosave"; ok: boolean }
  | PreviewLinkAnswer;

export interface ArticleEditorProps {
  article: EditorArticle | null;
  taxonomy: TaxonomyOptions;
  autosaveIntervalMs: number;
  publicUrl: string;
  /** The saved article's working shared preview links. */
  previewLinks: SharedLink[];
  actionData: EditorActionData | undefined;
}

/** The element to focus for each field with an error, in the page's order. */
const FIELD_TARGETS: [keyof ArticleFormErrors, string][] = [
  ["title", "article-title"],
  ["slug", "article-title"],
  ["metaTitle", "article-meta-title"],
  ["metaDescription", "article-meta-description"],
  ["content", "article-content-editor"],
  ["status", "article-status"],
  ["scheduledFor", "article-status"],
  ["image", "article-image-file"],
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

export function ArticleEditor({
  article,
  taxonomy,
  autosaveIntervalMs,
  publicUrl,
  previewLinks,
  actionData,
}: ArticleEditorProps) {
  const isNew = article === null;
  const [values, setValues] = useState<ArticleFormValues>(() => valuesOf(article));
  const [file, setFile] = useState<File | null>(null);
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

  const slug = slugify(values.title);
  const sections = useMemo(() => contentSections(values.content), [values.content]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = toArticleFormInput(values);
    const parsed = ArticleFormSchema.safeParse(input);
    if (!parsed.success) {
      const found = { ...articleFormErrors(parsed.error), image: errors.image };
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    // The second check before saving.
    if (!hasRequiredFields(input)) {
      toast({
        title: messages.incompleteTitle,
        description: messages.incompleteText,
        variant: "destructive",
      });
      return;
    }
    if (!isNew && !(article.id > 0)) {
      toast({
        title: messages.invalidIdTitle,
        description: messages.invalidIdText,
        variant: "destructive",
      });
      return;
    }
    const form = new FormData();
    form.set("intent", "save");
    form.set("title", parsed.data.title);
    form.set("metaTitle", parsed.data.metaTitle);
    form.set("metaDescription", parsed.data.metaDescription);
    form.set("excerpt", parsed.data.excerpt);
    form.set("content", parsed.data.content);
    form.set("status", parsed.data.status);
    form.set("scheduledFor", parsed.data.scheduledFor ?? "");
    form.set("imageUrl", file ? "" : parsed.data.imageUrl);
    form.set("imageAlt", parsed.data.imageAlt);
    for (const id of parsed.data.categories) form.append("categories", String(id));
    for (const id of parsed.data.tags) form.append("tags", String(id));
    if (file) form.set("image", file, file.name);
    afterAutosave((draftId) => {
      if (isNew && draftId !== null) form.set("draftId", String(draftId));
      void submit(form, { method: "post", encType: "multipart/form-data" });
    });
  };

  /**
   * The preview shows what the editor holds. The tab opens at
   * once (a browser allows it only during the click), then goes to the
   * preview once the current state is autosaved.
   */
  const openPreview = () => {
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
  };

  const restore = () => {
    if (!restoreOffer) return;
    setValues({ ...restoreOffer.data });
    setFile(null);
    setRestoreOffer(null);
  };

  return (
    <div className="mx-auto max-w-7xl">
      <Link
        to="/admin/articles"
        className="inline-flex items-center gap-2 text-sm text-sage-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Retour à la liste des articles
      </Link>
      <h1 className="mt-4 text-3xl">{isNew ? "Créer un nouvel article" : "Modifier un article"}</h1>

      {restoreOffer ? (
        <section
          aria-label="Sauvegarde automatique"
          className="mt-6 flex flex-wrap items-center gap-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300"
        >
          <History className="size-5 shrink-0 text-amber-900" aria-hidden />
          <p className="flex-1 text-amber-950">
            Une sauvegarde automatique plus récente que l'article enregistré existe (
            {formatAdminDateTime(restoreOffer.savedAt)}).
          </p>
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={restore}>
              Restaurer la sauvegarde
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                ignoreAutosave();
                setRestoreOffer(null);
              }}
            >
              Ignorer
            </Button>
          </div>
        </section>
      ) : null}

      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="min-w-0 space-y-6">
          <Panel>
            <div>
              <Label htmlFor="article-title">Titre</Label>
              <Input
                id="article-title"
                name="title"
                value={values.title}
                disabled={submitting}
                aria-invalid={errors.title || errors.slug ? true : undefined}
                aria-describedby={mergeClasses(errors.title && "article-title-error")}
                onChange={(event) => set("title", event.target.value)}
                className="text-lg"
              />
              <FieldError id="article-title-error">{errors.title}</FieldError>
            </div>
            <div className="mt-4">
              <Label htmlFor="article-slug">Slug (généré automatiquement)</Label>
              <Input
                id="article-slug"
                value={slug}
                readOnly
                aria-describedby={errors.slug ? "article-slug-error" : undefined}
                className="bg-stone-50 text-muted"
              />
              <FieldError id="article-slug-error">{errors.slug}</FieldError>
            </div>
          </Panel>

          <Panel title="Référencement (SEO)">
            <SeoFields
              title={values.title}
              slug={slug}
              excerpt={values.excerpt}
              metaTitle={values.metaTitle}
              metaDescription={values.metaDescription}
              publicUrl={publicUrl}
              onMetaTitleChange={(value) => set("metaTitle", value)}
              onMetaDescriptionChange={(value) => set("metaDescription", value)}
              errors={errors}
              disabled={submitting}
            />
          </Panel>

          <Panel title="Contenu" titleId="article-content-label">
            <div id="article-content-editor">
              <RichEditor
                value={values.content}
                onChange={(html) => set("content", html)}
                sections={sections}
                disabled={submitting}
                labelledBy="article-content-label"
                describedBy={errors.content ? "article-content-error" : undefined}
                invalid={Boolean(errors.content)}
              />
            </div>
            <FieldError id="article-content-error">{errors.content}</FieldError>
            {lastSavedAt ? (
              <p className="mt-2 text-sm text-muted" data-testid="last-autosave">
                {messages.lastSaved(formatAdminClock(lastSavedAt))}
              </p>
            ) : null}
          </Panel>
        </div>

        <div className="space-y-6">
          <Panel title="Publication">
            <div className="space-y-5">
              <div>
                <Label htmlFor="article-status">Statut</Label>
                <select
                  id="article-status"
                  name="status"
                  value={values.status}
                  disabled={submitting}
                  aria-describedby={errors.scheduledFor ? "article-scheduled-error" : undefined}
                  onChange={(event) => {
                    const status = ARTICLE_STATUS_VALUES.find((s) => s === event.target.value);
                    if (status) set("status", status);
                  }}
                  className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
                >
                  {ARTICLE_STATUS_VALUES.map((status) => (
                    <option key={status} value={status}>
                      {ARTICLE_STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              </div>
              <SchedulePicker
                value={values.scheduledFor}
                onChange={(value) => set("scheduledFor", value)}
                disabled={values.status !== "scheduled" || submitting}
                errorId={errors.scheduledFor ? "article-scheduled-error" : undefined}
              />
              <FieldError id="article-scheduled-error">{errors.scheduledFor}</FieldError>
              <div className="flex flex-wrap gap-3 pt-2">
                <Button type="submit" disabled={submitting} className="flex-1">
                  {submitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                  {isNew ? "Créer l'article" : "Mettre à jour"}
                </Button>
                <Link to="/admin/articles" className={buttonClasses("secondary")}>
                  Annuler
                </Link>
              </div>
            </div>
          </Panel>

          <Panel title={previewPanelMessages.title}>
            <PreviewPanel
              articleId={article?.id ?? null}
              links={previewLinks}
              onPreview={openPreview}
            />
          </Panel>

          <Panel title="Image à la une">
            <CoverImageField
              imageUrl={values.imageUrl}
              onImageUrlChange={(value) => set("imageUrl", value)}
              file={file}
              onFileChange={setFile}
              imageAlt={values.imageAlt}
              onImageAltChange={(value) => set("imageAlt", value)}
              errors={errors}
              onFileError={(message) =>
                setErrors((current) => ({ ...current, image: message ?? undefined }))
              }
              disabled={submitting}
            />
          </Panel>

          <Panel title="Résumé" titleId="article-excerpt-label">
            <Textarea
              id="article-excerpt"
              name="excerpt"
              rows={5}
              aria-labelledby="article-excerpt-label"
              value={values.excerpt}
              disabled={submitting}
              aria-invalid={errors.excerpt ? true : undefined}
              aria-describedby={errors.excerpt ? "article-excerpt-error" : undefined}
              onChange={(event) => set("excerpt", event.target.value)}
            />
            <FieldError id="article-excerpt-error">{errors.excerpt}</FieldError>
          </Panel>

          <Panel title="Catégories et tags">
            <Label htmlFor="article-category">Catégorie</Label>
            <select
              id="article-category"
              name="category"
              value={values.categories[0] ?? ""}
              disabled={submitting}
              aria-describedby={errors.categories ? "article-category-error" : undefined}
              onChange={(event) =>
                set("categories", event.target.value ? [Number(event.target.value)] : [])
              }
              className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
            >
              <option value="">Aucune catégorie</option>
              {taxonomy.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            <FieldError id="article-category-error">{errors.categories}</FieldError>
            <p className="mt-2 text-sm">
              <Link
                to="/admin/categories"
                className="text-sage-700 underline underline-offset-4 hover:text-sage-900"
              >
                Gérer les catégories et les tags
              </Link>
            </p>
            <div className="mt-5">
              <ChoiceList
                legend="Tags"
                options={taxonomy.tags}
                chosen={values.tags}
                onChange={(ids) => set("tags", ids)}
                empty="Aucun tag pour le moment."
                disabled={submitting}
              />
            </div>
          </Panel>
        </div>
      </form>
    </div>
  );
}

function Panel({
  title,
  titleId,
  children,
}: {
  title?: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      {title ? (
        <h2 id={titleId} className="mb-4 text-xl">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

function ChoiceList({
  legend,
  options,
  chosen,
  onChange,
  empty,
  disabled,
}: {
  legend: string;
  options: { id: number; name: string }[];
  chosen: number[];
  onChange(ids: number[]): void;
  empty: string;
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="space-y-1">
          {options.map((option) => (
            <li key={option.id}>
              <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-sand-50">
                <input
                  type="checkbox"
                  className="size-5 accent-sage-700"
                  checked={chosen.includes(option.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...chosen, option.id]
                        : chosen.filter((id) => id !== option.id),
                    )
                  }
                />
                {option.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
