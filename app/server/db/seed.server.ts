import { count, inArray } from "drizzle-orm";
import { slugify } from "~/lib/slugify";
import { readingTimeMinutes } from "~/lib/reading-time";
import type { AppServices } from "~/server/context.server";
import { bumpPublicContentVersion } from "~/server/content-version.server";
import { demoArticles } from "./demo-articles";
import { articles, blogPostCategories, categories } from "./schema";

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
  const inserted = await db
    .insert(articles)
    .values(rows)
    .returning({ id: articles.id, slug: articles.slug });

  // Categories of the demo articles (link table blog_post_categories).
  const names = [...new Set(demoArticles.flatMap((article) => article.categories))];
  const slugs = names.map((name) => slugify(name));
  if (names.length) {
    await db
      .insert(categories)
      .values(names.map((name) => ({ name, slug: slugify(name) })))
      .onConflictDoNothing();
  }
  const existingCategories = slugs.length
    ? await db
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(inArray(categories.slug, slugs))
    : [];
  const categoryId = new Map(existingCategories.map((category) => [category.slug, category.id]));
  const articleId = new Map(inserted.map((row) => [row.slug, row.id]));
  const links = demoArticles.flatMap((article) =>
    article.categories.flatMap((name) => {
      const postId = articleId.get(slugify(article.title));
      const id = categoryId.get(slugify(name));
      return postId !== undefined && id !== undefined ? [{ postId, categoryId: id }] : [];
    }),
  );
  if (links.length) await db.insert(blogPostCategories).values(links);
  await bumpPublicContentVersion({ db });
  return rows.length;
}
