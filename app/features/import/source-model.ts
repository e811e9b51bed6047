/**
 * What every reader (WordPress export, the old site's database) gives the
 * import: one normalised model, so analysis and writing know no source.
 */

/** A status as the source names it; mapped to ours by `targetStatusOf` (import-plan.server.ts). */
export type SourceStatus =
  | "publish"
  | "draft"
  | "pending"
  | "private"
  | "future"
  | "trash"
  | "published"
  | "scheduled"
  | "archived";

export interface SourceImage {
  url: string;
  alt: string;
}

export interface SourceArticle {
  /** The source's own id (WordPress post id, old site's row id): what a second import matches on. */
  sourceId: string;
  kind: "post" | "page";
  title: string;
  /** The source's slug, already decoded; may be empty (WordPress drafts). */
  slug: string;
  excerpt: string;
  /** HTML as the source stores it (shortcodes, block comments…). */
  content: string;
  status: SourceStatus;
  /** Password-protected on the source: never made public here. */
  passwordProtected: boolean;
  /** Publication date (or due date when scheduled), if the source has one. */
  date: Date | null;
  metaTitle: string;
  metaDescription: string;
  cover: SourceImage | null;
  /** Slugs of its categories and tags (see ImportSource.categories / tags). */
  categories: string[];
  tags: string[];
  /** Addresses it answered at on the old site (paths, optionally `/?p=…`), besides /blog/{slug}. */
  oldPaths: string[];
  /** Comments it had (counted, never imported). */
  comments: number;
}

export interface SourceTerm {
  name: string;
  slug: string;
}

/** Things of the source that are not imported, counted for the report. */
export interface SourceLeftOut {
  menuItems: number;
  comments: number;
  authors: number;
  attachments: number;
  /** Other kinds of entries (auto-drafts, reusable blocks, custom types), by reason. */
  other: Record<string, number>;
}

export interface ImportSource {
  kind: "wordpress" | "old-site";
  /** The old site's address (WordPress `base_site_url`): links to it are rewritten. */
  siteUrl: string | null;
  articles: SourceArticle[];
  categories: SourceTerm[];
  tags: SourceTerm[];
  /** Images a `[gallery]` can show: attachment id → image, and the attachments of each post. */
  attachments: Map<string, SourceImage & { parentId: string }>;
  leftOut: SourceLeftOut;
  /** True when the old site had a feed at /feed/ (WordPress). */
  hadFeed: boolean;
}

export function emptyLeftOut(): SourceLeftOut {
  return { menuItems: 0, comments: 0, authors: 0, attachments: 0, other: {} };
}
