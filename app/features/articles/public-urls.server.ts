/**
 * The public addresses of the articles: what the sitemaps list, what
 * IndexNow is told and what the maintenance checks. Only what the access
 * rule lets through (access.server.ts).
 */
import type { AppServices } from "~/server/context.server";
import { articles } from "~/server/db/schema";
import { byPublicationDateDesc, isPublic, publicationDateOf } from "./access.server";

/** The address of an article page. */
export function articlePath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

interface PublicArticleUrl {
  slug: string;
  title: string;
  imageUrl: string | null;
  /** The later of its last update and its publication. */
  lastmod: Date;
}

/** Every public article, newest first, with what the sitemaps and the checks need. */
export async function listPublicArticleUrls({
  db,
  now,
}: Pick<AppServices, "db" | "now">): Promise<PublicArticleUrl[]> {
  const rows = await db
    .select({
      slug: articles.slug,
      title: articles.title,
      imageUrl: articles.imageUrl,
      updatedAt: articles.updatedAt,
      publishedAt: articles.publishedAt,
      scheduledFor: articles.scheduledFor,
      createdAt: articles.createdAt,
    })
    .from(articles)
    .where(isPublic(now()))
    .orderBy(...byPublicationDateDesc);
  return rows.map((row) => {
    const published = publicationDateOf(row);
    return {
      slug: row.slug,
      title: row.title,
      imageUrl: row.imageUrl,
      lastmod: row.updatedAt > published ? row.updatedAt : published,
    };
  });
}

/** The address of a blog tag page. */
export function tagPath(slug: string): string {
  return `/blog/tag/${encodeURIComponent(slug)}`;
}

/** The address of a blog category page. */
export function categoryPath(slug: string): string {
  return `/blog/categorie/${encodeURIComponent(slug)}`;
}
