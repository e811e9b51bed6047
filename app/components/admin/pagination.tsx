/** The page links under an admin list: previous, a window of page numbers, next. */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { mergeClasses } from "~/lib/merge-classes";
import { pageWindow, type PaginationState } from "./pagination-state";

export function AdminPagination({
  pagination,
  hrefFor,
}: {
  pagination: PaginationState;
  /** The list's address for a 0-based page (other parameters kept). */
  hrefFor: (page: number) => string;
}) {
  const { currentPage, totalPages, hasPreviousPage, hasNextPage } = pagination;
  if (totalPages <= 1) return null;
  const item = "flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm";
  return (
    <nav
      aria-label="Pages de la liste"
      className="flex flex-wrap items-center justify-center gap-1"
    >
      {hasPreviousPage ? (
        <Link
          to={hrefFor(currentPage - 1)}
          className={mergeClasses(item, "gap-1 text-sage-800 hover:bg-sage-50")}
        >
          <ChevronLeft className="size-4" aria-hidden />
          Précédent
        </Link>
      ) : null}
      <ul className="flex items-center gap-1">
        {pageWindow(currentPage, totalPages).map((entry) =>
          entry.kind === "ellipsis" ? (
            <li key={entry.key} aria-hidden className={mergeClasses(item, "text-muted")}>
              …
            </li>
          ) : (
            <li key={entry.page}>
              <Link
                to={hrefFor(entry.page)}
                aria-current={entry.page === currentPage ? "page" : undefined}
                aria-label={`Page ${entry.page + 1}`}
                className={mergeClasses(
                  item,
                  entry.page === currentPage
                    ? "bg-sage-700 font-semibold text-white"
                    : "text-sage-800 hover:bg-sage-50",
                )}
              >
                {entry.page + 1}
              </Link>
            </li>
          ),
        )}
      </ul>
      {hasNextPage ? (
        <Link
          to={hrefFor(currentPage + 1)}
          className={mergeClasses(item, "gap-1 text-sage-800 hover:bg-sage-50")}
        >
          Suivant
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}
