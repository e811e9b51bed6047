/**
 * Scheduled articles go out on their own: a job checks every minute, and once at start-up
 * so that articles due while the server was down go out when it comes back.
 * With several processes, a database lock lets one of them run it, and the
 * single conditional UPDATE would not publish an article twice anyway.
 */
import { and, eq, lte, sql } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { changePublicContent } from "~/server/content-version.server";
import { articles } from "~/server/db/schema";
import { withJobLock } from "~/server/job-lock.server";
import type { Job } from "~/server/jobs.server";
import { notifyArticlesChanged } from "./article-events.server";

const PUBLISH_JOB_NAME = "publication-articles-programmes";
/** Longer than one run can take, shorter than the minute between runs. */
const LOCK_TTL_MS = 50_000;

/**
 * Publishes every scheduled article whose time has come: status
 * "published", publication date = its scheduled time.
 */
export async function publishDueArticles(
  services: AppServices,
): Promise<{ id: number; slug: string }[]> {
  const now = services.now();
  const due = and(eq(articles.status, "scheduled"), lte(articles.scheduledFor, now));
  // Most minutes have nothing due: no transaction, no new content version.
  const [any] = await services.db.select({ id: articles.id }).from(articles).where(due).limit(1);
  if (!any) return [];
  const published = await changePublicContent(services, (tx) =>
    tx
      .update(articles)
      .set({ status: "published", publishedAt: sql`${articles.scheduledFor}`, updatedAt: now })
      .where(due)
      .returning({ id: articles.id, slug: articles.slug }),
  );
  if (published.length > 0) {
    await notifyArticlesChanged(services, {
      kind: "published",
      articles: published,
      removedSlugs: [],
      publicChanged: true,
    });
  }
  return published;
}

/** The job's run: only the process holding the lock publishes. */
export async function runScheduledPublication(services: AppServices) {
  return withJobLock(
    services.db,
    PUBLISH_JOB_NAME,
    LOCK_TTL_MS,
    () => publishDueArticles(services),
    services.now,
  );
}

export const articleJobs: Job[] = [
  {
    name: PUBLISH_JOB_NAME,
    schedule: "* * * * *",
    runAtStart: true,
    run: runScheduledPublication,
  },
];
