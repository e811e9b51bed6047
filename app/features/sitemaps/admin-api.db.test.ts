import { describe, expect, it } from "vitest";
import { articles } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { parseSitemap } from "../../../tests/support/sitemap-xml";
import { handleBlogSitemapDownload, handleSitemapUpdate } from "./admin-api.server";

const services = await createTestServices({
  env: { PUBLIC_URL: "http://localhost:3000" },
});
await services.db.insert(articles).values({
  title: "Publié",
  slug: "publie",
  status: "published",
  publishedAt: new Date(),
});

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://localhost:3000/api/admin/sitemaps", { method: "POST", body });
};

describe("the dashboard's sitemap endpoints", () => {
  it("rebuild and synchronise the sitemaps, saying what they hold", async () => {
    const refresh = await handleSitemapUpdate(post({ intent: "refresh" }), services);
    expect(await refresh.json()).toEqual({ ok: true, pages: 14, articles: 1, files: 2 });
    const sync = await handleSitemapUpdate(post({ intent: "sync" }), services);
    expect(await sync.json()).toEqual({ ok: true, urls: 15 });
  });

  it("refuse an unknown step with a French message", async () => {
    const response = await handleSitemapUpdate(post({ intent: "tout" }), services);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Action inconnue : refresh, sync ou submit attendu.",
    });
  });

  it("explain why a site on localhost cannot be submitted", async () => {
    const response = await handleSitemapUpdate(post({ intent: "submit" }), services);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error:
        "PUBLIC_URL (http://localhost:3000) n'est pas une adresse publique : les moteurs de recherche ne peuvent pas lire ce site. Indiquez dans PUBLIC_URL l'adresse du site en ligne.",
    });
  });

  it("hand over sitemap-blog.xml as a file to save", async () => {
    const response = await handleBlogSitemapDownload(services);
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="sitemap-blog.xml"',
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(parseSitemap(await response.text()).entries).toEqual([
      expect.objectContaining({ loc: "http://localhost:3000/blog/publie" }),
    ]);
  });
});
