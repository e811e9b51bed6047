/**
 * Public pages served from memory (docs/decisions/0013-page-cache.md).
 *
 * A page that is the same for every visitor (cacheable-routes.ts) is
 * rendered once per public content version (content-version.server.ts) and
 * per day in Paris (the footer's year, the privacy policy's date), then kept
 * with its Brotli and gzip copies, its ETag and a content security policy
 * that lists the hashes of its own inline scripts. The fast lane
 * (`answerPlainRequest`, fast-lane.server.ts) writes those pages straight to
 * the connection; on connections Node handles, `servePages` answers them
 * before Express sees them (Express's own work per request costs several
 * times what sending a stored page does). Everything else, and every request
 * carrying a session or a toast cookie, goes on to the app untouched.
 */
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import {
  STATUS_CODES,
  validateHeaderName,
  validateHeaderValue,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import {
  createRequestHandler,
  matchRoutes,
  type AppLoadContext,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import { boundedMemo } from "~/lib/bounded-memo";
import { nextParisMidnight } from "~/lib/paris-date";
import type { AppServices } from "~/server/context.server";
import { knownPublicContentVersion, publicContentVersion } from "~/server/content-version.server";
import { ifNoneMatchNames } from "~/server/http-cache.server";
import { canonicalPath } from "~/server/canonical-address.server";
import { routeTree } from "~/server/route-tree.server";
import { isDecodablePath, isUsableHost } from "~/server/http-errors.server";
import { noteContentType } from "~/server/response-content-type.server";
import { contentSecurityPolicy, fixedSecurityHeaders } from "~/server/security-headers.server";
import { CACHEABLE_ROUTES, type CacheableRoute } from "./cacheable-routes";
import { hashOwnInlineScripts } from "./inline-scripts.server";
import type { LaneResponse } from "./fast-lane.server";
import {
  PageStore,
  type PageEncoding,
  type StoredHead,
  type StoredPage,
} from "./page-store.server";
import { headerOf, type PlainRequest, type RequestHead } from "./request-head";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Statuses worth keeping: pages, the 404 pages, a renamed article's redirect. */
const STORED_STATUSES = new Set([200, 301, 404]);
/** Longer addresses are rendered as usual, never stored. */
const MAX_URL_LENGTH = 1024;
/** Cookies whose presence makes a response personal: the toast and Better Auth's session. */
const PERSONAL_COOKIE = /(?:^|;)\s*(?:toast=|(?:__Secure-)?better-auth\.)/;
export const BYPASS_HEADER = "x-page-cache-bypass";

export interface PageCacheOptions {
  /** The React Router server build (the same the app serves). */
  build: ServerBuild;
}

interface Target {
  /** Every address of the route shares this entry (see CacheableRoute.shared). */
  shared: boolean;
  key: string;
  /** Path and kept query: what is rendered, so the stored bytes match the key. */
  url: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface PageCache {
  /**
   * The fast lane's answer: the stored page's bytes (rendered first when
   * missing), or null for anything the cache does not keep.
   */
  answerPlainRequest(request: PlainRequest): LaneResponse | null | Promise<LaneResponse | null>;
  /**
   * In front of the app: answers the public pages from memory, or calls
   * `next` for anything it does not keep.
   */
  servePages: Handler;
  /**
   * The one 404 page of unknown addresses, for the end of the app's stack:
   * only there is an address known to be unclaimed by static files and
   * the app's own routes (/healthz, …).
   */
  serveNotFound: Handler;
  stats(): ReturnType<PageStore["stats"]>;
}

export function createPageCache(services: AppServices, options: PageCacheOptions): PageCache {
  const { env } = services;
  const store = new PageStore(env.PAGE_CACHE_MB * 1024 * 1024);
  const render = createRequestHandler(options.build, "production");
  const fixedHeaders = fixedSecurityHeaders(env, false).flat();
  const bypassToken = env.PAGE_CACHE_BYPASS_TOKEN ? Buffer.from(env.PAGE_CACHE_BYPASS_TOKEN) : null;

  const routes = routeTree(options.build);
  let version: number | null = null;
  let expiresAt = 0;
  /** Renders in flight for the current version, shared by concurrent requests. */
  let pending = new Map<string, Promise<StoredPage | null>>();
  /**
   * Raw path → its cacheable route, and raw URL → target (or null: not
   * cacheable): routes are matched once per path, since every click from a
   * campaign or a social network brings a query string of its own.
   */
  const routeOf = boundedMemo((rawPath) => cacheRoute(routes, rawPath), 10_000);
  const targetOf = boundedMemo((rawUrl) => cacheTarget(routes, rawUrl, routeOf), 10_000);
  /** Accept-Encoding value → the body to send. */
  const encodingOf = boundedMemo((header) => preferredEncoding(header) ?? "identity", 100);
  // React Router builds the request's URL from the Host header: one no URL can
  // hold goes on to Express, which refuses it (the cache would answer it as any other).
  const usableHost = boundedMemo(isUsableHost, 100);

  /** Whether the stored pages are those of the current version and day. */
  function pagesAreCurrent(): boolean {
    const current = knownPublicContentVersion(services);
    return current !== null && current === version && services.now().getTime() < expiresAt;
  }

  async function currentPages(): Promise<number> {
    const current = await publicContentVersion(services);
    const now = services.now().getTime();
    if (current !== version || now >= expiresAt) {
      store.clear();
      pending = new Map();
      version = current;
      expiresAt = nextParisMidnight(new Date(now)).getTime();
    }
    return current;
  }

  function fill(target: Target, builtFor: number): Promise<StoredPage | null> {
    let page = pending.get(target.key);
    if (!page) {
      const inFlight = pending;
      page = renderPage(target).then((rendered) => {
        // Stored only if nothing changed while it was rendered.
        if (rendered && version === builtFor) store.set(target.key, rendered);
        return rendered;
      });
      void page.finally(() => {
        if (inFlight.get(target.key) === page) inFlight.delete(target.key);
      });
      pending.set(target.key, page);
    }
    return page;
  }

  async function renderPage(target: Target): Promise<StoredPage | null> {
    // Known only to this render: it marks the inline scripts that are ours.
    const nonce = crypto.randomBytes(18).toString("base64url");
    const request = new globalThis.Request(new URL(target.url, env.PUBLIC_URL), {
      headers: { Accept: "text/html,*/*" },
    });
    // Page loaders never read the client's address (only actions' rate limits do).
    const context: AppLoadContext = { services, cspNonce: nonce, clientIp: "page-cache" };
    const response = await render(request, context);
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    if (
      !STORED_STATUSES.has(response.status) ||
      response.headers.has("Set-Cookie") ||
      /no-store|private/i.test(cacheControl)
    ) {
      await response.body?.cancel();
      return null;
    }
    const contentType = response.headers.get("Content-Type") ?? "";
    let body = Buffer.from(await response.arrayBuffer());
    let scriptSources: string[] = [];
    if (contentType.startsWith("text/html")) {
      const hashed = hashOwnInlineScripts(body.toString("utf8"), nonce);
      body = Buffer.from(hashed.html, "utf8");
      scriptSources = hashed.scriptHashes;
    }
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    const etag = `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
    const common: string[] = [];
    for (const [name, value] of response.headers) {
      if (!/^(content-length|content-encoding|etag|date|vary)$/i.test(name)) {
        common.push(name, value);
      }
    }
    const bookingUrl = await services.practiceSettings.bookingUrl(services);
    common.push("Content-Security-Policy", contentSecurityPolicy(scriptSources, bookingUrl));
    common.push("Vary", "Accept-Encoding", ...fixedHeaders, "ETag", etag);
    const bodies = { identity: body, br, gzip: gz };
    const headOf = (encoding: PageEncoding) =>
      storedHead(response.status, [
        ...common,
        "Content-Length",
        String(bodies[encoding].length),
        ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      ]);
    const heads = { identity: headOf("identity"), br: headOf("br"), gzip: headOf("gzip") };
    return {
      contentType,
      etag,
      // The identity head holds every header, the ETag (so the body) included.
      signature: crypto.createHash("sha256").update(heads.identity.bytes).digest("base64url"),
      heads,
      // Like the rest of the site: a 304 keeps the stored policy (security-headers.server.ts).
      notModified: storedHead(304, ["ETag", etag, "Vary", "Accept-Encoding", ...fixedHeaders]),
      bodies,
    };
  }

  /** The head and body that answer a request for a stored page. */
  function responseTo(
    request: RequestHead,
    page: StoredPage,
  ): { head: StoredHead; body: Buffer | null } {
    if (
      page.heads.identity.status === 200 &&
      ifNoneMatchNames(headerOf(request, "if-none-match"), page.etag)
    ) {
      return { head: page.notModified, body: null };
    }
    const encoding = encodingOf(headerOf(request, "accept-encoding") ?? "");
    return {
      head: page.heads[encoding],
      body: request.method === "HEAD" ? null : page.bodies[encoding],
    };
  }

  function send(req: IncomingMessage, res: ServerResponse, page: StoredPage) {
    noteContentType(res, page.contentType);
    const { head, body } = responseTo(req, page);
    res.writeHead(head.status, head.headers);
    res.end(body ?? undefined);
  }

  function bypassed(request: RequestHead): boolean {
    const given = request.headers[BYPASS_HEADER];
    if (!bypassToken || typeof given !== "string") return false;
    const candidate = Buffer.from(given);
    return (
      candidate.length === bypassToken.length && crypto.timingSafeEqual(candidate, bypassToken)
    );
  }

  /**
   * The stored page answering a request, rendered first when missing (a
   * promise then); null when no page is kept for it.
   */
  function pageFor(
    shared: boolean,
    request: RequestHead,
  ): StoredPage | Promise<StoredPage | null> | null {
    const rawUrl = request.url ?? "";
    if (
      env.PAGE_CACHE_MB === 0 ||
      (request.method !== "GET" && request.method !== "HEAD") ||
      rawUrl.length > MAX_URL_LENGTH ||
      !usableHost(headerOf(request, "host") ?? "") ||
      PERSONAL_COOKIE.test(headerOf(request, "cookie") ?? "") ||
      bypassed(request)
    ) {
      return null;
    }
    const target = targetOf(rawUrl);
    if (!target || target.shared !== shared) return null;
    // Most requests: a stored page of the current version, nothing to wait for.
    const stored = pagesAreCurrent() ? store.get(target.key) : undefined;
    if (stored) return stored;
    return (async () => {
      const builtFor = await currentPages();
      return store.get(target.key) ?? (await fill(target, builtFor));
    })();
  }

  const logFailure = (rawUrl: string | undefined, error: unknown) => {
    console.error(`Cache des pages : ${rawUrl} servie sans le cache`, error);
  };

  const serve = (shared: boolean, req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const page = pageFor(shared, req);
    if (!page) return next();
    if (!(page instanceof Promise)) return send(req, res, page);
    page.then(
      (rendered) => (rendered ? send(req, res, rendered) : next()),
      (error: unknown) => {
        logFailure(req.url, error);
        if (!res.headersSent) next();
      },
    );
  };

  const laneResponse = (request: PlainRequest, page: StoredPage): LaneResponse => {
    const { head, body } = responseTo(request, page);
    return { head: head.bytes, body, status: head.status, contentType: page.contentType };
  };

  return {
    answerPlainRequest(request) {
      const page = pageFor(false, request);
      if (!page || !(page instanceof Promise)) return page && laneResponse(request, page);
      return page.then(
        (rendered) => rendered && laneResponse(request, rendered),
        (error: unknown) => {
          logFailure(request.url, error);
          return null;
        },
      );
    },
    servePages: (req, res, next) => serve(false, req, res, next),
    serveNotFound: (req, res, next) => serve(true, req, res, next),
    stats: () => store.stats(),
  };
}

/** A response head, its headers checked once as Node checks them on every response. */
function storedHead(status: number, headers: string[]): StoredHead {
  let text = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n`;
  for (let index = 0; index < headers.length; index += 2) {
    const name = headers[index] ?? "";
    const value = headers[index + 1] ?? "";
    validateHeaderName(name);
    validateHeaderValue(name, value);
    text += `${name}: ${value}\r\n`;
  }
  return { status, headers, bytes: Buffer.from(text, "latin1") };
}

/**
 * The encoding to send for an Accept-Encoding value: Brotli, else gzip,
 * else none (RFC 9110 §12.5.3; a q of 0 refuses, "*" stands for the rest).
 */
export function preferredEncoding(header: string): "br" | "gzip" | null {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((item) => item.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}

/** React Router's default `routeDiscovery.manifestPath`. */
const ROUTE_MANIFEST_PATH = "/__manifest";

/** A cacheable route, as a path shows it. */
export interface CacheRoute {
  routeId: string;
  rule: CacheableRoute;
  /** As React Router reads it: dot segments resolved. */
  pathname: string;
}

/**
 * The cacheable route a raw path (without its query) shows, or null: not
 * listed, or another spelling of a page's address, or a path the router
 * cannot read. Matching the routes is the costly part of `cacheTarget`.
 */
export function cacheRoute(routes: RouteObject[], rawPath: string): CacheRoute | null {
  let pathname: string;
  let routeId: string | undefined;
  try {
    pathname = new URL(rawPath, "http://page-cache.invalid").pathname;
    // React Router answers its route manifest itself (lazy route discovery).
    if (pathname === ROUTE_MANIFEST_PATH) return null;
    // Refused with 400 further on (http-errors.server.ts).
    if (!isDecodablePath(pathname)) return null;
    routeId = matchRoutes(routes, pathname)?.at(-1)?.route.id;
  } catch {
    // Any address the router cannot read is rendered as usual, never stored.
    return null;
  }
  const rule: CacheableRoute | undefined = routeId ? CACHEABLE_ROUTES[routeId] : undefined;
  if (!rule || !routeId) return null;
  // Another spelling of a page's address is redirected by the app, never kept.
  const canonical = canonicalPath(routes, pathname);
  if (canonical !== null && canonical !== rawPath) return null;
  if (rule.shared && pathname.split("/").at(-1)?.includes(".")) return null;
  return { routeId, rule, pathname };
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
  if (rule.shared) return { shared: true, key: `shared:${routeId}`, url: pathname };
  const search = queryAt === -1 ? "" : new URL(rawUrl, "http://page-cache.invalid").search;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of rule.query ?? []) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.size > 0 ? `?${kept}` : "";
  return { shared: false, key: pathname + query, url: pathname + query };
}
