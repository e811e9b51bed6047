/**
 * Counts the public pages served (before Express and the page cache, and on
 * the fast lane's answers, see server/http.ts): full HTML pages
 * answered 200 to a GET, or 304 when the browser shows the copy it holds
 * (public pages are loaded as documents: React Router does not navigate
 * between them in the browser). Mounted above any cache so cached pages
 * count too.
 *
 * Not counted: robots (isbot), browsers sending `Sec-GPC: 1` (the visitor's
 * objection), prefetches, assets, files, the API, the admin and sign-in,
 * article previews (their address holds a working link's secret), and any
 * other status (404s, redirects).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { boundedMemo } from "~/lib/bounded-memo";
import { headerOf, type RequestHead } from "~/server/page-cache/request-head";
import { contentTypeOf } from "~/server/response-content-type.server";
import type { PageViewCounter } from "./page-view-counter.server";

/** Lower case: the check is made on the lower-cased path, as the router matches it. */
const PRIVATE_PREFIXES = ["/admin", "/auth", "/api/", "/assets/", "/media/", "/apercu/"];
const MAX_PATH_LENGTH = 300;
/** Longer raw paths are no page of the site (and would make costly memo keys). */
const MAX_RAW_PATH_LENGTH = 1_000;

/** The page a request shows, or null when it is not a page. */
export function countedPath(pathname: string): string | null {
  if (pathname.length > MAX_PATH_LENGTH) return null;
  const lower = pathname.toLowerCase();
  if (PRIVATE_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(prefix))) return null;
  // Files (sitemap.xml, robots.txt, favicon.ico, rss.xml) are not pages.
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (last.includes(".")) return null;
  // One address per page: "/blog/" and "/blog" are the same page.
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
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

/**
 * The client's address: with one trusted proxy in front (TRUST_PROXY), the
 * last entry of X-Forwarded-For, the one that proxy appended; as Express's
 * `trust proxy = 1` reads it.
 */
function clientAddress(forwarded: string | undefined, socketAddress: string, trustProxy: boolean) {
  if (trustProxy && forwarded) {
    const last = forwarded.split(",").pop()?.trim();
    if (last) return last;
  }
  return socketAddress;
}

export interface PageViewCounting {
  /** A request observer: counts the response once it is finished, if it is a page. */
  observe(req: IncomingMessage, res: ServerResponse): void;
  /** For a response written straight to the connection (the fast lane). */
  sent(request: RequestHead, socketAddress: string, status: number, contentType: string): void;
}

export function countPageViews(
  counter: Pick<PageViewCounter, "record">,
  options: { publicHost: string; trustProxy: boolean; now: () => Date },
): PageViewCounting {
  // Raw path → the page it shows (null: not a page), parsed once per path;
  // the query is left out of the key, as it varies with every campaign click.
  const pathOf = boundedMemo((rawPath) => {
    try {
      return countedPath(new URL(rawPath, "http://localhost").pathname);
    } catch {
      return null;
    }
  }, 1_000);

  /** The page view a request would be, before its answer is known; null when it is none. */
  const viewOf = (request: RequestHead, socketAddress: string) => {
    if (request.method !== "GET") return null;
    const rawUrl = request.url ?? "/";
    const queryAt = rawUrl.search(/[?#]/);
    const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    if (rawPath.length > MAX_RAW_PATH_LENGTH) return null;
    const path = pathOf(rawPath);
    if (!path) return null;
    const header = (name: string) => headerOf(request, name);
    const userAgent = header("user-agent") ?? "";
    if (!userAgent || isbot(userAgent)) return null;
    if (header("sec-gpc") === "1") return null;
    if (/prefetch|prerender/i.test(`${header("sec-purpose") ?? ""} ${header("purpose") ?? ""}`))
      return null;
    return (status: number, contentType: string) => {
      if (status !== 200 && status !== 304) return;
      if (!contentType.startsWith("text/html")) return;
      const ownHost = (header("host") ?? "").replace(/:\d+$/, "");
      counter.record({
        path,
        // A navigation inside the site carries the site's own page as referrer: counted as "".
        referrerHost: externalReferrerHost(header("referer"), [options.publicHost, ownHost]),
        clientAddress: clientAddress(header("x-forwarded-for"), socketAddress, options.trustProxy),
        userAgent,
        at: options.now(),
      });
    };
  };

  return {
    observe(req, res) {
      const count = viewOf(req, req.socket.remoteAddress ?? "");
      if (count) res.on("finish", () => count(res.statusCode, contentTypeOf(res)));
    },
    sent(request, socketAddress, status, contentType) {
      viewOf(request, socketAddress)?.(status, contentType);
    },
  };
}
