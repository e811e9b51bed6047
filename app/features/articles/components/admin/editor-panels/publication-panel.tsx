import { Loader2 } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { FieldError, Label } from "~/components/ui/input";
import { ARTICLE_STATUS_LABELS, ARTICLE_STATUS_VALUES } from "../../../article-form-schema";
import { SchedulePicker } from "../schedule-picker";
import type { ArticleForm } from "../use-article-form";
import { EditorPanel } from "./editor-panel";

/** The status, the publication date of a scheduled article, and the save button. */
export function PublicationPanel({ form }: { form: ArticleForm }) {
  const { values, errors, submitting, isNew } = form;
  return (
    <EditorPanel title="Publication">
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
              if (status) form.set("status", status);
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
          onChange={(value) => form.set("scheduledFor", value)}
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
    </EditorPanel>
  );
}
