import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import type { EntryContext, ServerBuild } from "react-router";
import * as articleRoute from "~/routes/blog/article";
import { changePublicContent } from "~/server/content-version.server";
import { articles, articleSlugRedirects } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";

// Counted before the renderer binds it.
const brotli = vi.spyOn(zlib, "brotliCompress");
const { PageCache } = await import("./page-cache.server");
const { SERVER_FEATURES } = await import("~/server/composition.server");

const services = await createTestServices();

/**
 * The article route as the app serves it (its loader on the real database),
 * under a document renderer that writes the article's title, or
 * "Page introuvable", below a navigation bar that holds the page's path.
 */
const renderDocument = vi.fn(
  (request: Request, status: number, headers: Headers, context: EntryContext) => {
    const loaded = context.staticHandlerContext.loaderData["routes/blog/article"] as
      { article?: { title?: string } } | undefined;
    headers.set("Content-Type", "text/html; charset=utf-8");
    const text = status === 404 ? "Page introuvable" : (loaded?.article?.title ?? "");
    // Like the site's navigation bar, whose props hold the page's path.
    const nav = `<nav data-path="${new URL(request.url).pathname}"></nav>`;
    return new Response(`<!doctype html><html><body>${nav}<h1>${text}</h1></body></html>`, {
      status,
      headers,
    });
  },
);

const build = {
  entry: { module: { default: renderDocument } },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/blog/article": {
      id: "routes/blog/article",
      parentId: "root",
      path: "blog/:slug",
      module: articleRoute,
    },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/m.js", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const cache = new PageCache(services, { build, recordNames: SERVER_FEATURES.recordNames });

async function visit(url: string) {
  const answer = await cache.answerPlainRequest({
    method: "GET",
    url,
    headers: { host: "osteo.example.com", "accept-encoding": "identity" },
    close: false,
  });
  if (!answer) throw new Error(`${url}: not answered from memory`);
  return { status: answer.status, text: answer.body?.toString("utf8") ?? "", head: answer.head };
}

describe("unknown article addresses in the page cache", () => {
  it("answer one 404 page, rendered at no visitor's address and compressed once", async () => {
    const first = await visit("/blog/inconnu-1");
    const compressions = brotli.mock.calls.length;
    const others = [];
    for (let n = 2; n <= 20; n++) others.push(await visit(`/blog/inconnu-${n}`));

    expect(first.status).toBe(404);
    expect(first.text).toContain("Page introuvable");
    // Rendered at an address no article can have, never at a visitor's.
    expect(first.text).not.toContain("inconnu-1");
    for (const other of others) {
      expect(other.status).toBe(404);
      expect(other.text).toBe(first.text);
      expect(other.head.equals(first.head)).toBe(true);
    }
    expect(brotli.mock.calls.length).toBe(compressions);
    expect(cache.stats()).toMatchObject({ entries: 1, bodies: 1 });
  });

  it("cost neither a render nor an entry per address, however many there are", async () => {
    const first = await visit("/blog/robot-0");
    const held = cache.stats();
    const renders = renderDocument.mock.calls.length;
    for (let n = 1; n <= 1_000; n++) {
      const other = await visit(`/blog/robot-${n}`);
      expect(other.status).toBe(404);
      expect(other.head.equals(first.head)).toBe(true);
    }

    expect(renderDocument.mock.calls.length).toBe(renders);
    expect(cache.stats()).toEqual(held);
  });

  it("still render a renamed article's redirect and a draft's 404 page from the database", async () => {
    const [draft] = await services.db
      .insert(articles)
      .values({ title: "Brouillon", slug: "brouillon", content: "<p>Texte</p>", status: "draft" })
      .returning();
    await changePublicContent(services, async (tx) => {
      const [published] = await tx
        .insert(articles)
        .values({
          title: "Le sommeil",
          slug: "le-sommeil",
          content: "<p>Texte</p>",
          status: "published",
          publishedAt: new Date(Date.now() - 60_000),
        })
        .returning();
      if (published) {
        await tx
          .insert(articleSlugRedirects)
          .values({ oldSlug: "dormir", articleId: published.id });
      }
    });

    const renamed = await cache.answerPlainRequest({
      method: "GET",
      url: "/blog/dormir",
      headers: { host: "osteo.example.com" },
      close: false,
    });
    expect(renamed?.status).toBe(301);
    expect(renamed?.head.toString("latin1")).toMatch(/^location: \/blog\/le-sommeil\r$/im);
    expect((await visit("/blog/le-sommeil")).text).toContain("Le sommeil");
    expect(draft).toBeDefined();
    expect((await visit("/blog/brouillon")).status).toBe(404);
  });

  it("serve an article published at a formerly unknown address on the next request", async () => {
    expect((await visit("/blog/nouvel-article")).status).toBe(404);
    await changePublicContent(services, (tx) =>
      tx.insert(articles).values({
        title: "Le dos au travail",
        slug: "nouvel-article",
        excerpt: "Quelques gestes simples.",
        content: "<p>Texte</p>",
        status: "published",
        publishedAt: new Date(Date.now() - 60_000),
      }),
    );

    const published = await visit("/blog/nouvel-article");
    expect(published.status).toBe(200);
    expect(published.text).toContain("Le dos au travail");
    expect((await visit("/blog/toujours-inconnu")).status).toBe(404);
  });
});
