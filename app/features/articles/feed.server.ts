/**
 * The blog's RSS 2.0 feed (/blog/rss.xml), built with the `feed` package:
 * public articles only, newest first, full sanitised content with absolute
 * links so feed readers can follow them.
 *
 * Feed readers render titles and descriptions as HTML, while the site shows
 * them as text: they are escaped here, and only the sanitised content is HTML.
 */
import escapeHtml from "escape-html";
import { Feed } from "feed";
import { readPracticeSettings } from "~/features/practice/practice-settings.server";
import type { AppServices } from "~/server/context.server";
import { cachedPublicRead, type CachedRead } from "~/server/public-read-cache.server";
import { listPublicArticlesWithContent } from "./public-articles.server";
import { renderRichText } from "~/lib/rich-text/sanitize-rich-text.server";

/** Enough for any reader catching up; older articles stay on the site and in the sitemap. */
const FEED_SIZE = 50;

const IMAGE_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

const absolute = (pathOrUrl: string, origin: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;

/** The enclosure of a cover, or none when its address does not parse. */
function enclosure(imageUrl: string, origin: string) {
  const url = absolute(imageUrl, origin);
  if (!URL.canParse(url)) return undefined;
  const extension = new URL(url).pathname.split(".").pop()?.toLowerCase() ?? "";
  return { url, type: IMAGE_TYPES[extension] ?? "image/*", length: 0 };
}

export function loadBlogFeed(
  services: Pick<AppServices, "db" | "now" | "env">,
): Promise<CachedRead<string>> {
  const origin = services.env.PUBLIC_URL;
  return cachedPublicRead(services, "feed", async () => {
    const articles = await listPublicArticlesWithContent(services, FEED_SIZE);
    const { identity } = (await readPracticeSettings(services)).settings;
    const feed = new Feed({
      title: `Blog – ${identity.practiceName}`,
      description: `Conseils d'ostéopathe par ${identity.firstName} ${identity.lastName}, ostéopathe à ${identity.towns[0] ?? ""}.`,
      id: `${origin}/blog`,
      link: `${origin}/blog`,
      language: "fr",
      copyright: `© ${identity.practiceName}`,
      updated: articles.reduce<Date | undefined>((latest, article) => {
        const updated = new Date(article.updatedIso);
        return !latest || updated > latest ? updated : latest;
      }, undefined),
      feedLinks: { rss: `${origin}/blog/rss.xml` },
      generator: false,
    });
    for (const article of articles) {
      const url = `${origin}/blog/${article.slug}`;
      const { html } = renderRichText(article.content);
      const image = enclosure(article.imageUrl, origin);
      feed.addItem({
        // Escaped text also cannot close the CDATA section early ("]]>" becomes "]]&gt;").
        title: escapeHtml(article.title),
        id: url,
        link: url,
        date: new Date(article.publishedIso),
        description: escapeHtml(article.excerpt),
        // Sanitised HTML: quoted attributes, so root-relative links are safe to rewrite.
        content: html.replace(/(src|href)="\//g, `$1="${origin}/`),
        category: article.categories.map((category) => ({ name: category.name })),
        ...(image ? { image } : {}),
      });
    }
    return feed.rss2();
  });
}
