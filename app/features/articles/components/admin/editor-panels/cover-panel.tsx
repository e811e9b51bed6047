import { CoverImageField } from "../cover-image-field";
import type { ArticleForm } from "../use-article-form";
import { EditorPanel } from "./editor-panel";

export function CoverPanel({ form }: { form: ArticleForm }) {
  const { values, errors, file, submitting } = form;
  return (
    <EditorPanel title="Image à la une">
      <CoverImageField
        imageUrl={values.imageUrl}
        onImageUrlChange={(value) => form.set("imageUrl", value)}
        file={file}
        onFileChange={form.setFile}
        imageAlt={values.imageAlt}
        onImageAltChange={(value) => form.set("imageAlt", value)}
        errors={errors}
        onFileError={form.setFileError}
        disabled={submitting}
      />
    </EditorPanel>
  );
}
