import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestServices } from "../../../tests/support/test-services";
import { DEMO_CATEGORIES, demoArticles } from "./demo-articles";
import { articles, articleVersions, blogPostCategories, categories } from "./schema";
import { DEMO_VERSION_AUTHOR, seedDemoContent } from "./seed.server";

describe("seedDemoContent", async () => {
  const services = await createTestServices();

  it("fills an empty database with the demo articles, once", async () => {
    expect(await seedDemoContent(services)).toBe(demoArticles.length);
    expect(await seedDemoContent(services)).toBe(0);
    const rows = await services.db.select().from(articles);
    expect(rows).toHaveLength(demoArticles.length);
  });

  it("files the demo articles under their categories", async () => {
    const links = await services.db
      .select({ title: articles.title, category: categories.name })
      .from(blogPostCategories)
      .innerJoin(articles, eq(articles.id, blogPostCategories.postId))
      .innerJoin(categories, eq(categories.id, blogPostCategories.categoryId));
    const expected = demoArticles.map((article) => ({
      title: article.title,
      category: article.category,
    }));
    expect(links).toHaveLength(expected.length);
    expect(links).toEqual(expect.arrayContaining(expected));
  });

  it("describes each demo category and starts each article's history with its seeded version", async () => {
    const rows = await services.db.select().from(categories);
    expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(DEMO_CATEGORIES).sort());
    for (const row of rows) expect(row.description).not.toBe("");
    const versions = await services.db
      .select({ title: articleVersions.title, author: articleVersions.authorName })
      .from(articleVersions);
    expect(versions.map((version) => version.title).sort()).toEqual(
      demoArticles.map((article) => article.title).sort(),
    );
    expect(new Set(versions.map((version) => version.author))).toEqual(
      new Set([DEMO_VERSION_AUTHOR]),
    );
  });

  it("gives published demo articles a publication date and a reading time", async () => {
    const published = await services.db
      .select()
      .from(articles)
      .where(eq(articles.status, "published"));
    expect(published.length).toBeGreaterThan(0);
    for (const row of published) {
      expect(row.publishedAt).toBeInstanceOf(Date);
      expect(row.readTime).toBeGreaterThanOrEqual(1);
      expect(row.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
