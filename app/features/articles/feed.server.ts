/**
 * The blog's RSS 2.0 feed (/blog/rss.xml), built with the `feed` package:
 * public articles only, newest first, full sanitised content with absolute
 * links so feed readers can follow them.
 */
import { Feed } from "feed";
import { practice } from "~/content/practice";
import type { AppServices } from "~/server/context.server";
import { cachedBlogRead, type CachedRead } from "./public-cache.server";
import { listPublicArticlesWithContent } from "./public-articles.server";
import { renderArticleContent } from "./sanitize.server";

/** Enough for any reader catching up; older articles stay on the site and in the sitemap. */
export const FEED_SIZE = 50;

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

/** CDATA sections end at "]]>": never let text close one early. */
const cdataSafe = (text: string) => text.replaceAll("]]>", "]] >");

export function loadBlogFeed(
  services: Pick<AppServices, "db" | "now" | "env">,
): Promise<CachedRead<string>> {
  const origin = services.env.PUBLIC_URL;
  return cachedBlogRead(services, "feed", async () => {
    const articles = await listPublicArticlesWithContent(services, FEED_SIZE);
    const feed = new Feed({
      title: `Blog – ${practice.name}`,
      description: `Conseils d'ostéopathe par ${practice.practitioner.firstName} ${practice.practitioner.lastName}, ostéopathe à ${practice.town}.`,
      id: `${origin}/blog`,
      link: `${origin}/blog`,
      language: "fr",
      copyright: `© ${practice.name}`,
      updated: articles.reduce<Date | undefined>((latest, article) => {
        const updated = new Date(article.updatedIso);
        return !latest || updated > latest ? updated : latest;
      }, undefined),
      feedLinks: { rss: `${origin}/blog/rss.xml` },
      generator: false,
    });
    for (const article of articles) {
      const url = `${origin}/blog/${article.slug}`;
      const { html } = renderArticleContent(article.content);
      const image = absolute(article.imageUrl, origin);
      const extension = new URL(image).pathname.split(".").pop()?.toLowerCase() ?? "";
      feed.addItem({
        title: cdataSafe(article.title),
        id: url,
        link: url,
        date: new Date(article.publishedIso),
        description: cdataSafe(article.excerpt),
        // Sanitised HTML: quoted attributes, so root-relative links are safe to rewrite.
        content: html.replace(/(src|href)="\//g, `$1="${origin}/`),
        category: article.categories.map((category) => ({ name: category.name })),
        image: { url: image, type: IMAGE_TYPES[extension] ?? "image/*", length: 0 },
      });
    }
    return feed.rss2();
  });
}
