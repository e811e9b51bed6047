import { describe, expect, it } from "vitest";
import { loadSitemapUrls } from "~/features/sitemaps/sitemaps.server";
import { createTestServices } from "../../../tests/support/test-services";
import { createArticle, type ArticleSaveInput } from "./admin-articles.server";
import { loadArticlePage, loadTagPage } from "./blog-pages.server";
import { createTag } from "./taxonomy.server";

const clock = new Date("2026-05-01T08:00:00Z");
const services = await createTestServices({ now: () => clock });

let counter = 0;
function input(overrides: Partial<ArticleSaveInput> = {}): ArticleSaveInput {
  counter += 1;
  return {
    title: `Article étiqueté ${counter}`,
    excerpt: "Un résumé.",
    content: "<p>Du texte.</p>",
    metaTitle: "",
    metaDescription: "Une description.",
    imageUrl: "",
    imageAlt: "",
    status: "published",
    scheduledFor: null,
    categories: [],
    tags: [],
    ...overrides,
  };
}

const back = await createTag(services, { name: "Mal de dos" });
const sleep = await createTag(services, { name: "Sommeil" });
const both = await createArticle(services, input({ tags: [sleep.id, back.id] }));
const backOnly = await createArticle(services, input({ tags: [back.id] }));
await createArticle(services, input({ status: "draft", tags: [sleep.id] }));

describe("tags on public pages", () => {
  it("show on their article, by name, each with the address of its page", async () => {
    const { value } = await loadArticlePage(services, both.slug);
    if (value.kind !== "article") throw new Error("article not found");
    expect(value.article.tags).toEqual([
      { name: "Mal de dos", slug: "mal-de-dos" },
      { name: "Sommeil", slug: "sommeil" },
    ]);
  });

  it("list a tag's public articles on its page, never a draft", async () => {
    const { value: backPage } = await loadTagPage(services, "mal-de-dos", 1);
    if (backPage.kind !== "tag") throw new Error("tag page not found");
    expect(backPage.tag).toEqual({ name: "Mal de dos", slug: "mal-de-dos" });
    expect(backPage.total).toBe(2);
    expect(backPage.articles.map((article) => article.slug).sort()).toEqual(
      [both.slug, backOnly.slug].sort(),
    );

    const { value: sleepPage } = await loadTagPage(services, "sommeil", 1);
    if (sleepPage.kind !== "tag") throw new Error("tag page not found");
    expect(sleepPage.articles.map((article) => article.slug)).toEqual([both.slug]);
  });

  it("answer an unknown tag as missing", async () => {
    expect((await loadTagPage(services, "inconnue", 1)).value).toEqual({ kind: "missing" });
  });

  it("put in the blog sitemap the tag pages holding two public articles or more", async () => {
    const { tags } = await loadSitemapUrls(services);
    expect(tags.map((entry) => new URL(entry.loc).pathname)).toEqual(["/blog/tag/mal-de-dos"]);
  });
});
