import { CoverImageField } from "../cover-image-field";
import type { ArticleForm } from "../use-article-form";
import { EditorPanel } from "./editor-panel";

export function CoverPanel({ form }: { form: ArticleForm }) {
  const { values, errors, submitting } = form;
  return (
    <EditorPanel title="Image à la une">
      <CoverImageField
        imageUrl={values.imageUrl}
        onImageUrlChange={(value) => form.set("imageUrl", value)}
        imageAlt={values.imageAlt}
        onImageAltChange={(value) => form.set("imageAlt", value)}
        errors={errors}
        disabled={submitting}
      />
    </EditorPanel>
  );
}
