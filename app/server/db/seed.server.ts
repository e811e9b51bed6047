import { count } from "drizzle-orm";
import { slugify } from "~/lib/slugify";
import { readingTimeMinutes } from "~/lib/reading-time";
import type { AppServices } from "~/server/context.server";
import { demoArticles } from "./demo-articles";
import { articles } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the demo articles into an empty database; returns how many were added. */
export async function seedDemoContent({ db, now }: Pick<AppServices, "db" | "now">) {
  const [existing] = await db.select({ n: count() }).from(articles);
  if ((existing?.n ?? 0) > 0) return 0;
  const seededAt = now().getTime();
  const rows = demoArticles.map((article) => {
    const publishedAt =
      article.publishedDaysAgo === undefined
        ? null
        : new Date(seededAt - article.publishedDaysAgo * DAY_MS);
    const scheduledFor =
      article.scheduledInDays === undefined
        ? null
        : new Date(seededAt + article.scheduledInDays * DAY_MS);
    const updatedAt = publishedAt ?? new Date(seededAt);
    return {
      title: article.title,
      slug: slugify(article.title),
      excerpt: article.excerpt,
      content: article.content,
      imageUrl: article.imageUrl,
      imageAlt: article.imageAlt,
      metaTitle: article.metaTitle,
      metaDescription: article.metaDescription,
      status: article.status,
      publishedAt,
      scheduledFor,
      readTime: readingTimeMinutes(article.content),
      createdAt: updatedAt,
      updatedAt,
    };
  });
  await db.insert(articles).values(rows);
  return rows.length;
}
