/**
 * The articles as menu entries see them (app/features/menus): each one's
 * title, current slug and whether the access rule lets it through now.
 */
import { asc, sql } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { articles } from "~/server/db/schema";
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
