/**
 * The article editor page: the title and its slug, SEO, the rich content;
 * beside them publication (status, scheduling, save), preview links, the
 * cover image, the excerpt, the category and tags. The state, autosave and
 * checks live in useArticleForm; each panel shows one part of it.
 */
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { EditorActionData, EditorArticle, TaxonomyOptions } from "./article-editor-types";
import { AutosaveRestoreOffer } from "./editor-panels/autosave-restore-offer";
import { ContentPanel } from "./editor-panels/content-panel";
import { CoverPanel } from "./editor-panels/cover-panel";
import { EditorPanel } from "./editor-panels/editor-panel";
import { ExcerptPanel } from "./editor-panels/excerpt-panel";
import { PublicationPanel } from "./editor-panels/publication-panel";
import { SeoPanel } from "./editor-panels/seo-panel";
import { TaxonomyPanel } from "./editor-panels/taxonomy-panel";
import { TitlePanel } from "./editor-panels/title-panel";
import { PreviewPanel, previewPanelMessages, type SharedLink } from "./preview-panel";
import { useArticleForm } from "./use-article-form";

interface ArticleEditorProps {
  article: EditorArticle | null;
  taxonomy: TaxonomyOptions;
  autosaveIntervalMs: number;
  publicUrl: string;
  /** The saved article's working shared preview links. */
  previewLinks: SharedLink[];
  actionData: EditorActionData | undefined;
}

export function ArticleEditor({
  article,
  taxonomy,
  autosaveIntervalMs,
  publicUrl,
  previewLinks,
  actionData,
}: ArticleEditorProps) {
  const form = useArticleForm({ article, autosaveIntervalMs, actionData });
  return (
    <div className="mx-auto max-w-7xl">
      <Link
        to="/admin/articles"
        className="inline-flex items-center gap-2 text-sm text-sage-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Retour à la liste des articles
      </Link>
      <h1 className="mt-4 text-3xl">
        {form.isNew ? "Créer un nouvel article" : "Modifier un article"}
      </h1>

      {form.restoreOffer ? (
        <AutosaveRestoreOffer
          savedAt={form.restoreOffer.savedAt}
          onRestore={form.restoreAutosave}
          onIgnore={form.dismissAutosave}
        />
      ) : null}

      <form
        noValidate
        onSubmit={form.onSubmit}
        className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="min-w-0 space-y-6">
          <TitlePanel form={form} />
          <SeoPanel form={form} publicUrl={publicUrl} />
          <ContentPanel form={form} />
        </div>
        <div className="space-y-6">
          <PublicationPanel form={form} />
          <EditorPanel title={previewPanelMessages.title}>
            <PreviewPanel
              articleId={article?.id ?? null}
              links={previewLinks}
              onPreview={form.openPreview}
            />
          </EditorPanel>
          <CoverPanel form={form} />
          <ExcerptPanel form={form} />
          <TaxonomyPanel form={form} taxonomy={taxonomy} />
        </div>
      </form>
    </div>
  );
}
