/**
 * Public pages served from memory (docs/decisions/0013-page-cache.md).
 *
 * A page that is the same for every visitor (cacheable-routes.ts) is
 * rendered once per public content version (content-version.server.ts) and
 * per day in Paris (the footer's year, the privacy policy's date), then kept
 * with its Brotli and gzip copies, its ETag and a content security policy
 * that lists the hashes of its own inline scripts. `serve` answers those
 * requests before Express sees them (plain Node: Express's own work per
 * request costs several times what sending a stored page does); everything
 * else, and every request carrying a session or a toast cookie, goes on to
 * the app untouched.
 */
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  createRequestHandler,
  matchRoutes,
  type AppLoadContext,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import { boundedMemo } from "~/lib/bounded-memo";
import { nextParisMidnight } from "~/lib/paris-date";
import { readPracticeView } from "~/features/practice/practice-settings.server";
import type { AppServices } from "~/server/context.server";
import { knownPublicContentVersion, publicContentVersion } from "~/server/content-version.server";
import { ifNoneMatchNames } from "~/server/http-cache.server";
import { routeTree } from "~/server/route-tree.server";
import { isDecodablePath } from "~/server/http-errors.server";
import { noteContentType } from "~/server/response-content-type.server";
import { contentSecurityPolicy, fixedSecurityHeaders } from "~/server/security-headers.server";
import { CACHEABLE_ROUTES, type CacheableRoute } from "./cacheable-routes";
import { hashOwnInlineScripts } from "./inline-scripts.server";
import { PageStore, type PageEncoding, type StoredPage } from "./page-store.server";

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
  /** Raw URL → target (or null: not cacheable), so routes are matched once per address. */
  const targetOf = boundedMemo((rawUrl) => cacheTarget(routes, rawUrl), 10_000);
  /** Accept-Encoding value → the body to send. */
  const encodingOf = boundedMemo((header) => preferredEncoding(header) ?? "identity", 100);

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
    const { bookingUrl } = await readPracticeView(services);
    common.push("Content-Security-Policy", contentSecurityPolicy(scriptSources, bookingUrl));
    common.push("Vary", "Accept-Encoding", ...fixedHeaders, "ETag", etag);
    const bodies = { identity: body, br, gzip: gz };
    const headersOf = (encoding: PageEncoding) => [
      ...common,
      "Content-Length",
      String(bodies[encoding].length),
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
    ];
    return {
      status: response.status,
      contentType,
      etag,
      headers: { identity: headersOf("identity"), br: headersOf("br"), gzip: headersOf("gzip") },
      bodies,
    };
  }

  function send(req: IncomingMessage, res: ServerResponse, page: StoredPage) {
    noteContentType(res, page.contentType);
    if (page.status === 200 && ifNoneMatchNames(req.headers["if-none-match"], page.etag)) {
      // Like the rest of the site: a 304 keeps the stored policy (security-headers.server.ts).
      res.writeHead(304, ["ETag", page.etag, "Vary", "Accept-Encoding", ...fixedHeaders]);
      res.end();
      return;
    }
    const encoding = encodingOf(req.headers["accept-encoding"] ?? "");
    res.writeHead(page.status, page.headers[encoding]);
    res.end(req.method === "HEAD" ? undefined : page.bodies[encoding]);
  }

  function bypassed(req: IncomingMessage): boolean {
    const given = req.headers[BYPASS_HEADER];
    if (!bypassToken || typeof given !== "string") return false;
    const candidate = Buffer.from(given);
    return (
      candidate.length === bypassToken.length && crypto.timingSafeEqual(candidate, bypassToken)
    );
  }

  const serve = (shared: boolean, req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const rawUrl = req.url ?? "";
    if (
      env.PAGE_CACHE_MB === 0 ||
      (req.method !== "GET" && req.method !== "HEAD") ||
      rawUrl.length > MAX_URL_LENGTH ||
      PERSONAL_COOKIE.test(req.headers.cookie ?? "") ||
      bypassed(req)
    ) {
      next();
      return;
    }
    const target = targetOf(rawUrl);
    if (!target || target.shared !== shared) return next();
    // Most requests: a stored page of the current version, nothing to wait for.
    const stored = pagesAreCurrent() ? store.get(target.key) : undefined;
    if (stored) return send(req, res, stored);

    void (async () => {
      const builtFor = await currentPages();
      const page = store.get(target.key) ?? (await fill(target, builtFor));
      if (!page) return next();
      send(req, res, page);
    })().catch((error: unknown) => {
      console.error(`Cache des pages : ${rawUrl} servie sans le cache`, error);
      if (!res.headersSent) next();
    });
  };

  return {
    servePages: (req, res, next) => serve(false, req, res, next),
    serveNotFound: (req, res, next) => serve(true, req, res, next),
    stats: () => store.stats(),
  };
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
