import { describe, expect, it } from "vitest";
import { pageWindow, paginationState } from "./pagination-state";

/** The window as the list shows it: 1-based numbers and "…". */
const shown = (current: number, total: number) =>
  pageWindow(current, total).map((item) => (item.kind === "page" ? item.page + 1 : "…"));

describe("pageWindow", () => {
  it("shows every page when there are at most 3", () => {
    expect(shown(0, 1)).toEqual([1]);
    expect(shown(1, 3)).toEqual([1, 2, 3]);
  });

  it("shows 3 pages around the current one, the first and last, and ellipses for gaps", () => {
    expect(shown(4, 10)).toEqual([1, "…", 4, 5, 6, "…", 10]);
  });

  it("keeps the window 3 wide at the start and at the end", () => {
    expect(shown(0, 10)).toEqual([1, 2, 3, "…", 10]);
    expect(shown(9, 10)).toEqual([1, "…", 8, 9, 10]);
  });

  it("puts no ellipsis where no page is skipped", () => {
    expect(shown(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(shown(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it("gives nothing for an empty list", () => {
    expect(shown(0, 0)).toEqual([]);
  });
});

describe("paginationState", () => {
  it("counts pages of 10 and says whether there is a page before and after", () => {
    expect(paginationState(1, 25)).toEqual({
      currentPage: 1,
      totalPages: 3,
      articlesPerPage: 10,
      hasNextPage: true,
      hasPreviousPage: true,
      totalArticles: 25,
    });
  });

  it("brings a page past the end back to the last page, and an empty list to page 0", () => {
    expect(paginationState(7, 25).currentPage).toBe(2);
    expect(paginationState(3, 0)).toMatchObject({
      currentPage: 0,
      totalPages: 1,
      hasNextPage: false,
    });
  });
});
