/**
 * Express middleware that counts the public pages served: full HTML pages
 * and the data requests of client-side navigations (`/blog.data`), answered
 * 200 to a GET. Mounted above any cache so cached pages count too.
 *
 * Not counted: robots (isbot), browsers sending `Sec-GPC: 1` (the visitor's
 * objection), prefetches, assets, files, the API, the admin and sign-in, and
 * any other status (404s, redirects).
 */
import type express from "express";
import { isbot } from "isbot";
import type { PageViewCounter } from "./page-view-counter.server";

const PRIVATE_PREFIXES = ["/admin", "/auth", "/api/", "/assets/", "/media/"];
const MAX_PATH_LENGTH = 300;

/** The page a request shows ("/blog" for /blog.data, "/" for /_root.data), or null when it is not a page. */
export function countedPath(pathname: string): { path: string; navigation: boolean } | null {
  if (pathname.length > MAX_PATH_LENGTH) return null;
  if (PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix)))
    return null;
  if (pathname === "/_root.data") return { path: "/", navigation: true };
  if (pathname.endsWith(".data")) {
    const path = pathname.slice(0, -".data".length);
    return countedPath(path) && { path, navigation: true };
  }
  // Files (sitemap.xml, robots.txt, favicon.ico, rss.xml) are not pages.
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (last.includes(".")) return null;
  // One address per page: "/blog/" and "/blog" are the same page.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  return { path, navigation: false };
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** The host of a referrer from another site; "" for none, this site, or a malformed one. */
export function externalReferrerHost(referrer: string | undefined, ownHosts: string[]): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    const host = bareHost(url.hostname);
    return ownHosts.some((own) => bareHost(own) === host) ? "" : host.slice(0, 253);
  } catch {
    return "";
  }
}

export function countPageViews(
  counter: PageViewCounter,
  options: { publicHost: string; now: () => Date },
): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    const target = countedPath(req.path);
    if (!target) return next();
    const userAgent = req.get("user-agent") ?? "";
    if (!userAgent || isbot(userAgent)) return next();
    if (req.get("sec-gpc") === "1") return next();
    if (/prefetch|prerender/i.test(`${req.get("sec-purpose") ?? ""} ${req.get("purpose") ?? ""}`))
      return next();
    res.on("finish", () => {
      if (res.statusCode !== 200) return;
      const type = String(res.getHeader("content-type") ?? "");
      if (!target.navigation && !type.startsWith("text/html")) return;
      counter.record({
        path: target.path,
        // A navigation inside the site carries the site's own page as referrer: counted as "".
        referrerHost: externalReferrerHost(req.get("referer"), [options.publicHost, req.hostname]),
        clientAddress: req.ip ?? "",
        userAgent,
        at: options.now(),
      });
    });
    next();
  };
}
