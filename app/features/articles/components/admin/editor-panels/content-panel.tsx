import { useMemo } from "react";
import { FieldError } from "~/components/ui/input";
import { formatAdminClock } from "~/lib/admin-dates";
import { articleEditorMessages as messages } from "../../../article-form-schema";
import { contentSections } from "~/lib/rich-text/content-sections";
import { RichEditor } from "~/components/rich-text/rich-editor";
import type { ArticleForm } from "../use-article-form";
import { EditorPanel } from "./editor-panel";

/** The rich content, and when the editor's state was last autosaved. */
export function ContentPanel({ form }: { form: ArticleForm }) {
  const { values, errors, submitting, lastSavedAt } = form;
  const sections = useMemo(() => contentSections(values.content), [values.content]);
  return (
    <EditorPanel title="Contenu" titleId="article-content-label">
      <div id="article-content-editor">
        <RichEditor
          value={values.content}
          onChange={(html) => form.set("content", html)}
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
    </EditorPanel>
  );
}
