import { FieldError, Input, Label } from "~/components/ui/input";
import { mergeClasses } from "~/lib/merge-classes";
import type { ArticleForm } from "../use-article-form";
import { EditorPanel } from "./editor-panel";

/**
 * The title and the address it gives. Not the shared <Field>: the title is
 * also marked invalid when its slug is refused, whose error shows under the slug.
 */
export function TitlePanel({ form }: { form: ArticleForm }) {
  const { values, errors, slug, submitting } = form;
  return (
    <EditorPanel>
      <div>
        <Label htmlFor="article-title">Titre</Label>
        <Input
          id="article-title"
          name="title"
          value={values.title}
          disabled={submitting}
          aria-invalid={errors.title || errors.slug ? true : undefined}
          aria-describedby={mergeClasses(errors.title && "article-title-error")}
          onChange={(event) => form.set("title", event.target.value)}
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
    </EditorPanel>
  );
}
