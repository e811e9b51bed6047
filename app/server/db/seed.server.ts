import { count } from "drizzle-orm";
import { slugify } from "~/lib/slugify";
import { readingTimeMinutes } from "~/lib/reading-time";
import type { AppServices } from "~/server/context.server";
import { bumpPublicContentVersion } from "~/server/content-version.server";
import { DEMO_CATEGORIES, demoArticles } from "./demo-articles";
import { articles, articleVersions, blogPostCategories, categories } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shown as the author of the seeded versions in the history. */
export const DEMO_VERSION_AUTHOR = "Contenu de démonstration";

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

  // The demo categories (one per article, link table blog_post_categories).
  const categoryRows = await db
    .insert(categories)
    .values(
      Object.entries(DEMO_CATEGORIES).map(([name, description]) => ({
        name,
        slug: slugify(name),
        description,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: categories.id, name: categories.name });
  const categoryId = new Map(categoryRows.map((category) => [category.name, category.id]));
  const articleId = new Map(inserted.map((row) => [row.slug, row.id]));
  const links = demoArticles.flatMap((article) => {
    const postId = articleId.get(slugify(article.title));
    const id = categoryId.get(article.category);
    return postId !== undefined && id !== undefined ? [{ postId, categoryId: id }] : [];
  });
  if (links.length) await db.insert(blogPostCategories).values(links);

  // Each demo article starts its history with the version it was seeded as.
  await db.insert(articleVersions).values(
    rows.flatMap((row) => {
      const id = articleId.get(row.slug);
      return id === undefined
        ? []
        : [
            {
              articleId: id,
              title: row.title,
              excerpt: row.excerpt,
              content: row.content,
              metaTitle: row.metaTitle,
              metaDescription: row.metaDescription,
              imageUrl: row.imageUrl,
              imageAlt: row.imageAlt,
              status: row.status,
              scheduledFor: row.scheduledFor,
              authorName: DEMO_VERSION_AUTHOR,
              createdAt: row.updatedAt,
            },
          ];
    }),
  );
  await bumpPublicContentVersion({ db });
  return rows.length;
}
