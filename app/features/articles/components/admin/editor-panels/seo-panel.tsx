import { SeoFields } from "../seo-fields";
import type { ArticleForm } from "../use-article-form";
import { EditorPanel } from "./editor-panel";

export function SeoPanel({ form, publicUrl }: { form: ArticleForm; publicUrl: string }) {
  const { values, errors, slug, submitting } = form;
  return (
    <EditorPanel title="Référencement (SEO)">
      <SeoFields
        title={values.title}
        slug={slug}
        excerpt={values.excerpt}
        metaTitle={values.metaTitle}
        metaDescription={values.metaDescription}
        publicUrl={publicUrl}
        onMetaTitleChange={(value) => form.set("metaTitle", value)}
        onMetaDescriptionChange={(value) => form.set("metaDescription", value)}
        errors={errors}
        disabled={submitting}
      />
    </EditorPanel>
  );
}
