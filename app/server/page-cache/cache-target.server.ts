/**
 * Which stored entry an address maps to: the cacheable routes
 * (cacheable-routes.ts) at their canonical address, with only the query
 * parameters their page reads; every unknown address shares one 404 entry.
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
}

/** React Router's default `routeDiscovery.manifestPath`. */
const ROUTE_MANIFEST_PATH = "/__manifest";

/** The stored entry a URL maps to, or null when its page is not cacheable. */
export function cacheTarget(routes: RouteObject[], rawUrl: string): Target | null {
  let url: URL;
  let routeId: string | undefined;
  try {
    url = new URL(rawUrl, "http://page-cache.invalid");
    // React Router answers its route manifest itself (lazy route discovery).
    if (url.pathname === ROUTE_MANIFEST_PATH) return null;
    // Refused with 400 further on (http-errors.server.ts).
    if (!isDecodablePath(url.pathname)) return null;
    routeId = matchRoutes(routes, url.pathname)?.at(-1)?.route.id;
  } catch {
    // Any address the router cannot read is rendered as usual, never stored.
    return null;
  }
  const rule: CacheableRoute | undefined = routeId ? CACHEABLE_ROUTES[routeId] : undefined;
  if (!rule) return null;
  // Another spelling of a page's address is redirected by the app, never kept.
  const canonical = canonicalPath(routes, url.pathname);
  if (canonical !== null && canonical !== rawUrl.replace(/[?#].*$/s, "")) return null;
  if (rule.shared) {
    if (url.pathname.split("/").at(-1)?.includes(".")) return null;
    return { shared: true, key: `shared:${routeId}`, url: url.pathname };
  }
  const kept = new URLSearchParams();
  for (const name of rule.query ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.size > 0 ? `?${kept}` : "";
  return { shared: false, key: url.pathname + query, url: url.pathname + query };
}
