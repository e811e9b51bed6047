/**
 * The statuses an article can have: the database column's list, and the
 * admin's status select and filter. Safe for the browser (no drizzle import),
 * so the forms read it without pulling the schema into the bundle.
 */
export const ARTICLE_STATUSES = ["draft", "published", "scheduled", "archived"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
