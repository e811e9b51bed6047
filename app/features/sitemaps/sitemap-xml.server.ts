/**
 * The sitemaps protocol's two documents (https://www.sitemaps.org/protocol.html):
 * a <urlset> of pages and a <sitemapindex> of sitemaps. Text is escaped with
 * escape-html, whose five entities (&amp; &lt; &gt; &quot; &#39;) are exactly
 * XML's predefined ones.
 */
import escapeXml from "escape-html";

/** The protocol's limit of URLs in one sitemap file; past it, the file is split. */
export const MAX_URLS_PER_SITEMAP = 50_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
}

/** The <loc> element of a URL, exactly as the documents write it. */
export function locXml(loc: string): string {
  return `<loc>${escapeXml(loc)}</loc>`;
}

function entryXml(tag: "url" | "sitemap", entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
  return `<${tag}>${locXml(entry.loc)}${lastmod}</${tag}>`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > MAX_URLS_PER_SITEMAP)
    throw new Error(
      `A sitemap holds at most ${MAX_URLS_PER_SITEMAP} URLs (${entries.length} given)`,
    );
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...entries.map((entry) => entryXml("url", entry)),
    "</urlset>",
    "",
  ].join("\n");
}

export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...sitemaps.map((entry) => entryXml("sitemap", entry)),
    "</sitemapindex>",
    "",
  ].join("\n");
}
