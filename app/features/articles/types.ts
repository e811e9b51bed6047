/** The public shape of an article. Safe for the browser. */
import type { ArticleStatus } from "~/server/db/schema";

export interface ArticleCategory {
  name: string;
  slug: string;
}

/** A tag as an article shows it, linking to its page /blog/tag/{slug}. */
export type ArticleTag = ArticleCategory;

/** A tag with public articles (the sitemap). */
export interface PublicTag extends ArticleTag {
  articleCount: number;
  /** The latest change among its public articles, ISO 8601. */
  lastmodIso: string;
}

/** A category with public articles (the blog's category links, the sitemap). */
export interface PublicCategory extends ArticleCategory {
  articleCount: number;
  /** The latest change among its public articles and itself, ISO 8601. */
  lastmodIso: string;
}

/** What a card, a previous/next link or a related article needs. */
export interface PublicArticleSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** Publication date in French, e.g. "3 mars 2026" (Europe/Paris). */
  date: string;
  /** Publication instant, ISO 8601 (for <time dateTime> and structured data). */
  publishedIso: string;
  /** Resolved image address (see image-url.ts); never empty. */
  imageUrl: string;
  imageAlt: string;
  categories: ArticleCategory[];
}

interface ArticleAuthor {
  name: string;
  title: string;
}

export interface PublicArticle extends PublicArticleSummary {
  /** Stored content (HTML or a JSON-encoded string of HTML), not yet sanitised. */
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  updatedIso: string;
  readTime: number | null;
  author: ArticleAuthor;
  tags: ArticleTag[];
}

/** The article as its page shows it (the content comes rendered, apart). */
export type ArticleView = Omit<PublicArticle, "content">;

/** What the article page shows: the article, its rendered content and its neighbours. */
export interface ArticlePageContent {
  article: ArticleView;
  /** Sanitised content with heading anchors (lib/rich-text/sanitize-rich-text.server.ts). */
  contentHtml: string;
  isEmpty: boolean;
  previous: PublicArticleSummary | null;
  next: PublicArticleSummary | null;
  related: PublicArticleSummary[];
}

/** One stretch of a field's diff between an article version and the current one. */
interface DiffPart {
  value: string;
  /** "added": only in the current version; "removed": only in the older one. */
  change: "added" | "removed" | null;
}

/** One field of a version compared with the current article (the history's diff). */
export interface FieldDiff {
  label: string;
  changed: boolean;
  parts: DiffPart[];
}

/** One saved version of an article, as the history lists it. */
export interface VersionSummary {
  id: number;
  title: string;
  status: ArticleStatus;
  authorName: string;
  restoredFrom: number | null;
  /** ISO 8601. */
  createdAt: string;
}
