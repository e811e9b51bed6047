import type { ArticleStatus } from "./article-statuses";

/** An article's texts, cover and status: what is saved from the editor and what is seeded. */
export interface ArticleFields {
  title: string;
  excerpt: string;
  /** The body, in the editor's HTML. */
  content: string;
  metaTitle: string;
  metaDescription: string;
  /** An uploaded file's name, a site path or an http(s) URL; "" for none. */
  imageUrl: string;
  imageAlt: string;
  status: ArticleStatus;
}
