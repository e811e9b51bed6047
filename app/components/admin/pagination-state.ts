/**
 * The article list's pages: 10 per page, pages
 * 0-based, a window of 3 page numbers plus the first and last pages, with
 * ellipses for the gaps. Safe for the browser.
 */

export const ADMIN_ARTICLES_PER_PAGE = 10;
const PAGE_WINDOW = 3;

export interface PaginationState {
  currentPage: number;
  totalPages: number;
  articlesPerPage: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalArticles: number;
}

export function paginationState(
  requestedPage: number,
  totalArticles: number,
  articlesPerPage = ADMIN_ARTICLES_PER_PAGE,
): PaginationState {
  const totalPages = Math.max(1, Math.ceil(totalArticles / articlesPerPage));
  const currentPage = Math.min(Math.max(0, Math.floor(requestedPage)), totalPages - 1);
  return {
    currentPage,
    totalPages,
    articlesPerPage,
    hasNextPage: currentPage < totalPages - 1,
    hasPreviousPage: currentPage > 0,
    totalArticles,
  };
}

type PageItem = { kind: "page"; page: number } | { kind: "ellipsis"; key: string };

/**
 * The page buttons to show: e.g. for page 5 of 10 (0-based 4):
 * 0 … 3 4 5 … 9. The window of 3 keeps its width at either end.
 */
export function pageWindow(currentPage: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const size = Math.min(PAGE_WINDOW, totalPages);
  let start = Math.max(0, currentPage - Math.floor(size / 2));
  start = Math.min(start, totalPages - size);
  const end = start + size - 1;
  const items: PageItem[] = [];
  if (start > 0) {
    items.push({ kind: "page", page: 0 });
    if (start > 1) items.push({ kind: "ellipsis", key: "start" });
  }
  for (let page = start; page <= end; page++) items.push({ kind: "page", page });
  if (end < totalPages - 1) {
    if (end < totalPages - 2) items.push({ kind: "ellipsis", key: "end" });
    items.push({ kind: "page", page: totalPages - 1 });
  }
  return items;
}
