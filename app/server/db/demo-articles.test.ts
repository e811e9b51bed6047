import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { slugify } from "~/lib/slugify";
import { DEMO_CATEGORIES, demoArticles } from "./demo-articles";

const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("the demo articles", () => {
  it("fill more than two pages of the blog with published articles", () => {
    const published = demoArticles.filter((article) => article.status === "published");
    expect(published.length).toBeGreaterThan(12);
  });

  it("show every other status exactly once", () => {
    for (const status of ["draft", "scheduled", "archived"] as const) {
      expect(demoArticles.filter((article) => article.status === status)).toHaveLength(1);
    }
  });

  it("spread their publication dates over several months", () => {
    const days = demoArticles.flatMap((article) =>
      article.status === "published" && article.publishedDaysAgo !== undefined
        ? [article.publishedDaysAgo]
        : [],
    );
    expect(new Set(days).size).toBe(days.length);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(120);
  });

  it("schedule the scheduled article in the future", () => {
    const scheduled = demoArticles.find((article) => article.status === "scheduled");
    expect(scheduled?.scheduledInDays).toBeGreaterThan(0);
  });

  it.each(demoArticles.map((article) => [article.title, article] as const))(
    "« %s » passes the editor's rules and is a real article",
    (_title, article) => {
      // Title 5 to 60, meta title ≤ 60, meta description 1 to 160, excerpt and content required.
      expect(article.title.trim().length).toBeGreaterThanOrEqual(5);
      expect(article.title.trim().length).toBeLessThanOrEqual(60);
      expect(article.metaTitle.length).toBeLessThanOrEqual(60);
      expect(article.metaDescription.length).toBeGreaterThan(0);
      expect(article.metaDescription.length).toBeLessThanOrEqual(160);
      expect(article.excerpt.trim()).not.toBe("");
      expect(words(article.content)).toBeGreaterThanOrEqual(300);
      expect(words(article.content)).toBeLessThanOrEqual(700);
      expect(article.content).toMatch(/<h2>/);
      expect(Object.keys(DEMO_CATEGORIES)).toContain(article.category);
      expect(fs.existsSync(path.join("public", article.imageUrl))).toBe(true);
    },
  );

  it("have distinct slugs", () => {
    const slugs = demoArticles.map((article) => slugify(article.title));
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
