import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestServices } from "../../../tests/support/test-services";
import {
  articleSlugRedirects,
  articles,
  blogPostCategories,
  categories,
  type ArticleStatus,
} from "~/server/db/schema";
import {
  findNeighbourArticles,
  findPublicArticle,
  findRenamedSlug,
  listPublicArticles,
  listPublicArticlesWithContent,
  listRelatedArticles,
} from "./public-articles.server";

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date("2026-03-15T10:00:00Z");
const daysFromT0 = (days: number) => new Date(T0.getTime() + days * DAY);

let clock = T0;
const services = await createTestServices({ now: () => clock });

interface Seed {
  slug: string;
  status: ArticleStatus;
  publishedAt?: Date;
  scheduledFor?: Date;
}

async function insert(seed: Seed) {
  const [row] = await services.db
    .insert(articles)
    .values({
      title: `Article ${seed.slug}`,
      slug: seed.slug,
      excerpt: `Résumé de ${seed.slug}`,
      content: "<p>Texte</p>",
      status: seed.status,
      publishedAt: seed.publishedAt ?? null,
      scheduledFor: seed.scheduledFor ?? null,
      createdAt: daysFromT0(-100),
    })
    .returning({ id: articles.id });
  if (!row) throw new Error("insert failed");
  return row.id;
}

const slugs = (list: { slug: string }[]) => list.map((article) => article.slug);

describe("the published-only rule", () => {
  beforeAll(async () => {
    await insert({ slug: "publie-ancien", status: "published", publishedAt: daysFromT0(-30) });
    await insert({ slug: "brouillon", status: "draft" });
    await insert({ slug: "archive", status: "archived", publishedAt: daysFromT0(-20) });
    await insert({ slug: "programme-passe", status: "scheduled", scheduledFor: daysFromT0(-10) });
    await insert({ slug: "programme-futur", status: "scheduled", scheduledFor: daysFromT0(2) });
    await insert({ slug: "publie-recent", status: "published", publishedAt: daysFromT0(-1) });
    const draftId = await insert({ slug: "brouillon-renomme", status: "draft" });
    const publicId = await insert({
      slug: "nouveau-nom",
      status: "published",
      publishedAt: daysFromT0(-40),
    });
    await services.db.insert(articleSlugRedirects).values([
      { oldSlug: "ancien-nom", articleId: publicId },
      { oldSlug: "ancien-brouillon", articleId: draftId },
    ]);
    clock = T0;
  });

  it("lists published articles and scheduled ones whose time has passed, newest first", async () => {
    const { articles: list, total } = await listPublicArticles(services, { limit: 10 });
    expect(slugs(list)).toEqual([
      "publie-recent",
      "programme-passe",
      "publie-ancien",
      "nouveau-nom",
    ]);
    expect(total).toBe(4);
  });

  it("shows a published article's page", async () => {
    expect((await findPublicArticle(services, "publie-ancien"))?.title).toBe(
      "Article publie-ancien",
    );
  });

  it.each(["brouillon", "archive", "programme-futur", "inconnu"])(
    "has no page for the %s article",
    async (slug) => {
      expect(await findPublicArticle(services, slug)).toBeNull();
    },
  );

  it("shows a scheduled article once its time has passed, dated at that time", async () => {
    const article = await findPublicArticle(services, "programme-passe");
    expect(article?.publishedIso).toBe(daysFromT0(-10).toISOString());
  });

  it("makes a scheduled article public at its time, without any other change", async () => {
    clock = new Date(daysFromT0(2).getTime() - 1000);
    expect(await findPublicArticle(services, "programme-futur")).toBeNull();
    clock = daysFromT0(2);
    expect(await findPublicArticle(services, "programme-futur")).not.toBeNull();
    const { articles: list } = await listPublicArticles(services, { limit: 1 });
    expect(slugs(list)).toEqual(["programme-futur"]);
    clock = T0;
  });

  it("keeps drafts, archived and future articles out of the feed", async () => {
    const feed = await listPublicArticlesWithContent(services, 50);
    expect(slugs(feed)).toEqual([
      "publie-recent",
      "programme-passe",
      "publie-ancien",
      "nouveau-nom",
    ]);
  });

  it("pages through the public articles", async () => {
    const second = await listPublicArticles(services, { limit: 2, offset: 2 });
    expect(slugs(second.articles)).toEqual(["publie-ancien", "nouveau-nom"]);
    expect(second.total).toBe(4);
  });

  it("follows an old slug only to a public article", async () => {
    expect(await findRenamedSlug(services, "ancien-nom")).toBe("nouveau-nom");
    expect(await findRenamedSlug(services, "ancien-brouillon")).toBeNull();
    expect(await findRenamedSlug(services, "jamais-vu")).toBeNull();
  });
});

describe("an article's neighbours and related articles", async () => {
  const fresh = await createTestServices({ now: () => T0 });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const plan: [string, ArticleStatus, number][] = [
      ["a1", "published", -80],
      ["a2", "published", -70],
      ["brouillon-entre", "draft", -65],
      ["a3", "published", -60],
      ["archive-entre", "archived", -55],
      ["a4", "published", -50],
      ["a5", "published", -40],
      ["a6", "published", -30],
      ["a7", "published", -20],
      ["a8", "published", -10],
    ];
    for (const [slug, status, day] of plan) {
      const [row] = await fresh.db
        .insert(articles)
        .values({ title: slug, slug, status, publishedAt: daysFromT0(day), content: "<p>x</p>" })
        .returning({ id: articles.id });
      if (row) ids[slug] = row.id;
    }
    await fresh.db.insert(articles).values({
      title: "futur",
      slug: "futur",
      status: "scheduled",
      scheduledFor: daysFromT0(5),
    });
  });

  async function article(slug: string) {
    const found = await findPublicArticle(fresh, slug);
    if (!found) throw new Error(`${slug} should be public`);
    return found;
  }

  it("links to the older article as previous and the newer one as next, skipping unpublished ones", async () => {
    const { previous, next } = await findNeighbourArticles(fresh, await article("a3"));
    expect(previous?.slug).toBe("a2");
    expect(next?.slug).toBe("a4");
  });

  it("has no previous link on the oldest article and no next link on the newest", async () => {
    expect((await findNeighbourArticles(fresh, await article("a1"))).previous).toBeNull();
    const newest = await findNeighbourArticles(fresh, await article("a8"));
    expect(newest.next).toBeNull();
    expect(newest.previous?.slug).toBe("a7");
  });

  it("orders articles published at the same instant by id", async () => {
    const [row] = await fresh.db
      .insert(articles)
      .values({
        title: "jumeau",
        slug: "a4-jumeau",
        status: "published",
        publishedAt: daysFromT0(-50),
      })
      .returning({ id: articles.id });
    expect(row).toBeDefined();
    const { previous, next } = await findNeighbourArticles(fresh, await article("a4"));
    expect(previous?.slug).toBe("a3");
    expect(next?.slug).toBe("a4-jumeau");
    await fresh.db.delete(articles).where(eq(articles.slug, "a4-jumeau"));
  });

  it("relates the six most recent other public articles", async () => {
    const related = await listRelatedArticles(fresh, String(ids.a7));
    expect(slugs(related)).toEqual(["a8", "a6", "a5", "a4", "a3", "a2"]);
  });

  it("maps categories, the French date and the image for the public", async () => {
    const [category] = await fresh.db
      .insert(categories)
      .values([{ name: "Nourrissons", slug: "nourrissons" }])
      .returning({ id: categories.id });
    if (!category || ids.a8 === undefined) throw new Error("seed failed");
    await fresh.db.insert(blogPostCategories).values({ postId: ids.a8, categoryId: category.id });
    const found = await article("a8");
    expect(found.categories).toEqual([{ name: "Nourrissons", slug: "nourrissons" }]);
    expect(found.date).toBe("5 mars 2026");
    expect(found.imageUrl).toBe("/images/blog/placeholder.svg");
    expect(found.author.name).toBe("Julien Mercier");
    expect(found.id).toBe(String(ids.a8));
  });
});
