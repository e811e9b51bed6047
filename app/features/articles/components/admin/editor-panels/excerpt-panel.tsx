import { FieldError, Textarea } from "~/components/ui/input";
import type { ArticleForm } from "../use-article-form";
import { EditorPanel } from "./editor-panel";

/** The excerpt, named by its panel's heading (so not the shared <Field>, whose label would repeat it). */
export function ExcerptPanel({ form }: { form: ArticleForm }) {
  const { values, errors, submitting } = form;
  return (
    <EditorPanel title="Résumé" titleId="article-excerpt-label">
      <Textarea
        id="article-excerpt"
        name="excerpt"
        rows={5}
        aria-labelledby="article-excerpt-label"
        value={values.excerpt}
        disabled={submitting}
        aria-invalid={errors.excerpt ? true : undefined}
        aria-describedby={errors.excerpt ? "article-excerpt-error" : undefined}
        onChange={(event) => form.set("excerpt", event.target.value)}
      />
      <FieldError id="article-excerpt-error">{errors.excerpt}</FieldError>
    </EditorPanel>
  );
}
