/**
 * The pages kept in memory by the page cache, by route id (the module's
 * path under app/, as in app/routes.ts). A route belongs here only when its
 * response is the same for every visitor: no session, no cookie, nothing
 * personal. A new public page (a category page, …) is one more line; a page
 * that must never be shared (an article preview, the admin) is simply not
 * listed.
 */
import type { AppServices } from "~/server/context.server";

/** Every value a route's record parameter may show something for (a superset is fine). */
export type NamesInUse = (
  services: Pick<AppServices, "db" | "now">,
) => Promise<ReadonlySet<string>>;

/**
 * Where the names in use of each kind of record are read. The features
 * owning those records provide it (composition.server.ts passes it in), so
 * the page cache knows no feature.
 */
export interface RecordNamesPort {
  articles: NamesInUse;
  categories: NamesInUse;
  tags: NamesInUse;
  services: NamesInUse;
  freePages: NamesInUse;
}

export interface CacheableRoute {
  /** Query parameters that change the page; every other one is ignored (utm_*, fbclid, …). */
  query?: readonly string[];
  /**
   * Every URL of this route shares one entry (the 404 page of unknown
   * paths). Only for paths without a file extension: a dotted path may be a
   * static file or the IndexNow key, served further down the stack.
   */
  shared?: boolean;
  /**
   * Where a shared page is rendered: an address of the route no visitor's
   * page has. The page holds its address (the navigation bar's props), and
   * the first visitor's address must not show in everyone else's page.
   */
  renderedAt?: string;
  /**
   * For a page showing one record named by a path parameter (an article by
   * its slug): the parameter, and every value that may show something, read
   * once per public content version (a superset is fine, a missing value is
   * not). Any other value answers the route's 404 page, rendered once and
   * stored once for all such addresses: a crawler trying slugs costs a
   * lookup, neither a render nor an entry per address. That page is
   * rendered at `missingAddress`, an address of the route no record can
   * have, never at a visitor's: the page holds its address (the navigation
   * bar's props), and one visitor's address must not show in another's page.
   */
  records?: {
    param: string;
    /** Which reader of the port lists them. */
    inUse: keyof RecordNamesPort;
    missingAddress: string;
    /**
     * A route at the site's root (/{slug}): a name not in use may be a
     * file or one of the app's own routes (/healthz), so its 404 page is
     * answered only at the end of the stack, as the unknown addresses' one.
     */
    missingLast?: boolean;
  };
}

export const CACHEABLE_ROUTES: Readonly<Record<string, CacheableRoute>> = {
  "routes/public/home": {},
  "routes/public/about": {},
  "routes/public/session": {},
  "routes/public/services": {},
  // Its loader finds no service named "_": a 404.
  "routes/public/service": {
    records: { param: "slug", inUse: "services", missingAddress: "/services/_" },
  },
  "routes/public/contact": {},
  "routes/public/legal-notice": {},
  "routes/public/privacy-policy": {},
  "routes/public/not-found": { shared: true, renderedAt: "/_" },
  // A free page; its loader finds no page named "_": a 404.
  "routes/public/free-page": {
    records: { param: "slug", inUse: "freePages", missingAddress: "/_", missingLast: true },
  },
  "routes/blog/blog": { query: ["page"] },
  // Their loaders refuse "_" in a slug: a 404 without a query.
  "routes/blog/category": {
    query: ["page"],
    records: { param: "slug", inUse: "categories", missingAddress: "/blog/categorie/_" },
  },
  "routes/blog/tag": {
    query: ["page"],
    records: { param: "slug", inUse: "tags", missingAddress: "/blog/tag/_" },
  },
  "routes/blog/article": {
    records: { param: "slug", inUse: "articles", missingAddress: "/blog/_" },
  },
  "routes/seo/robots": {},
  "routes/seo/blog-feed": {},
  "routes/seo/sitemap-index": {},
  "routes/seo/sitemap-pages": {},
  "routes/seo/sitemap-blog": { query: ["page"] },
};
