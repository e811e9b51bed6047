/**
 * The RSS feed and the pages that read stored articles: a bad value stored
 * before the form checked it (a cover address no parser accepts, markup in
 * an excerpt) is skipped or escaped, never a 500 for every reader.
 */
import { describe, expect, it } from "vitest";
import { xml2js, type Element } from "xml-js";
import { changePublicContent } from "~/server/content-version.server";
import { articles } from "~/server/db/schema";
import { loadBlogSitemap } from "~/features/sitemaps/sitemaps.server";
import { createTestServices } from "../../../tests/support/test-services";
import { parseSitemap } from "../../../tests/support/sitemap-xml";
import { loadArticlePage } from "./blog-pages.server";
import { loadBlogFeed } from "./feed.server";
import { ARTICLE_IMAGE_PLACEHOLDER } from "~/features/media/image-url";

const services = await createTestServices();

async function publish(
  slug: string,
  values: { title?: string; excerpt?: string; imageUrl?: string },
) {
  // Stored as any write of public content is: through the content version,
  // so the feed built before is not served again (server/content-version.server.ts).
  await changePublicContent(services, (tx) =>
    tx.insert(articles).values({
      title: values.title ?? `Article ${slug}`,
      slug,
      excerpt: values.excerpt ?? "Résumé",
      content: "<p>Texte <strong>gras</strong></p>",
      imageUrl: values.imageUrl ?? null,
      status: "published",
      publishedAt: new Date(Date.now() - 3600_000),
    }),
  );
}

interface FeedItem {
  title: string;
  description: string;
  content: string;
  enclosure: string | undefined;
}

/** The items as a strict XML parser reads them (CDATA sections unwrapped). */
function feedItems(xml: string): FeedItem[] {
  const document = xml2js(xml, { compact: false }) as Element;
  const channel = document.elements?.[0]?.elements?.find((element) => element.name === "channel");
  const text = (item: Element, name: string) =>
    (item.elements?.find((element) => element.name === name)?.elements ?? [])
      .map((node) => String(node.cdata ?? node.text ?? ""))
      .join("");
  return (channel?.elements ?? [])
    .filter((element) => element.name === "item")
    .map((item) => ({
      title: text(item, "title"),
      description: text(item, "description"),
      content: text(item, "content:encoded"),
      enclosure: item.elements?.find((element) => element.name === "enclosure")?.attributes?.url as
        string | undefined,
    }));
}

describe("the feed with bad stored values", () => {
  it("still answers when covers hold addresses no URL parser accepts, leaving those covers out", async () => {
    await publish("adresse-invalide", { imageUrl: "http://%%/x.png" });
    await publish("crochet-invalide", { imageUrl: "http://[bad/x.png" });
    await publish("bonne-image", { imageUrl: "https://images.example.com/dos.jpg" });

    const items = feedItems((await loadBlogFeed(services)).value);

    expect(items).toHaveLength(3);
    const enclosures = items.map((item) => item.enclosure);
    expect(enclosures).toContain("https://images.example.com/dos.jpg");
    expect(enclosures.join(" ")).not.toMatch(/%%|\[bad/);
  });

  it("escapes titles and excerpts, so markup in them stays text in feed readers", async () => {
    await publish("balisage", {
      title: "Dos & <b>nuque</b> ]]> fin",
      excerpt: "<img src=x onerror=alert(1)> Résumé",
    });
    const item = feedItems((await loadBlogFeed(services)).value).find((entry) =>
      entry.title.includes("nuque"),
    );
    expect(item?.title).toBe("Dos &amp; &lt;b&gt;nuque&lt;/b&gt; ]]&gt; fin");
    expect(item?.description).toBe("&lt;img src=x onerror=alert(1)&gt; Résumé");
    expect(item?.description).not.toContain("<img");
    // The content is the article's sanitised HTML, as before.
    expect(item?.content).toContain("<strong>gras</strong>");
  });

  it("keeps the article page and the sitemap working, with the placeholder as cover", async () => {
    const { value: page } = await loadArticlePage(services, "adresse-invalide");
    expect(page.kind === "article" && page.article.imageUrl).toBe(ARTICLE_IMAGE_PLACEHOLDER);
    const sitemap = await loadBlogSitemap(services);
    const locs = parseSitemap(sitemap?.value ?? "").entries.map((entry) => entry.loc);
    expect(locs).toContain("https://osteo.example.com/blog/adresse-invalide");
    expect(locs).toContain("https://osteo.example.com/blog/crochet-invalide");
  });
});
