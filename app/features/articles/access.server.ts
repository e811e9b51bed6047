/**
 * The one access rule of public articles: only published articles are
 * public (docs/architecture.md, "Blog and articles"). Every public reader of the articles
 * table — blog list, article page, previous/next, related, feed, sitemaps —
 * filters with `isPublic(now)` and orders with `byPublicationDateDesc`, so a
 * draft, an archived article or a scheduled one before its time can never
 * leak.
 *
 *   db.select().from(articles).where(isPublic(services.now())).orderBy(...byPublicationDateDesc)
 */
import { and, desc, eq, lte, or, sql, type SQL } from "drizzle-orm";
import { articles } from "~/server/db/schema";

/**
 * Public at `now`: status "published", or "scheduled" whose `scheduled_for`
 * has passed (it goes public at its time even before the publishing job has
 * switched its status).
 */
export function isPublic(now: Date): SQL {
  return (
    or(
      eq(articles.status, "published"),
      and(eq(articles.status, "scheduled"), lte(articles.scheduledFor, now)),
    ) ?? sql`false`
  );
}

/**
 * When a public article was published: `published_at`, else its scheduled
 * time (a scheduled article that went public on its own), else its creation.
 */
export const publicationDate = sql<string>`coalesce(${articles.publishedAt}, ${articles.scheduledFor}, ${articles.createdAt})`;

/** The same date computed from a selected row. */
export function publicationDateOf(row: {
  publishedAt: Date | null;
  scheduledFor: Date | null;
  createdAt: Date;
}): Date {
  return row.publishedAt ?? row.scheduledFor ?? row.createdAt;
}

/** Newest first; the id breaks ties so the order (and previous/next) is stable. */
export const byPublicationDateDesc = [desc(publicationDate), desc(articles.id)] as const;
