/**
 * The pages kept in memory by the page cache, by route id (the module's
 * path under app/, as in app/routes.ts). A route belongs here only when its
 * response is the same for every visitor: no session, no cookie, nothing
 * personal. A new public page (a category page, …) is one more line; a page
 * that must never be shared (an article preview, the admin) is simply not
 * listed.
 */
export interface CacheableRoute {
  /** Query parameters that change the page; every other one is ignored (utm_*, fbclid, …). */
  query?: readonly string[];
  /**
   * Every URL of this route shares one entry (the 404 page of unknown
   * paths). Only for paths without a file extension: a dotted path may be a
   * static file or the IndexNow key, served further down the stack.
   */
  shared?: boolean;
}

export const CACHEABLE_ROUTES: Readonly<Record<string, CacheableRoute>> = {
  "routes/public/home": {},
  "routes/public/about": {},
  "routes/public/session": {},
  "routes/public/services": {},
  "routes/public/service": {},
  "routes/public/contact": {},
  "routes/public/legal-notice": {},
  "routes/public/privacy-policy": {},
  "routes/public/not-found": { shared: true },
  "routes/blog/blog": { query: ["page"] },
  "routes/blog/category": { query: ["page"] },
  "routes/blog/article": {},
  "routes/seo/robots": {},
  "routes/seo/blog-feed": {},
  "routes/seo/sitemap-index": {},
  "routes/seo/sitemap-pages": {},
  "routes/seo/sitemap-blog": { query: ["page"] },
};
