/**
 * Public pages served from memory (app/server/page-cache/): what a visitor
 * gets is always the current content, never someone else's personal page,
 * and a cached page's policy still lets only its own scripts run.
 *
 * Articles are written through the editor's form action, as the admin's
 * browser sends it; the public side is read by a visitor without cookies.
 */
import http from "node:http";
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "@playwright/test";
import { ownerSessionFile, saveOwnerSession } from "./support/owner-session";
import { e2ePorts } from "./support/ports";

const origin = `http://127.0.0.1:${e2ePorts().app}`;
const storageState = ownerSessionFile("page-cache");

let admin: APIRequestContext;
let visitor: APIRequestContext;

test.beforeAll(async ({ browser }) => {
  await saveOwnerSession(browser, storageState);
  admin = await playwrightRequest.newContext({ baseURL: origin, storageState });
  visitor = await playwrightRequest.newContext({
    baseURL: origin,
    storageState: { cookies: [], origins: [] },
  });
});

test.afterAll(async () => {
  await admin.dispose();
  await visitor.dispose();
});

interface ArticleFields {
  title: string;
  content: string;
  status: "draft" | "published" | "scheduled" | "archived";
  scheduledFor?: string;
}

/** Saves through the editor's action (new article without id); returns the article's id. */
async function saveArticle(fields: ArticleFields, id?: number): Promise<number> {
  const response = await admin.post(`/admin/articles/edit${id ? `/${id}` : ""}`, {
    form: {
      title: fields.title,
      metaTitle: "",
      metaDescription: "Une méta description pour les moteurs de recherche.",
      excerpt: "Un résumé court.",
      content: fields.content,
      status: fields.status,
      scheduledFor: fields.scheduledFor ?? "",
      imageUrl: "",
      imageAlt: "",
    },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  if (id) return id;
  const list = await (await admin.get("/admin/articles?sort=created_desc")).text();
  const match = new RegExp(`/admin/articles/edit/(\\d+)"[^>]*>${fields.title}<`).exec(list);
  expect(match, `the new article in the admin list`).not.toBeNull();
  return Number(match?.[1]);
}

async function deleteArticle(id: number) {
  const response = await admin.post("/admin/articles", {
    form: { intent: "delete", id: String(id) },
    headers: { Origin: origin },
  });
  expect(response.ok()).toBe(true);
}

const unique = () => Math.random().toString(36).slice(2, 8);
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A GET on the agent's one connection, as a browser sends it, read raw (headers and compressed bytes). */
function getOn(agent: http.Agent, pathname: string) {
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
    reused: boolean;
  }>((resolve, reject) => {
    const request = http.get(
      `${origin}${pathname}`,
      { agent, headers: { "Accept-Encoding": "gzip, br", "User-Agent": "Mozilla/5.0 (e2e)" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            reused: request.reusedSocket,
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

async function visit(url: string) {
  const response = await visitor.get(url, { maxRedirects: 0 });
  return { status: response.status(), text: await response.text(), headers: response.headers() };
}

test.describe("what a visitor gets from memory", () => {
  test("a stored page comes compressed, with its ETag, a 304 when unchanged and a policy of script hashes", async () => {
    const first = await visitor.get("/a-propos", { headers: { "Accept-Encoding": "br" } });
    expect(first.headers()["content-encoding"]).toBe("br");
    const etag = first.headers()["etag"] ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);

    const gzipped = await fetch(`${origin}/a-propos`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("etag")).toBe(etag);
    expect(await gzipped.text()).toBe(await first.text());
    const plain = await fetch(`${origin}/a-propos`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(await first.text());

    const again = await visitor.get("/a-propos", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);

    const policy = first.headers()["content-security-policy"] ?? "";
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1] ?? "";
    expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("nonce-");
    expect(await first.text()).not.toMatch(/\snonce="/);
  });

  test("a stored page is the same whether written on the connection or sent by Node's HTTP server", async () => {
    // One connection: a request the fast lane leaves to Node (the health check) hands it
    // over for good, so the page asked next on it comes through Node.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const viaNode = await getOn(agent, "/healthz").then(() => getOn(agent, "/services"));
    agent.destroy();
    const fresh = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const viaLane = await getOn(fresh, "/services");
    fresh.destroy();

    expect(viaNode.reused).toBe(true);
    expect(viaLane.reused).toBe(false);
    expect(viaLane.status).toBe(200);
    expect(viaLane.status).toBe(viaNode.status);
    expect(viaLane.body.equals(viaNode.body)).toBe(true);
    const { date: laneDate, ...laneHeaders } = viaLane.headers;
    const { date: nodeDate, ...nodeHeaders } = viaNode.headers;
    expect(laneHeaders).toEqual(nodeHeaders);
    expect(Date.parse(laneDate ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(nodeDate ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  test("tracking parameters and unknown addresses do not make new pages", async () => {
    const home = await visitor.get("/");
    const tracked = await visitor.get("/?utm_source=newsletter&utm_campaign=x&fbclid=abc");
    expect(tracked.headers()["etag"]).toBe(home.headers()["etag"]);
    expect(await tracked.text()).toBe(await home.text());

    const lostPath = `/nulle-part-${unique()}`;
    const lost = await visit(lostPath);
    const alsoLost = await visit(`/ailleurs/${unique()}?q=1`);
    expect(lost.status).toBe(404);
    expect(alsoLost.status).toBe(404);
    expect(alsoLost.headers["etag"]).toBe(lost.headers["etag"]);
    expect(lost.text).toContain("Os perdu!");
    // One page for all, which shows no visitor's address (the first one's included).
    expect(alsoLost.text).not.toContain(lostPath);

    // Unknown services: the same, on the services' own 404 page.
    const service = `inconnu-${unique()}`;
    const lostService = await visit(`/services/${service}`);
    const otherService = await visit(`/services/inconnu-${unique()}`);
    expect(lostService.status).toBe(404);
    expect(otherService.headers["etag"]).toBe(lostService.headers["etag"]);
    expect(lostService.text).not.toContain(service);

    // Unknown articles: one page for all, which shows none of their addresses.
    const slug = `inconnu-${unique()}`;
    const article = await visit(`/blog/${slug}`);
    const otherArticle = await visit(`/blog/inconnu-${unique()}`);
    expect(article.status).toBe(404);
    expect(otherArticle.status).toBe(404);
    expect(otherArticle.headers["etag"]).toBe(article.headers["etag"]);
    expect(article.text).toContain("Article non trouvé");
    expect(article.text).not.toContain(slug);
  });

  test("a personal response is neither stored nor given to anyone else", async () => {
    // A toast cookie (left by a redirect) makes the page personal: rendered
    // for this visitor only, with its own nonce, and the cookie cleared.
    const personal = await fetch(`${origin}/contact`, {
      headers: { Cookie: "toast=eyJ0aXRsZSI6IkJvbmpvdXIifQ%3D%3D" },
    });
    expect(personal.headers.get("set-cookie")).toContain("toast=");
    expect(personal.headers.get("content-security-policy")).toContain("'nonce-");

    const signedIn = await admin.get("/contact");
    expect(signedIn.headers()["content-security-policy"]).toContain("'nonce-");

    const anonymous = await visitor.get("/contact");
    expect(anonymous.headers()["set-cookie"]).toBeUndefined();
    expect(anonymous.headers()["content-security-policy"]).toContain("'sha256-");
  });
});

test.describe("a change is visible on the very next request", () => {
  test("publishing, updating, unpublishing and deleting an article", async () => {
    const title = `Article en cache ${unique()}`;
    const slug = slugOf(title);
    // The pages are in memory before each change.
    expect((await visit(`/blog/${slug}`)).status).toBe(404);
    expect((await visit("/blog")).text).not.toContain(title);
    expect((await visit("/sitemap-blog.xml")).text).not.toContain(slug);

    const id = await saveArticle({
      title,
      content: "<p>Première version.</p>",
      status: "published",
    });
    try {
      const published = await visit(`/blog/${slug}`);
      expect(published.status).toBe(200);
      expect(published.text).toContain("Première version.");
      expect((await visit("/blog")).text).toContain(title);
      expect((await visit("/blog/rss.xml")).text).toContain(title);
      expect((await visit("/sitemap-blog.xml")).text).toContain(`/blog/${slug}`);

      await saveArticle({ title, content: "<p>Seconde version.</p>", status: "published" }, id);
      const updated = await visit(`/blog/${slug}`);
      expect(updated.text).toContain("Seconde version.");
      expect(updated.text).not.toContain("Première version.");

      await saveArticle({ title, content: "<p>Seconde version.</p>", status: "archived" }, id);
      expect((await visit(`/blog/${slug}`)).status).toBe(404);
      expect((await visit("/blog")).text).not.toContain(title);
      expect((await visit("/blog/rss.xml")).text).not.toContain(title);
      expect((await visit("/sitemap-blog.xml")).text).not.toContain(`/blog/${slug}`);

      await saveArticle({ title, content: "<p>De retour.</p>", status: "published" }, id);
      expect((await visit(`/blog/${slug}`)).text).toContain("De retour.");
    } finally {
      await deleteArticle(id);
    }
    expect((await visit(`/blog/${slug}`)).status).toBe(404);
    expect((await visit("/blog")).text).not.toContain(title);
  });

  test("a scheduled article goes public at its time, without anyone saving", async () => {
    const title = `Article programme ${unique()}`;
    const slug = slugOf(title);
    const id = await saveArticle({
      title,
      content: "<p>Bientôt en ligne.</p>",
      status: "scheduled",
      scheduledFor: new Date(Date.now() + 4_000).toISOString(),
    });
    try {
      expect((await visit(`/blog/${slug}`)).status).toBe(404);
      expect((await visit("/blog")).text).not.toContain(title);
      await expect
        .poll(async () => (await visit(`/blog/${slug}`)).status, { timeout: 15_000 })
        .toBe(200);
      expect((await visit("/blog")).text).toContain(title);
    } finally {
      await deleteArticle(id);
    }
  });
});

test.describe("the policy of a page from memory", () => {
  test("blocks a script slipped into the HTML while the page's own scripts run", async ({
    page,
  }) => {
    const title = `Article piege ${unique()}`;
    const slug = slugOf(title);
    // The sanitiser removes a script saved into an article (first line of
    // defence); the policy is the second: below, a script is slipped into the
    // stored page's HTML on its way to the browser, as if it had got through.
    const id = await saveArticle({
      title,
      content:
        '<p>Texte.</p><script>window.__fromArticle = true</script><img src="x" onerror="window.__fromArticle = true">',
      status: "published",
    });
    try {
      expect((await visit(`/blog/${slug}`)).text).not.toContain("__fromArticle");
      const violations: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && message.text().includes("Content Security Policy")) {
          violations.push(message.text());
        }
      });
      await page.route(`${origin}/blog/${slug}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          "Texte.</p>",
          "Texte.</p><script>window.__injected = true</script>",
        );
        await route.fulfill({ response, body: html });
      });
      await page.goto(`/blog/${slug}`);
      // Hydrated: the cookie banner's buttons answer.
      await page.getByRole("button", { name: "Tout refuser" }).click();
      await expect(page.getByRole("button", { name: "Tout refuser" })).toBeHidden();
      expect(await page.evaluate(() => "__injected" in window)).toBe(false);
      expect(await page.evaluate(() => "__fromArticle" in window)).toBe(false);
      expect(violations.length).toBeGreaterThan(0);
    } finally {
      await deleteArticle(id);
    }
  });
});
