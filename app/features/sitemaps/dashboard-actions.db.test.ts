import { describe, expect, it } from "vitest";
import { articles } from "~/server/db/schema";
import { action } from "~/routes/admin/dashboard";
import { loader as downloadLoader } from "~/routes/admin/sitemap-blog-download";
import { signedInCookie, siteRequest } from "../../../tests/support/auth";
import { outcome } from "../../../tests/support/route-modules";
import { createTestServices } from "../../../tests/support/test-services";
import { parseSitemap } from "../../../tests/support/sitemap-xml";

const services = await createTestServices({
  env: { PUBLIC_URL: "http://localhost:3000" },
});
await services.db.insert(articles).values({
  title: "Publié",
  slug: "publie",
  status: "published",
  publishedAt: new Date(),
});
const cookie = await signedInCookie(services);
const context = { services, cspNonce: "", clientIp: "203.0.113.5" };

/** The dashboard's action, as the card's fetcher posts to it. */
const post = (fields: Record<string, string>, signedIn = true) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = siteRequest(services, "/admin?index", {
    method: "POST",
    body,
    cookie: signedIn ? cookie : undefined,
  });
  return outcome(action as Parameters<typeof outcome>[0], request, "admin", context);
};

describe("the dashboard's sitemap tools", () => {
  it("rebuild and synchronise the sitemaps, saying what they hold", async () => {
    expect(await post({ intent: "refresh" })).toMatchObject({
      status: 200,
      data: { ok: true, pages: 14, articles: 1, files: 2 },
    });
    expect(await post({ intent: "sync" })).toMatchObject({
      status: 200,
      data: { ok: true, urls: 15 },
    });
  });

  it("refuse an unknown step with a French message", async () => {
    expect(await post({ intent: "tout" })).toMatchObject({
      status: 400,
      data: { error: "Action inconnue : refresh, sync, submit ou maintenance attendu." },
    });
  });

  it("explain why a site on localhost cannot be submitted", async () => {
    expect(await post({ intent: "submit" })).toMatchObject({
      status: 502,
      data: {
        error:
          "PUBLIC_URL (http://localhost:3000) n'est pas une adresse publique : les moteurs de recherche ne peuvent pas lire ce site. Indiquez dans PUBLIC_URL l'adresse du site en ligne.",
      },
    });
  });

  it("send a signed-out visitor to the sign-in page, rebuilding nothing", async () => {
    expect(await post({ intent: "refresh" }, false)).toMatchObject({
      status: 302,
      location: `/auth?redirectTo=${encodeURIComponent("/admin")}`,
    });
  });

  it("hand over sitemap-blog.xml as a file to save", async () => {
    const request = siteRequest(services, "/admin/sitemap-blog.xml", { cookie });
    const response = await downloadLoader({
      request,
      url: new URL(request.url),
      pattern: "admin/sitemap-blog.xml",
      params: {},
      context,
    });
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="sitemap-blog.xml"',
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(parseSitemap(await response.text()).entries).toEqual([
      expect.objectContaining({ loc: "http://localhost:3000/blog/publie" }),
    ]);
  });
});
