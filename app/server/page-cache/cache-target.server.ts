/**
 * Which stored entry an address maps to: the cacheable routes
 * (cacheable-routes.ts) at their canonical address, with only the query
 * parameters their page reads; every unknown address shares one 404 entry,
 * and so does every unknown record of a route of records (an article's slug).
 */
import { matchRoutes, type RouteObject } from "react-router";
import { canonicalPath } from "~/server/canonical-address.server";
import { isDecodablePath } from "~/server/http-errors.server";
import { CACHEABLE_ROUTES, type CacheableRoute } from "./cacheable-routes";

export interface Target {
  /** Every address of the route shares this entry (see CacheableRoute.shared). */
  shared: boolean;
  key: string;
  /** Path and kept query: what is rendered, so the stored bytes match the key. */
  url: string;
  /** On a route of records (CacheableRoute.records): the one its address names. */
  record?: TargetRecord;
}

export interface TargetRecord {
  /** The parameter's value, as React Router hands it to the loader. */
  name: string;
  inUse: NonNullable<CacheableRoute["records"]>["inUse"];
  /** The entry of the route's 404 page, shared by every name not in use. */
  missingKey: string;
  /** Where that page is rendered (CacheableRoute.records). */
  missingUrl: string;
  /** That page is answered only at the end of the stack (CacheableRoute.records). */
  missingLast: boolean;
}

/** React Router's default `routeDiscovery.manifestPath`. */
const ROUTE_MANIFEST_PATH = "/__manifest";

/** A cacheable route, as a path shows it. */
interface CacheRoute {
  routeId: string;
  rule: CacheableRoute;
  /** As React Router reads it: dot segments resolved. */
  pathname: string;
  /** The value of the route's record parameter (CacheableRoute.records), if it has one. */
  recordName?: string;
}

/**
 * The cacheable route a raw path (without its query) shows, or null: not
 * listed, or another spelling of a page's address, or a path the router
 * cannot read. Matching the routes is the costly part of `cacheTarget`.
 */
export function cacheRoute(routes: RouteObject[], rawPath: string): CacheRoute | null {
  let pathname: string;
  let match: NonNullable<ReturnType<typeof matchRoutes>>[number] | undefined;
  try {
    pathname = new URL(rawPath, "http://page-cache.invalid").pathname;
    // React Router answers its route manifest itself (lazy route discovery).
    if (pathname === ROUTE_MANIFEST_PATH) return null;
    // Refused with 400 further on (http-errors.server.ts).
    if (!isDecodablePath(pathname)) return null;
    match = matchRoutes(routes, pathname)?.at(-1);
  } catch {
    // Any address the router cannot read is rendered as usual, never stored.
    return null;
  }
  const routeId = match?.route.id;
  const rule: CacheableRoute | undefined = routeId ? CACHEABLE_ROUTES[routeId] : undefined;
  if (!rule || !routeId) return null;
  // Another spelling of a page's address is redirected by the app, never kept.
  const canonical = canonicalPath(routes, pathname);
  if (canonical !== null && canonical !== rawPath) return null;
  const answeredLast = rule.shared === true || rule.records?.missingLast === true;
  if (answeredLast && pathname.split("/").at(-1)?.includes(".")) return null;
  if (!rule.records) return { routeId, rule, pathname };
  return { routeId, rule, pathname, recordName: match?.params[rule.records.param] ?? "" };
}

/** The stored entry a URL maps to, or null when its page is not cacheable. */
export function cacheTarget(
  routes: RouteObject[],
  rawUrl: string,
  routeOf: (rawPath: string) => CacheRoute | null = (rawPath) => cacheRoute(routes, rawPath),
): Target | null {
  const queryAt = rawUrl.search(/[?#]/);
  const route = routeOf(queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt));
  if (!route) return null;
  const { routeId, rule, pathname } = route;
  if (rule.shared) {
    return { shared: true, key: `shared:${routeId}`, url: rule.renderedAt ?? pathname };
  }
  const search = queryAt === -1 ? "" : new URL(rawUrl, "http://page-cache.invalid").search;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of rule.query ?? []) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.size > 0 ? `?${kept}` : "";
  const target: Target = { shared: false, key: pathname + query, url: pathname + query };
  if (rule.records && route.recordName !== undefined) {
    target.record = {
      name: route.recordName,
      inUse: rule.records.inUse,
      // The same 404 page whatever the query (the loader refuses the name first).
      missingKey: `missing:${routeId}`,
      missingUrl: rule.records.missingAddress,
      missingLast: rule.records.missingLast === true,
    };
  }
  return target;
}
