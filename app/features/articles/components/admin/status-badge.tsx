import { mergeClasses } from "~/lib/merge-classes";
import type { ArticleStatus } from "~/server/db/schema";
import { ARTICLE_STATUS_LABELS } from "../../article-form-schema";

const STATUS_CLASSES: Record<ArticleStatus, string> = {
  draft: "bg-sand-100 text-ink ring-sand-300",
  published: "bg-sage-100 text-sage-900 ring-sage-300",
  scheduled: "bg-amber-50 text-amber-900 ring-amber-300",
  archived: "bg-stone-100 text-stone-700 ring-stone-300",
};

/** Brouillon, Publié, Programmé, Archivé. */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <span
      className={mergeClasses(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset",
        STATUS_CLASSES[status],
      )}
    >
      {ARTICLE_STATUS_LABELS[status]}
    </span>
  );
}
