/**
 * The admin's article list: a table with
 * status badges, excerpt, reading time and actions; the sort and status
 * filter (kept in the URL, applied by the server); the pages; deletion
 * through the 'Confirmer la suppression' dialog.
 */
import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useFetcher, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { DataTable } from "~/components/ui/data-table";
import { Button, buttonClasses } from "~/components/ui/button";
import { Label } from "~/components/ui/input";
import { toast, type ToastInput } from "~/lib/toast";
import type { ArticleStatus } from "~/server/db/schema";
import { ARTICLE_STATUS_LABELS, ARTICLE_STATUS_VALUES } from "../../article-form-schema";
import { StatusBadge } from "./status-badge";

export const articleListMessages = {
  title: "Articles du blog",
  newArticle: "Nouvel article",
  refresh: "Rafraîchir la liste",
  loading: "Chargement des articles...",
  emptyTitle: "Aucun article trouvé.",
  emptyText: "Commencez par créer un nouvel article...",
  noExcerpt: "Pas d'extrait",
  scheduledFor: (date: string) => `Programmé pour ${date}`,
  confirmTitle: "Confirmer la suppression",
  confirmText: "Êtes-vous sûr de vouloir supprimer cet article? Cette action est irréversible.",
  cancel: "Annuler",
  delete: "Supprimer",
  deletedTitle: "Article supprimé",
  deletedText: "L'article a été supprimé avec succès.",
  deleteFailedTitle: "Erreur de suppression",
  deleteFailedText: "Impossible de supprimer l'article",
} as const;

const SORT_LABELS = {
  updated_desc: "Modifiés récemment",
  updated_asc: "Modifiés il y a longtemps",
  alpha_asc: "Titre, de A à Z",
  alpha_desc: "Titre, de Z à A",
} as const;

type ArticleSortValue = keyof typeof SORT_LABELS;

interface ArticleListRow {
  id: number;
  title: string;
  excerpt: string;
  status: ArticleStatus;
  /** Already formatted in French ('12 mars 2026 à 09:00'), or null. */
  scheduledFor: string | null;
  updatedAt: string;
  readTime: number | null;
}

// ---------------------------------------------------------------- filters

export function ArticleListFilters({
  sort,
  status,
}: {
  sort: ArticleSortValue;
  status: ArticleStatus | null;
}) {
  const submit = useSubmit();
  const id = useId();
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-4"
      onChange={(event) => submit(event.currentTarget)}
    >
      <div>
        <Label htmlFor={`${id}-sort`}>Trier par</Label>
        <select
          id={`${id}-sort`}
          name="sort"
          defaultValue={sort}
          className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-base"
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={`${id}-status`}>Statut</Label>
        <select
          id={`${id}-status`}
          name="status"
          defaultValue={status ?? ""}
          className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-base"
        >
          <option value="">Tous les statuts</option>
          {ARTICLE_STATUS_VALUES.map((value) => (
            <option key={value} value={value}>
              {ARTICLE_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <Button type="submit" variant="secondary">
          Appliquer
        </Button>
      </noscript>
    </Form>
  );
}

// ---------------------------------------------------------------- table

function readTimeText(minutes: number | null) {
  return minutes === null ? "?" : `${minutes} min`;
}

export function ArticleTable({ articles, busy }: { articles: ArticleListRow[]; busy: boolean }) {
  const [toDelete, setToDelete] = useState<ArticleListRow | null>(null);
  const fetcher = useFetcher<{ ok: boolean; toast: ToastInput }>();
  const shown = useRef<unknown>(null);

  useEffect(() => {
    // Confirm, delete, then toast and refresh (the
    // fetcher's action revalidates the list).
    if (fetcher.state === "idle" && fetcher.data && shown.current !== fetcher.data) {
      shown.current = fetcher.data;
      toast(fetcher.data.toast);
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <>
      <DataTable
        caption={articleListMessages.title}
        busy={busy}
        tableClassName="min-w-[44rem]"
        rows={articles}
        rowKey={(article) => article.id}
        columns={[
          {
            header: "Titre",
            className: "max-w-md",
            cell: (article) => (
              <>
                <Link
                  to={`/admin/articles/edit/${article.id}`}
                  className="text-base font-medium text-ink hover:text-sage-800 hover:underline"
                >
                  {article.title}
                </Link>
                <p className="mt-1 line-clamp-2 text-muted">
                  {article.excerpt.trim() ? (
                    article.excerpt
                  ) : (
                    <span className="italic">{articleListMessages.noExcerpt}</span>
                  )}
                </p>
              </>
            ),
          },
          {
            header: "Statut",
            cell: (article) => (
              <>
                <StatusBadge status={article.status} />
                {article.status === "scheduled" && article.scheduledFor ? (
                  <p className="mt-1.5 text-muted">
                    {articleListMessages.scheduledFor(article.scheduledFor)}
                  </p>
                ) : null}
              </>
            ),
          },
          {
            header: "Lecture",
            className: "whitespace-nowrap",
            cellClassName: () => "text-muted",
            cell: (article) => readTimeText(article.readTime),
          },
          {
            header: "Modifié le",
            className: "whitespace-nowrap",
            cellClassName: () => "text-muted",
            cell: (article) => article.updatedAt,
          },
          {
            header: "Actions",
            className: "text-right",
            cell: (article) => (
              <div className="flex justify-end gap-1">
                <Link
                  to={`/admin/articles/edit/${article.id}`}
                  className={buttonClasses("ghost", "icon")}
                  title="Modifier"
                >
                  <Pencil className="size-5" aria-hidden />
                  <span className="sr-only">Modifier « {article.title} »</span>
                </Link>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="text-red-700 hover:bg-red-50"
                  title="Supprimer"
                  onClick={() => setToDelete(article)}
                >
                  <Trash2 className="size-5" aria-hidden />
                  <span className="sr-only">Supprimer « {article.title} »</span>
                </Button>
              </div>
            ),
          },
        ]}
      />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={articleListMessages.confirmTitle}
        description={articleListMessages.confirmText}
        cancelLabel={articleListMessages.cancel}
        confirmLabel={articleListMessages.delete}
        onConfirm={() => {
          if (!toDelete) return;
          void fetcher.submit({ intent: "delete", id: String(toDelete.id) }, { method: "post" });
        }}
      >
        {toDelete ? <p className="mt-3 font-medium text-ink">« {toDelete.title} »</p> : null}
      </ConfirmDialog>
    </>
  );
}
