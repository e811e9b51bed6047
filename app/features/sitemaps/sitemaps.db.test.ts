import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changePublicContent } from "~/server/content-version.server";
import { articles, type ArticleStatus } from "~/server/db/schema";
import { services as practiceServices } from "~/content/services";
import { defaultPracticeSettings } from "~/content/default-settings";
import { notifyArticlesChanged } from "~/features/articles/article-events.server";
import { savePracticeSettings } from "~/features/practice/practice-settings.server";
import { createTestServices } from "../../../tests/support/test-services";
import { parseSitemap } from "../../../tests/support/sitemap-xml";
import { followArticleChanges } from "./article-changes.server";
import { MAX_URLS_PER_SITEMAP } from "./sitemap-xml.server";
import {
  loadBlogSitemap,
  loadPagesSitemap,
  loadSitemapIndex,
  regenerateSitemaps,
} from "./sitemaps.server";

const ORIGIN = "https://osteo.example.com";
let clock = new Date("2026-03-10T10:00:00Z");
const services = await createTestServices({ now: () => clock });
const { db } = services;
const days = (n: number) => new Date(clock.getTime() + n * 24 * 3600_000);

async function insertArticle(values: {
  slug: string;
  title?: string;
  status: ArticleStatus;
  scheduledFor?: Date;
  publishedAt?: Date;
  updatedAt?: Date;
}) {
  const updatedAt = values.updatedAt ?? days(-10);
  // Every write of public content goes with a new content version (content-version.server.ts).
  await changePublicContent(services, (tx) =>
    tx.insert(articles).values({
      title: values.title ?? `Article ${values.slug}`,
      slug: values.slug,
      excerpt: "Résumé",
      content: "<p>Texte</p>",
      status: values.status,
      scheduledFor: values.scheduledFor ?? null,
      publishedAt: values.publishedAt ?? (values.status === "published" ? days(-20) : null),
      createdAt: days(-30),
      updatedAt,
    }),
  );
}

async function blogLocs() {
  const document = await loadBlogSitemap(services);
  if (!document) throw new Error("no blog sitemap");
  return parseSitemap(document.value).entries.map((entry) => entry.loc);
}

describe("the blog sitemap", () => {
  it("lists published articles and due scheduled ones, never drafts, archived or future ones", async () => {
    await insertArticle({ slug: "publie", status: "published" });
    await insertArticle({ slug: "brouillon", status: "draft" });
    await insertArticle({ slug: "archive", status: "archived" });
    await insertArticle({ slug: "programme-futur", status: "scheduled", scheduledFor: days(2) });
    await insertArticle({ slug: "programme-echu", status: "scheduled", scheduledFor: days(-1) });

    const locs = await blogLocs();
    expect(locs.sort()).toEqual([`${ORIGIN}/blog/programme-echu`, `${ORIGIN}/blog/publie`]);
  });

  it("gives each article its update date as lastmod, or its publication when that is later", async () => {
    await insertArticle({
      slug: "mis-a-jour",
      status: "published",
      publishedAt: days(-40),
      updatedAt: new Date("2026-03-05T08:30:00Z"),
    });
    const document = await loadBlogSitemap(services);
    const entries = parseSitemap(document?.value ?? "").entries;
    expect(entries.find((entry) => entry.loc.endsWith("/mis-a-jour"))?.lastmod).toBe(
      "2026-03-05T08:30:00.000Z",
    );
    // Scheduled for yesterday, last edited ten days ago: it changed publicly yesterday.
    expect(entries.find((entry) => entry.loc.endsWith("/programme-echu"))?.lastmod).toBe(
      days(-1).toISOString(),
    );
  });

  it("adds an article as soon as its scheduled time passes, without any rebuild", async () => {
    await insertArticle({ slug: "a-l-heure", status: "scheduled", scheduledFor: days(1) });
    expect(await blogLocs()).not.toContain(`${ORIGIN}/blog/a-l-heure`);
    clock = days(1);
    expect(await blogLocs()).toContain(`${ORIGIN}/blog/a-l-heure`);
  });

  it("follows a publication, a change and an unpublication notified by the editor", async () => {
    const stop = followArticleChanges();
    try {
      await insertArticle({ slug: "bientot", status: "draft" });
      const before = await blogLocs();
      // The editor's save: status changed in the database, then the notification.
      await db.execute(
        sql`update articles set status = 'published', published_at = ${clock.toISOString()}::timestamptz where slug = 'bientot'`,
      );
      await notifyArticlesChanged(services, {
        kind: "updated",
        articles: [{ id: 0, slug: "bientot" }],
        removedSlugs: [],
        publicChanged: true,
      });
      expect(before).not.toContain(`${ORIGIN}/blog/bientot`);
      expect(await blogLocs()).toContain(`${ORIGIN}/blog/bientot`);

      await db.execute(sql`update articles set status = 'archived' where slug = 'bientot'`);
      await notifyArticlesChanged(services, {
        kind: "updated",
        articles: [{ id: 0, slug: "bientot" }],
        removedSlugs: [],
        publicChanged: true,
      });
      expect(await blogLocs()).not.toContain(`${ORIGIN}/blog/bientot`);
    } finally {
      stop();
    }
  });

  it("escapes special characters of slugs and keeps titles out of the XML", async () => {
    await insertArticle({
      slug: 'douleurs & <dos> "l\'été"',
      title: 'Dos & nuque : <b>"conseils"</b> d\'été',
      status: "published",
    });
    const document = await loadBlogSitemap(services);
    const xml = document?.value ?? "";
    // Valid XML for a strict parser, and the URL a crawler reads is the encoded address.
    expect(parseSitemap(xml).entries.map((entry) => entry.loc)).toContain(
      `${ORIGIN}/blog/douleurs%20%26%20%3Cdos%3E%20%22l'%C3%A9t%C3%A9%22`,
    );
    expect(xml).toContain(
      "<loc>https://osteo.example.com/blog/douleurs%20%26%20%3Cdos%3E%20%22l&#39;%C3%A9t%C3%A9%22</loc>",
    );
    expect(xml).not.toContain("conseils");
  });
});

describe("the pages sitemap and the index", () => {
  it("lists every public static page once, with the six service pages", async () => {
    const document = await loadPagesSitemap(services);
    const parsed = parseSitemap(document.value);
    expect(parsed.root).toBe("urlset");
    expect(parsed.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const paths = parsed.entries.map((entry) => new URL(entry.loc).pathname);
    expect(paths).toEqual([
      "/",
      "/a-propos",
      "/seance-type",
      "/services",
      ...practiceServices.map((service) => `/services/${service.slug}`),
      "/blog",
      "/contact",
      "/mentions-legales",
      "/politique-confidentialite",
    ]);
    expect(practiceServices).toHaveLength(6);
    expect(paths).not.toContain("/rendez-vous");
    expect(parsed.entries.every((entry) => entry.loc.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  it("names the pages sitemap and the blog sitemap, with absolute URLs", async () => {
    const parsed = parseSitemap((await loadSitemapIndex(services)).value);
    expect(parsed.root).toBe("sitemapindex");
    expect(parsed.entries.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-blog.xml`,
    ]);
  });

  it("answers no part past the last one", async () => {
    expect(await loadBlogSitemap(services, 2)).toBeNull();
    expect(await loadBlogSitemap(services, 0)).toBeNull();
  });

  it("dates every static page from the last change of the practice's settings", async () => {
    const before = parseSitemap((await loadPagesSitemap(services)).value).entries;
    expect(before.find((entry) => entry.loc === `${ORIGIN}/contact`)?.lastmod).toBeUndefined();
    const blogBefore = before.find((entry) => entry.loc === `${ORIGIN}/blog`)?.lastmod;

    clock = days(1);
    const saved = await savePracticeSettings(
      services,
      "contact",
      { ...defaultPracticeSettings.contact, phone: "04 92 00 00 01" },
      null,
    );
    expect(saved.ok).toBe(true);
    const after = parseSitemap((await loadPagesSitemap(services)).value).entries;
    for (const path of ["/", "/contact", "/mentions-legales", "/blog"]) {
      expect(after.find((entry) => entry.loc === `${ORIGIN}${path}`)?.lastmod).toBe(
        clock.toISOString(),
      );
    }
    expect(blogBefore === undefined || blogBefore < clock.toISOString()).toBe(true);
  });
});

describe("past 50,000 articles", () => {
  it("splits the blog sitemap into parts named by the index", async () => {
    const extra = MAX_URLS_PER_SITEMAP + 5;
    await db.execute(sql`
      insert into articles (title, slug, status, published_at, created_at, updated_at)
      select 'Article ' || n, 'genere-' || n, 'published',
             ${days(-5).toISOString()}::timestamptz, ${days(-5).toISOString()}::timestamptz,
             ${days(-5).toISOString()}::timestamptz
      from generate_series(1, ${extra}) as n`);

    const built = await regenerateSitemaps(services);
    expect(built.articles).toBeGreaterThan(MAX_URLS_PER_SITEMAP);
    expect(built.files).toBe(3);

    const index = parseSitemap((await loadSitemapIndex(services)).value);
    expect(index.entries.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-blog.xml`,
      `${ORIGIN}/sitemap-blog.xml?page=2`,
    ]);
    const first = parseSitemap((await loadBlogSitemap(services, 1))?.value ?? "");
    const second = parseSitemap((await loadBlogSitemap(services, 2))?.value ?? "");
    expect(first.entries).toHaveLength(MAX_URLS_PER_SITEMAP);
    expect(second.entries).toHaveLength(built.articles - MAX_URLS_PER_SITEMAP);
    const all = new Set([...first.entries, ...second.entries].map((entry) => entry.loc));
    expect(all.size).toBe(built.articles);
    expect(await loadBlogSitemap(services, 3)).toBeNull();
  });
});
