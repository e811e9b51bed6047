/**
 * Public pages served from memory (docs/decisions/0013-page-cache.md).
 *
 * A page that is the same for every visitor (cacheable-routes.ts) is
 * rendered once (render-page.server.ts) per public content version
 * (content-version.server.ts) and per day in Paris (the footer's year, the privacy policy's date), then kept
 * with its Brotli and gzip copies, its ETag and a content security policy
 * that lists the hashes of its own inline scripts. The fast lane
 * (`answerPlainRequest`, fast-lane.server.ts) writes those pages straight to
 * the connection; on connections Node handles, `servePages` answers them
 * before Express sees them (Express's own work per request costs several
 * times what sending a stored page does). Everything else, and every request
 * carrying a session or a toast cookie, goes on to the app untouched.
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";
import { boundedMemo } from "~/lib/bounded-memo";
import { nextParisMidnight } from "~/lib/paris-date";
import type { AppServices } from "~/server/context.server";
import { knownPublicContentVersion, publicContentVersion } from "~/server/content-version.server";
import { ifNoneMatchNames } from "~/server/http-cache.server";
import { routeTree } from "~/server/route-tree.server";
import { isUsableHost } from "~/server/http-errors.server";
import { noteContentType } from "~/server/response-content-type.server";
import { cacheRoute, cacheTarget, type Target, type TargetRecord } from "./cache-target.server";
import type { LaneResponse } from "./fast-lane.server";
import { PageStore, type StoredHead, type StoredPage } from "./page-store.server";
import { createPageRenderer } from "./render-page.server";
import { headerOf, type PlainRequest, type RequestHead } from "./request-head";

/** Longer addresses are rendered as usual, never stored. */
const MAX_URL_LENGTH = 1024;
/** Cookies whose presence makes a response personal: the toast and Better Auth's session. */
const PERSONAL_COOKIE = /(?:^|;)\s*(?:toast=|(?:__Secure-)?better-auth\.)/;
const BYPASS_HEADER = "x-page-cache-bypass";

interface PageCacheOptions {
  /** The React Router server build (the same the app serves). */
  build: ServerBuild;
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
  const renderPage = createPageRenderer(services, options.build, (body) => store.bodiesOf(body));
  const bypassToken = env.PAGE_CACHE_BYPASS_TOKEN ? Buffer.from(env.PAGE_CACHE_BYPASS_TOKEN) : null;

  const routes = routeTree(options.build);
  let version: number | null = null;
  let expiresAt = 0;
  /** Renders in flight for the current version, shared by concurrent requests. */
  let pending = new Map<string, Promise<StoredPage | null>>();
  /**
   * For the current version, the record names in use on each route of
   * records (CacheableRoute.records), by its `inUse` function: read once
   * (a promise), then at hand without waiting (the set).
   */
  let recordNames = new Map<
    TargetRecord["inUse"],
    ReadonlySet<string> | Promise<ReadonlySet<string>>
  >();
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
      recordNames = new Map();
      version = current;
      expiresAt = nextParisMidnight(new Date(now)).getTime();
    }
    return current;
  }

  /**
   * The entry a target's page is kept under: its own, or, for a record not
   * in use, its route's one 404 entry; undefined while the names in use are
   * not yet read.
   */
  function knownEntry(target: Target): string | undefined {
    const { record } = target;
    if (!record) return target.key;
    const names = recordNames.get(record.inUse);
    if (!names || names instanceof Promise) return undefined;
    return names.has(record.name) ? target.key : record.missingKey;
  }

  async function entryOf(target: Target): Promise<string> {
    const { record } = target;
    if (!record) return target.key;
    let names = recordNames.get(record.inUse);
    if (!names) {
      const forVersion = recordNames;
      const reading = record.inUse(services);
      forVersion.set(record.inUse, reading);
      reading.then(
        (read) => {
          if (forVersion.get(record.inUse) === reading) forVersion.set(record.inUse, read);
        },
        // Read again by the next request; this one is served by the app.
        () => {
          if (forVersion.get(record.inUse) === reading) forVersion.delete(record.inUse);
        },
      );
      names = reading;
    }
    return (await names).has(record.name) ? target.key : record.missingKey;
  }

  function fill(target: Target, key: string, builtFor: number): Promise<StoredPage | null> {
    let page = pending.get(key);
    if (!page) {
      const inFlight = pending;
      // A record not in use: its route's 404 page, rendered once for all of them.
      const { record } = target;
      const missingUrl = record && key === record.missingKey ? record.missingUrl : null;
      page = renderPage(missingUrl ?? target.url).then((rendered) => {
        // Anything but a 404 there is not the page this entry holds: the
        // app renders the visitor's own address instead.
        if (missingUrl && rendered?.heads.identity.status !== 404) return null;
        // Stored only if nothing changed while it was rendered.
        if (rendered && version === builtFor) store.set(key, rendered);
        return rendered;
      });
      void page.finally(() => {
        if (inFlight.get(key) === page) inFlight.delete(key);
      });
      pending.set(key, page);
    }
    return page;
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
    const known = pagesAreCurrent() ? knownEntry(target) : undefined;
    const stored = known === undefined ? undefined : store.get(known);
    if (stored) return stored;
    return (async () => {
      const builtFor = await currentPages();
      const key = await entryOf(target);
      return store.get(key) ?? (await fill(target, key, builtFor));
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
