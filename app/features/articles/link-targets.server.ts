/**
 * The articles and categories as menu entries see them (app/features/menus):
 * each article's title, current slug and whether the access rule lets it
 * through now.
 */
import { asc, sql } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { articles, categories } from "~/server/db/schema";
import { isPublic } from "./access.server";

export interface ArticleLinkTarget {
  id: number;
  title: string;
  slug: string;
  isPublic: boolean;
}

/** Every article, published or not, by title. */
export async function listArticleLinkTargets({
  db,
  now,
}: Pick<AppServices, "db" | "now">): Promise<ArticleLinkTarget[]> {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      isPublic: sql<boolean>`coalesce(${isPublic(now())}, false)`.mapWith(Boolean),
    })
    .from(articles)
    .orderBy(asc(articles.title), asc(articles.id));
}

/** Every category, by name: what a menu entry may link to (no counts, no tags). */
export async function listCategoryLinkTargets({
  db,
}: Pick<AppServices, "db">): Promise<{ id: number; slug: string; name: string }[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));
}
