import { describe, expect, it } from "vitest";
import { createTestServices } from "../../../tests/support/test-services";
import { createArticle } from "~/features/articles/admin-articles.server";
import { loadSitemapUrls } from "~/features/sitemaps/sitemaps.server";
import { saveRedirection } from "./redirections.server";

const services = await createTestServices();

const publish = (title: string) =>
  createArticle(services, {
    title,
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
  });

describe("sitemaps and redirections", () => {
  it("never list an address that redirects, even one a later article took", async () => {
    // Redirected while no article had the address; an article written since takes it.
    expect(
      await saveRedirection(services, null, { from: "/blog/mal-de-dos/", to: "/blog" }),
    ).toMatchObject({ ok: true });
    await publish("Mal de dos");
    await publish("Torticolis");
    const locs = (await loadSitemapUrls(services)).articles.map((entry) => entry.loc);
    const origin = services.env.PUBLIC_URL;
    expect(locs).toContain(`${origin}/blog/torticolis`);
    expect(locs).not.toContain(`${origin}/blog/mal-de-dos`);
  });
});
