/**
 * The live sitemaps, built from the database on request:
 *
 *   /sitemap.xml        index naming the two below (and the blog's later parts)
 *   /sitemap-pages.xml  every public static page (public-pages.ts), then the
 *                       published free pages
 *   /sitemap-blog.xml   published articles only, lastmod from their update date,
 *                       then the category pages holding at least one of them;
 *                       past 50,000 URLs, /sitemap-blog.xml?page=2 and so on
 *
 * Articles go through the one public access rule (articles/access.server.ts),
 * so drafts, archived and not-yet-due scheduled articles never appear.
 *
 * Caching: documents are built once and kept in memory through the blog's
 * content-version cache (server/public-read-cache.server.ts): any publication,
 * change or unpublication changes the version, in every process, and the
 * next request rebuilds them. `invalidateSitemaps()` also forces a rebuild in
 * this process (the dashboard's update button, the maintenance routine).
 */
import type { AppServices } from "~/server/context.server";
import { forgetBuiltPublicContent } from "~/server/content-version.server";
import { cachedPublicRead, type CachedRead } from "~/server/public-read-cache.server";
import { listPublicCategories, listPublicTags } from "~/features/articles/public-articles.server";
import { TAG_INDEXED_FROM } from "~/features/articles/tag-rules";
import {
  articlePath,
  categoryPath,
  tagPath,
  listPublicArticleUrls,
} from "~/features/articles/public-urls.server";
import { readPracticeSettings } from "~/features/practice/practice-settings.server";
import { publicationDateOf, readPublishedPages } from "~/features/pages/pages.server";
import { readPublicServices } from "~/features/services/catalogue.server";
import { readPublishedFreePages } from "~/features/free-pages/free-pages.server";
import { withoutRedirected } from "~/features/redirections/redirections.server";
import { publicPagePaths } from "./public-pages";
import {
  locXml,
  MAX_URLS_PER_SITEMAP,
  sitemapIndexXml,
  urlsetXml,
  type SitemapEntry,
} from "./sitemap-xml.server";

type Services = Pick<AppServices, "db" | "now" | "env">;

const PAGES_SITEMAP_PATH = "/sitemap-pages.xml";
const BLOG_SITEMAP_PATH = "/sitemap-blog.xml";

/** The address of one part of the blog sitemap (part 1 is /sitemap-blog.xml itself). */
function blogSitemapPath(part: number): string {
  return part <= 1 ? BLOG_SITEMAP_PATH : `${BLOG_SITEMAP_PATH}?page=${part}`;
}

let generation = 0;

/** Drops this process's built sitemaps: the next request rebuilds them from the database. */
export function invalidateSitemaps(): void {
  generation += 1;
}

interface SitemapUrls {
  pages: SitemapEntry[];
  articles: SitemapEntry[];
  /** Category pages with at least one public article. */
  categories: SitemapEntry[];
  /** Tag pages search engines may index (TAG_INDEXED_FROM public articles or more). */
  tags: SitemapEntry[];
}

/** What the blog sitemap lists: the articles, then the category and tag pages. */
function blogEntries(urls: SitemapUrls): SitemapEntry[] {
  return [...urls.articles, ...urls.categories, ...urls.tags];
}

function cached<T>(services: Services, key: string, read: () => Promise<T>) {
  return cachedPublicRead(services, `sitemaps:${generation}:${key}`, read);
}

function latestOf(dates: (Date | null | undefined)[]): Date | undefined {
  return dates.reduce<Date | undefined>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    undefined,
  );
}

/** Every URL the sitemaps list, absolute (PUBLIC_URL). */
export async function loadSitemapUrls(services: Services): Promise<SitemapUrls> {
  const { value } = await cached(services, "urls", async () => {
    const origin = services.env.PUBLIC_URL;
    const [
      articleUrls,
      categoryList,
      tagList,
      { changedAt: settingsChangedAt },
      pages,
      visibleServices,
      freePages,
    ] = await Promise.all([
      listPublicArticleUrls(services),
      listPublicCategories(services),
      listPublicTags(services),
      readPracticeSettings(services),
      readPublishedPages(services),
      readPublicServices(services),
      readPublishedFreePages(services),
    ]);
    const servicePublications = new Map(
      visibleServices.map((service) => [`/services/${service.slug}`, service.publishedAt]),
    );
    // The practitioner's own pages, published ones only, after the fixed ones.
    const freePagePublications = new Map(
      [...freePages.values()].map((page) => [`/${page.slug}`, page.publishedAt]),
    );
    const newest = latestOf(articleUrls.map((article) => article.lastmod));
    // Every static page shows the practice's settings (footer: phone, addresses), so a
    // change of settings is a change of each; the blog's list also changes with its
    // articles. Before any change, only the blog carries a date we can vouch for.
    // A redirected address (features/redirections) is never listed.
    return withoutRedirected(services, origin, {
      pages: [
        ...publicPagePaths([...servicePublications.keys()]),
        ...freePagePublications.keys(),
      ].map((path) => {
        const lastmod = latestOf([
          settingsChangedAt,
          path === "/blog" ? newest : undefined,
          publicationDateOf(pages, path),
          servicePublications.get(path),
          freePagePublications.get(path),
        ]);
        return { loc: `${origin}${path}`, ...(lastmod ? { lastmod } : {}) };
      }),
      articles: articleUrls.map((article) => ({
        loc: `${origin}${articlePath(article.slug)}`,
        lastmod: article.lastmod,
      })),
      categories: categoryList.map((category) => ({
        loc: `${origin}${categoryPath(category.slug)}`,
        lastmod: new Date(category.lastmodIso),
      })),
      tags: tagList
        .filter((tag) => tag.articleCount >= TAG_INDEXED_FROM)
        .map((tag) => ({
          loc: `${origin}${tagPath(tag.slug)}`,
          lastmod: new Date(tag.lastmodIso),
        })),
    });
  });
  return value;
}

/** How many files the blog sitemap needs (at least one, even empty). */
function blogSitemapPartCount(articleCount: number): number {
  return Math.max(1, Math.ceil(articleCount / MAX_URLS_PER_SITEMAP));
}

export function loadSitemapIndex(services: Services): Promise<CachedRead<string>> {
  return cached(services, "index", async () => {
    const urls = await loadSitemapUrls(services);
    const { pages } = urls;
    const articleUrls = blogEntries(urls);
    const origin = services.env.PUBLIC_URL;
    const parts = blogSitemapPartCount(articleUrls.length);
    const blogParts = Array.from({ length: parts }, (_, index) => {
      const slice = articleUrls.slice(
        index * MAX_URLS_PER_SITEMAP,
        (index + 1) * MAX_URLS_PER_SITEMAP,
      );
      return { loc: `${origin}${blogSitemapPath(index + 1)}`, lastmod: newestOf(slice) };
    });
    return sitemapIndexXml([
      { loc: `${origin}${PAGES_SITEMAP_PATH}`, lastmod: newestOf(pages) },
      ...blogParts,
    ]);
  });
}

export function loadPagesSitemap(services: Services): Promise<CachedRead<string>> {
  return cached(services, "pages", async () => urlsetXml((await loadSitemapUrls(services)).pages));
}

/** Part `part` (1-based) of the blog sitemap, or null when there is no such part. */
export async function loadBlogSitemap(
  services: Services,
  part = 1,
): Promise<CachedRead<string> | null> {
  const articleUrls = blogEntries(await loadSitemapUrls(services));
  if (!Number.isInteger(part) || part < 1 || part > blogSitemapPartCount(articleUrls.length))
    return null;
  return cached(services, `blog:${part}`, async () =>
    urlsetXml(articleUrls.slice((part - 1) * MAX_URLS_PER_SITEMAP, part * MAX_URLS_PER_SITEMAP)),
  );
}

/**
 * Which of these article paths the served blog sitemap lists: reads the very
 * documents a search engine gets (the maintenance's check).
 */
export async function blogSitemapLists(
  services: Services,
  paths: readonly string[],
): Promise<Set<string>> {
  const parts = blogSitemapPartCount(paths.length);
  const documents: string[] = [];
  for (let part = 1; part <= parts; part++)
    documents.push((await loadBlogSitemap(services, part))?.value ?? "");
  const xml = documents.join("\n");
  return new Set(paths.filter((path) => xml.includes(locXml(`${services.env.PUBLIC_URL}${path}`))));
}

interface RegeneratedSitemaps {
  pages: number;
  articles: number;
  /** Sitemap files listed by the index. */
  files: number;
}

/** Rebuilds every sitemap now (from the database) and says what they hold. */
export async function regenerateSitemaps(services: Services): Promise<RegeneratedSitemaps> {
  invalidateSitemaps();
  forgetBuiltPublicContent(services);
  const urls = await loadSitemapUrls(services);
  const parts = blogSitemapPartCount(blogEntries(urls).length);
  await loadSitemapIndex(services);
  await loadPagesSitemap(services);
  for (let part = 1; part <= parts; part++) await loadBlogSitemap(services, part);
  return { pages: urls.pages.length, articles: urls.articles.length, files: 1 + parts };
}

function newestOf(entries: readonly SitemapEntry[]): Date | undefined {
  return entries.reduce<Date | undefined>(
    (latest, entry) =>
      entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest,
    undefined,
  );
}

/**
 * Makes sure the built sitemaps list exactly the public articles of the
 * database (rebuilding them otherwise) and builds the index; returns how
 * many URLs they list.
 */
export async function synchronizeSitemaps(services: Services): Promise<{ urls: number }> {
  const origin = services.env.PUBLIC_URL;
  const expected = new Set(
    (await listPublicArticleUrls(services)).map(
      (article) => `${origin}${articlePath(article.slug)}`,
    ),
  );
  let urls = await loadSitemapUrls(services);
  const listed = new Set(urls.articles.map((entry) => entry.loc));
  if (expected.size !== listed.size || [...expected].some((url) => !listed.has(url))) {
    invalidateSitemaps();
    forgetBuiltPublicContent(services);
    urls = await loadSitemapUrls(services);
  }
  await loadSitemapIndex(services);
  return {
    urls: urls.pages.length + urls.articles.length + urls.categories.length + urls.tags.length,
  };
}
