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
import { preferredEncoding } from "~/server/content-encoding.server";
import { ifNoneMatchNames } from "~/server/http-cache.server";
import { routeTree } from "~/server/route-tree.server";
import { isUsableHost } from "~/server/http-errors.server";
import { noteContentType } from "~/server/response-content-type.server";
import { cacheRoute, cacheTarget, type Target } from "./cache-target.server";
import type { RecordNamesPort } from "./cacheable-routes";
import type { LaneResponse } from "./fast-lane.server";
import { PageStore, type StoredHead, type StoredPage } from "./page-store.server";
import { createPageRenderer } from "./render-page.server";
import { headerOf, type PlainRequest, type RequestHead } from "./request-head";
import { VersionState } from "./version-state.server";

/** Longer addresses are rendered as usual, never stored. */
const MAX_URL_LENGTH = 1024;
/** Cookies whose presence makes a response personal: the toast and Better Auth's session. */
const PERSONAL_COOKIE = /(?:^|;)\s*(?:toast=|(?:__Secure-)?better-auth\.)/;
const BYPASS_HEADER = "x-page-cache-bypass";

interface PageCacheOptions {
  /** The React Router server build (the same the app serves). */
  build: ServerBuild;
  /** Where routes of records read the names in use (composition.server.ts). */
  recordNames: RecordNamesPort;
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export class PageCache {
  private readonly store: PageStore;
  private readonly renderPage: ReturnType<typeof createPageRenderer>;
  private readonly bypassToken: Buffer | null;
  /** The renders in flight and record names of the stored pages' version (null before the first). */
  private state: VersionState | null = null;
  /**
   * Raw path → its cacheable route, and raw URL → target (or null: not
   * cacheable): routes are matched once per path, since every click from a
   * campaign or a social network brings a query string of its own.
   */
  private readonly targetOf: (rawUrl: string) => Target | null;
  /** Accept-Encoding value → the body to send. */
  private readonly encodingOf = boundedMemo(
    (header) => preferredEncoding(header) ?? "identity",
    100,
  );
  // React Router builds the request's URL from the Host header: one no URL can
  // hold goes on to Express, which refuses it (the cache would answer it as any other).
  private readonly usableHost = boundedMemo(isUsableHost, 100);

  constructor(
    private readonly services: AppServices,
    private readonly options: PageCacheOptions,
  ) {
    const { env } = services;
    this.store = new PageStore(env.PAGE_CACHE_MB * 1024 * 1024);
    this.renderPage = createPageRenderer(services, options.build, (body) =>
      this.store.bodiesOf(body),
    );
    this.bypassToken = env.PAGE_CACHE_BYPASS_TOKEN
      ? Buffer.from(env.PAGE_CACHE_BYPASS_TOKEN)
      : null;
    const routes = routeTree(options.build);
    const routeOf = boundedMemo((rawPath) => cacheRoute(routes, rawPath), 10_000);
    this.targetOf = boundedMemo((rawUrl) => cacheTarget(routes, rawUrl, routeOf), 10_000);
  }

  /**
   * The fast lane's answer: the stored page's bytes (rendered first when
   * missing), or null for anything the cache does not keep.
   */
  answerPlainRequest(request: PlainRequest): LaneResponse | null | Promise<LaneResponse | null> {
    const page = this.pageFor(false, request);
    if (!page || !(page instanceof Promise)) return page && this.laneResponse(request, page);
    return page.then(
      (rendered) => rendered && this.laneResponse(request, rendered),
      (error: unknown) => {
        logFailure(request.url, error);
        return null;
      },
    );
  }

  /**
   * In front of the app: answers the public pages from memory, or calls
   * `next` for anything it does not keep.
   */
  readonly servePages: Handler = (req, res, next) => this.serve(false, req, res, next);

  /**
   * The one 404 page of unknown addresses, for the end of the app's stack:
   * only there is an address known to be unclaimed by static files and
   * the app's own routes (/healthz, …).
   */
  readonly serveNotFound: Handler = (req, res, next) => this.serve(true, req, res, next);

  stats(): ReturnType<PageStore["stats"]> {
    return this.store.stats();
  }

  /** The version state of the current content version and day, renewed (pages dropped) when either changed. */
  private async currentState(): Promise<VersionState> {
    const { services } = this;
    const version = await publicContentVersion(services);
    const now = services.now().getTime();
    if (!this.state?.isCurrent(version, now)) {
      this.store.clear();
      const expiresAt = nextParisMidnight(new Date(now)).getTime();
      this.state = new VersionState(version, expiresAt, services, this.options.recordNames);
    }
    return this.state;
  }

  private fill(state: VersionState, target: Target, key: string): Promise<StoredPage | null> {
    return state.render(key, async () => {
      // A record not in use: its route's 404 page, rendered once for all of them.
      const { record } = target;
      const missingUrl = record && key === record.missingKey ? record.missingUrl : null;
      const rendered = await this.renderPage(missingUrl ?? target.url);
      // Anything but a 404 there is not the page this entry holds: the
      // app renders the visitor's own address instead.
      if (missingUrl && rendered?.heads.identity.status !== 404) return null;
      // Stored only if nothing changed while it was rendered.
      if (rendered && this.state === state) this.store.set(key, rendered);
      return rendered;
    });
  }

  /** The head and body that answer a request for a stored page. */
  private responseTo(
    request: RequestHead,
    page: StoredPage,
  ): { head: StoredHead; body: Buffer | null } {
    if (
      page.heads.identity.status === 200 &&
      ifNoneMatchNames(headerOf(request, "if-none-match"), page.etag)
    ) {
      return { head: page.notModified, body: null };
    }
    const encoding = this.encodingOf(headerOf(request, "accept-encoding") ?? "");
    return {
      head: page.heads[encoding],
      body: request.method === "HEAD" ? null : page.bodies[encoding],
    };
  }

  private send(req: IncomingMessage, res: ServerResponse, page: StoredPage) {
    noteContentType(res, page.contentType);
    const { head, body } = this.responseTo(req, page);
    res.writeHead(head.status, head.headers);
    res.end(body ?? undefined);
  }

  private laneResponse(request: PlainRequest, page: StoredPage): LaneResponse {
    const { head, body } = this.responseTo(request, page);
    return { head: head.bytes, body, status: head.status, contentType: page.contentType };
  }

  private bypassed(request: RequestHead): boolean {
    const given = request.headers[BYPASS_HEADER];
    const token = this.bypassToken;
    if (!token || typeof given !== "string") return false;
    const candidate = Buffer.from(given);
    return candidate.length === token.length && crypto.timingSafeEqual(candidate, token);
  }

  /** Whether a request may be answered from memory at all: its method, size, host and cookies. */
  private isShareable(request: RequestHead, rawUrl: string): boolean {
    return (
      this.services.env.PAGE_CACHE_MB !== 0 &&
      (request.method === "GET" || request.method === "HEAD") &&
      rawUrl.length <= MAX_URL_LENGTH &&
      this.usableHost(headerOf(request, "host") ?? "") &&
      !PERSONAL_COOKIE.test(headerOf(request, "cookie") ?? "") &&
      !this.bypassed(request)
    );
  }

  /**
   * The stored page answering a request, rendered first when missing (a
   * promise then); null when no page is kept for it.
   */
  private pageFor(
    shared: boolean,
    request: RequestHead,
  ): StoredPage | Promise<StoredPage | null> | null {
    const rawUrl = request.url ?? "";
    if (!this.isShareable(request, rawUrl)) return null;
    const target = this.targetOf(rawUrl);
    const last = target?.record?.missingLast === true;
    if (!target || (target.shared !== shared && !last)) return null;
    // A root route's name not in use: answered last, and only then (CacheableRoute.records).
    const answersHere = (key: string) => !last || (key === target.record?.missingKey) === shared;
    // Most requests: a stored page of the current version, nothing to wait for.
    const { state } = this;
    const known =
      state &&
      state.isCurrent(knownPublicContentVersion(this.services), this.services.now().getTime())
        ? state.knownEntry(target)
        : undefined;
    if (known !== undefined && !answersHere(known)) return null;
    const stored = known === undefined ? undefined : this.store.get(known);
    if (stored) return stored;
    return (async () => {
      const current = await this.currentState();
      const key = await current.entryOf(target);
      if (!answersHere(key)) return null;
      return this.store.get(key) ?? (await this.fill(current, target, key));
    })();
  }

  private serve(shared: boolean, req: IncomingMessage, res: ServerResponse, next: () => void) {
    const page = this.pageFor(shared, req);
    if (!page) return next();
    if (!(page instanceof Promise)) return this.send(req, res, page);
    page.then(
      (rendered) => (rendered ? this.send(req, res, rendered) : next()),
      (error: unknown) => {
        logFailure(req.url, error);
        if (!res.headersSent) next();
      },
    );
  }
}

function logFailure(rawUrl: string | undefined, error: unknown) {
  console.error(`Cache des pages : ${rawUrl} servie sans le cache`, error);
}
