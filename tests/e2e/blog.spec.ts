/**
 * The public blog in Chromium, against the production build seeded with the
 * demo articles: the list and its "Voir tous les articles" button (with and
 * without JavaScript), an article page, not-found pages for unknown and
 * unpublished slugs, the RSS feed, HTTP caching and accessibility.
 */
import { expect, test, type Page } from "@playwright/test";
import { asVisitorWhoRefusedCookies } from "./support/consent";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { demoArticles } from "../../app/server/db/demo-articles";
import { slugify } from "../../app/lib/slugify";
import { gotoInteractive } from "./support/islands";

const published = demoArticles
  .filter((article) => article.status === "published")
  .sort((a, b) => (a.publishedDaysAgo ?? 0) - (b.publishedDaysAgo ?? 0));
const unpublished = demoArticles.filter((article) => article.status !== "published");
const slugOf = (article: { title: string }) => slugify(article.title);
const [newest, second, third] = published;
if (!newest || !second || !third) throw new Error("the demo needs published articles");

test.beforeEach(async ({ page }) => {
  // The consent banner belongs to another suite: this visitor has already refused.
  await asVisitorWhoRefusedCookies(page);
});

const cards = (page: Page) => page.getByRole("main").getByRole("article");

test.describe("the blog list", () => {
  test("shows the six newest published articles as cards with badge, image, excerpt and French date", async ({
    page,
  }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Blog \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Le blog" })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);

    const first = cards(page).first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText(newest.title);
    await expect(first.getByText(newest.excerpt)).toBeVisible();
    await expect(first.getByText(newest.category, { exact: true })).toBeVisible();
    await expect(first.locator("time")).toHaveText(
      /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    );
    await expect(first.getByRole("img")).toHaveAttribute("src", newest.imageUrl);
    // Images have a size (no layout shift); only the first rows load eagerly.
    await expect(first.getByRole("img")).toHaveAttribute("width", "1200");
    await expect(cards(page).nth(5).getByRole("img")).toHaveAttribute("loading", "lazy");

    const titles = await cards(page).getByRole("heading", { level: 2 }).allTextContents();
    expect(titles).toEqual(published.slice(0, 6).map((article) => article.title));
    for (const article of unpublished) expect(titles).not.toContain(article.title);
  });

  test("reveals six more articles per click on 'Voir tous les articles', then hides the button", async ({
    page,
  }) => {
    await gotoInteractive(page, "/blog");
    const more = page.getByRole("link", { name: "Voir tous les articles" });

    await more.click();
    await expect(cards(page)).toHaveCount(12);
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    // Keyboard users land on the first new article.
    await expect(cards(page).nth(6).getByRole("link")).toBeFocused();

    await more.click();
    await expect(cards(page)).toHaveCount(published.length);
    await expect(more).toHaveCount(0);
    const titles = await cards(page).getByRole("heading", { level: 2 }).allTextContents();
    expect(titles).toEqual(published.map((article) => article.title));
  });

  test("shows the loading text while more articles are fetched", async ({ page }) => {
    await gotoInteractive(page, "/blog");
    await page.route("**/api/blog/articles*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("link", { name: "Voir tous les articles" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Chargement des articles..." }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
  });

  test("reports a failed load in a toast and empties the list", async ({ page }) => {
    await gotoInteractive(page, "/blog");
    await page.route("**/api/blog/articles*", (route) => route.abort("connectionreset"));
    await page.getByRole("link", { name: "Voir tous les articles" }).click();
    const notifications = page.getByRole("region", { name: /Notifications/ });
    await expect(notifications.getByText("Erreur de chargement")).toBeVisible();
    await expect(
      notifications.getByText("Impossible de récupérer les articles du blog"),
    ).toBeVisible();
    await expect(page.getByText("Aucun article disponible.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});

test.describe("the list's JSON for 'Voir tous les articles'", () => {
  test("gives the first N × 6 cards of the blog or of a category", async ({ request }) => {
    const response = await request.get("/api/blog/articles?page=2");
    expect(response.status()).toBe(200);
    const list = (await response.json()) as { articles: { title: string }[]; page: number };
    expect(list.page).toBe(2);
    expect(list.articles.map((article) => article.title)).toEqual(
      published.slice(0, 12).map((article) => article.title),
    );
    const inCategory = await request.get(
      `/api/blog/articles?page=1&category=${slugify(newest.category)}`,
    );
    expect(inCategory.status()).toBe(200);
    const titles = ((await inCategory.json()) as { articles: { title: string }[] }).articles.map(
      (article) => article.title,
    );
    expect(titles).toEqual(
      published
        .filter((article) => article.category === newest.category)
        .slice(0, 6)
        .map((article) => article.title),
    );
  });

  test("refuses odd queries and unknown categories with a French message", async ({ request }) => {
    for (const query of [
      "",
      "page=0",
      "page=abc",
      "page=99999999999999999999",
      "page=1&category=%00",
      "page=1&category=../admin",
      "page=1&autre=1",
    ]) {
      const response = await request.get(`/api/blog/articles?${query}`);
      expect(response.status(), query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(
        "Paramètres invalides",
      );
    }
    const unknown = await request.get("/api/blog/articles?page=1&category=inconnue");
    expect(unknown.status()).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toContain("n'existe pas");
    const posted = await request.post("/api/blog/articles?page=1", { data: {} });
    expect(posted.status()).toBe(405);
    expect(((await posted.json()) as { error: string }).error).toContain("utilisez GET");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Voir tous les articles' is a ?page= link that reaches every article", async ({ page }) => {
    await page.goto("/blog");
    const more = page.getByRole("link", { name: "Voir tous les articles" });
    await expect(more).toHaveAttribute("href", "/blog?page=2");
    await more.click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole("link", { name: "Voir tous les articles" }).click();
    await expect(cards(page)).toHaveCount(published.length);
  });

  test("an article is complete in the server's HTML", async ({ page }) => {
    await page.goto(`/blog/${slugOf(second)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
  });
});

test.describe("an article page", () => {
  test("opens from its card with title, excerpt, cover, content, neighbours and related articles", async ({
    page,
  }) => {
    await gotoInteractive(page, "/blog");
    await cards(page).nth(1).getByRole("link").click();
    await expect(page).toHaveURL(`/blog/${slugOf(second)}`);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(second.title);
    await expect(main.getByText(second.excerpt)).toBeVisible();
    const cover = main.getByRole("img", { name: second.imageAlt });
    await expect(cover).toHaveAttribute("src", second.imageUrl);
    await expect(cover).toHaveAttribute("fetchpriority", "high");
    await expect(cover).toHaveAttribute("loading", "eager");
    await expect(main.locator("article h2[id]").first()).toBeVisible();

    // Previous is the older article, next the newer one.
    const pager = main.getByRole("navigation", { name: "Articles précédent et suivant" });
    await expect(pager.getByRole("link", { name: /Article précédent/ })).toHaveAttribute(
      "href",
      `/blog/${slugOf(third)}`,
    );
    await expect(pager.getByRole("link", { name: /Article suivant/ })).toHaveAttribute(
      "href",
      `/blog/${slugOf(newest)}`,
    );

    // Related: the most recent others, never the article itself nor an unpublished one.
    const related = main.getByRole("region", { name: "À lire aussi" }).getByRole("link");
    const hrefs = await related.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    expect(hrefs.length).toBeLessThanOrEqual(5);
    expect(hrefs).not.toContain(`/blog/${slugOf(second)}`);
    for (const article of unpublished) expect(hrefs).not.toContain(`/blog/${slugOf(article)}`);

    await pager.getByRole("link", { name: /Article suivant/ }).click();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(newest.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("has its head: title, description, canonical, Open Graph and JSON-LD", async ({ page }) => {
    await page.goto(`/blog/${slugOf(newest)}`);
    await expect(page).toHaveTitle(`${newest.metaTitle} | Julien Mercier Ostéopathe`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      newest.metaDescription,
    );
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/blog/${slugOf(newest)}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    // The demo covers are SVG, which link previews do not show: the default JPEG stands in.
    expect(newest.imageUrl).toMatch(/\.svg$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${new URL(canonical ?? "").origin}/images/og-default.jpg`,
    );
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      /^\d{4}-/,
    );
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
      );
    const posting = jsonLd.find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: newest.title, url: canonical, inLanguage: "fr-FR" });
    const breadcrumb = jsonLd.find((item) => item["@type"] === "BreadcrumbList") as
      { itemListElement: { name: string; item: string }[] } | undefined;
    expect(breadcrumb?.itemListElement.map((item) => item.name)).toEqual([
      "Accueil",
      "Blog",
      newest.title,
    ]);
  });

  test("falls back to the local illustration when its image is broken", async ({ page }) => {
    await page.route(`**${newest.imageUrl}`, (route) => route.abort());
    await page.goto(`/blog/${slugOf(newest)}`);
    await expect(
      page.getByRole("main").getByRole("img", { name: newest.imageAlt }),
    ).toHaveAttribute("src", "/images/blog/placeholder.svg");
  });

  test("answers 404 with 'Article non trouvé' for an unknown slug", async ({ page }) => {
    const response = await page.goto("/blog/cet-article-nexiste-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Article non trouvé" })).toBeVisible();
    await expect(
      page.getByText("L'article que vous recherchez n'existe pas ou a été déplacé."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Retour au blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(6);
  });

  for (const article of unpublished) {
    test(`answers 404 for the ${article.status} article's slug`, async ({ page }) => {
      const response = await page.goto(`/blog/${slugOf(article)}`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: "Article non trouvé" }),
      ).toBeVisible();
      await expect(page.getByText(article.title)).toHaveCount(0);
    });
  }
});

test.describe("the RSS feed", () => {
  test("parses as RSS 2.0 and lists exactly the published articles", async ({ page, request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();

    await page.goto("/blog");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      // Titles are escaped HTML (a reader decodes "&#39;" to an apostrophe), never markup.
      const asReaderShows = (html: string) =>
        new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        items: [...doc.querySelectorAll("channel > item")].map((item) => ({
          title: asReaderShows(item.querySelector("title")?.textContent ?? ""),
          link: item.querySelector("link")?.textContent ?? "",
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.items.map((item) => item.title)).toEqual(published.map((article) => article.title));
    expect(feed.items[0]?.link).toMatch(new RegExp(`/blog/${slugOf(newest)}$`));
  });
});

test.describe("HTTP caching", () => {
  for (const path of ["/blog", `/blog/${slugOf(newest)}`, "/blog/rss.xml"]) {
    test(`${path} is cacheable by a CDN and answers 304 to a matching If-None-Match`, async ({
      request,
    }) => {
      const first = await request.get(path);
      expect(first.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
      expect(first.headers()["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
      const etag = first.headers()["etag"];
      expect(etag).toBeTruthy();

      const again = await request.get(path, { headers: { "If-None-Match": etag ?? "" } });
      expect(again.status()).toBe(304);
      expect(await again.text()).toBe("");
      // The cached page keeps the security policy it was rendered with.
      expect(again.headers()["content-security-policy"]).toBeUndefined();

      const stale = await request.get(path, {
        headers: { "If-None-Match": 'W/"ancienne-version"' },
      });
      expect(stale.status()).toBe(200);
    });
  }
});

test.describe("accessibility", () => {
  for (const path of ["/blog", `/blog/${slugOf(newest)}`]) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await gotoInteractive(page, path);
      await expectNoSeriousAxeViolation(page);
    });
  }
});
