/**
 * The server bundle's entry: builds the services (database, jobs) and the
 * Express application that serves the React Router app. `server.ts` at the
 * repository root imports it, listens and handles signals.
 */
import fs from "node:fs";
import type { RequestListener } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import type { AppServices } from "~/server/context.server";
import { seedDemoContent } from "~/server/db/seed.server";
import type { Env } from "~/server/env.server";
import { startJobs } from "~/server/jobs.server";
import { watchPublicContent } from "~/server/content-version.server";
import { withRenderOnlyPublicData } from "~/server/matched-routes.server";
import { PageCache } from "~/server/page-cache/page-cache.server";
import { fixedSecurityHeaders, securityHeaders } from "~/server/security-headers.server";
import type { LaneAnswer, LaneResponse } from "~/server/page-cache/fast-lane.server";
import {
  finalErrorHandler,
  refuseCrossSiteForms,
  refuseFormsWithoutAction,
  refuseMalformedRequests,
} from "~/server/http-errors.server";
import { APP_JOBS, openServices, SERVER_FEATURES as features } from "~/server/composition.server";
import type { PageViews } from "~/server/server-features";
import { redirectToCanonicalPaths } from "~/server/canonical-address.server";
import { renderAdmission } from "~/server/render-admission.server";
import { serveMedia } from "~/server/media-serving.server";

/** For `server.ts`, which builds the HTTP server (this module is the server bundle's entry). */
export { serveFastLaneFirst } from "~/server/page-cache/fast-lane.server";
export { followConnections } from "~/server/shutdown.server";

interface StartOptions {
  /** Where the client build lives (production); absent in development. */
  clientDir?: string;
  /** A new database to copy on a first start on the embedded database (production). */
  databaseTemplate?: string;
  /** Extra middleware mounted before the app (Vite's, in development). */
  before?: express.RequestHandler[];
}

interface RunningApp {
  app: express.Express;
  /** What Node's HTTP server calls for each request: page views, the page cache, then `app`. */
  handleRequest: RequestListener;
  /**
   * Stored public pages for the fast lane (page-cache/fast-lane.server.ts),
   * ahead of `handleRequest`; null without a page cache (development).
   */
  answerFromMemory: LaneAnswer | null;
  services: AppServices;
  env: Env;
  /** Lines to print once the server listens. */
  notices: string[];
  /**
   * Starts the scheduled jobs, whose catch-up runs at once: called once the
   * server listens, since they can wait and the first visitor cannot.
   */
  startJobs(): void;
  close(): Promise<void>;
}

export async function startApp(options: StartOptions): Promise<RunningApp> {
  // The routes (the server build, about a second to load) load while the
  // database opens, which compiles its WebAssembly on other threads.
  const loadingBuild = process.env.NODE_ENV === "development" ? null : importServerBuild();
  const opened = await openServices({ template: options.databaseTemplate });
  const { env } = opened;
  const services: AppServices = {
    env,
    db: opened.db,
    now: opened.now,
    practiceSettings: opened.practiceSettings,
  };
  const notices: string[] = [];

  const seeded = await seedDemoContent(services);
  if (seeded > 0) notices.push(`Base vide : ${seeded} articles de démonstration ajoutés.`);
  const featuresRunning = await features.start(services, {
    dataDir: opened.dataDir,
    kind: opened.database.kind,
  });
  notices.push(...featuresRunning.notices);
  let stopJobs: () => void = () => undefined;
  // Other processes' changes to public content drop this one's page cache.
  const stopWatchingContent = await watchPublicContent(services, opened.database);
  // In production the build is imported once and handed over as an object,
  // so React Router prepares its routes once, not on every request; in
  // development Vite serves it afresh on each request (hot reload).
  const serverBuild = loadingBuild
    ? withRenderOnlyPublicData(await loadingBuild)
    : () => importServerBuild().then(withRenderOnlyPublicData);
  const pageCache =
    typeof serverBuild === "function"
      ? null
      : new PageCache(services, { build: serverBuild, recordNames: features.recordNames });
  // Page views are counted in memory and added to the database every few seconds.
  const views = features.countPageViews(services, {
    publicHost: new URL(env.PUBLIC_URL).hostname,
    trustProxy: env.TRUST_PROXY,
  });
  let droppedViews = 0;
  const flushPageViews = () =>
    views.flush().then(
      () => {
        if (views.dropped() === droppedViews) return;
        console.warn(
          `Mesure d'audience : ${views.dropped() - droppedViews} pages vues non comptées (trop de pages et de sites référents distincts en attente)`,
        );
        droppedViews = views.dropped();
      },
      // Its message only: it names the failure and holds none of the counted values.
      (error: unknown) => console.error(error instanceof Error ? error.message : error),
    );
  const flushTimer = setInterval(flushPageViews, PAGE_VIEW_FLUSH_MS);
  flushTimer.unref();
  const app = createExpressApp(services, options, serverBuild, pageCache);

  // Redirected addresses answer 301 ahead of everything; 404s are noted.
  const front = features.front(services);
  return {
    app,
    handleRequest: front.handler(frontOfTheApp(app, pageCache, views)),
    answerFromMemory: pageCache && front.lane(fastLaneAnswer(pageCache, views)),
    services,
    env,
    notices,
    startJobs() {
      if (env.JOBS === "on") stopJobs = startJobs(services, APP_JOBS);
    },
    async close() {
      stopJobs();
      await featuresRunning.stop();
      await stopWatchingContent();
      clearInterval(flushTimer);
      await flushPageViews();
      await front.close();
      await opened.close();
    },
  };
}

/** How often the in-memory page-view counters are written to the database. */
const PAGE_VIEW_FLUSH_MS = 5_000;

function createExpressApp(
  services: AppServices,
  options: StartOptions,
  serverBuild: ServerBuild | (() => Promise<ServerBuild>),
  pageCache: PageCache | null,
) {
  const { env } = services;
  const app = express();
  app.disable("x-powered-by");
  // One proxy in front: the client is the address it appended, the last of
  // X-Forwarded-For; earlier entries are whatever the client claimed.
  if (env.TRUST_PROXY) app.set("trust proxy", 1);

  // Before the page headers (they read the practice settings), with the fixed ones of its own.
  app.get("/healthz", async (req, res) => {
    for (const [name, value] of fixedSecurityHeaders(env, req.secure)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    try {
      await services.db.execute("select 1");
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      console.error("Contrôle de santé : base de données injoignable", error);
      res.status(503).json({ status: "error" });
    }
  });

  // Built files (scripts, stylesheet, fonts) come before the page headers:
  // a script needs none of the page's policy, and on a phone those ~600
  // bytes were paid again for every file (docs/decisions/0010-page-weight.md).
  // Hashed file names: cached for a year, so no validators either. The build
  // wrote Brotli and gzip copies next to them. A missing file falls through
  // to the rest of the stack, headers included.
  if (options.clientDir) app.use("/assets", builtAssets(path.join(options.clientDir, "assets")));

  // Level 3: responses compressed here are rendered for one visitor (public
  // pages come from the page cache, compressed once); level 6 took about an
  // eighth of such a render for a few per cent less.
  // Brotli (what browsers ask for) at its middleware's quality 4, with a
  // 256 KB window instead of 4 MB: the same bytes for pages far smaller than
  // that, and an encoder a sixteenth the size to set up for every response
  // (more than half the CPU time of an uncached home page sent in Brotli).
  app.use(
    compression({
      level: 3,
      brotli: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        },
      },
    }),
  );
  app.use(securityHeaders(services));
  app.use(refuseMalformedRequests);
  app.use(refuseCrossSiteForms(env.PUBLIC_URL));
  if (typeof serverBuild !== "function") app.use(redirectToCanonicalPaths(serverBuild));
  for (const middleware of options.before ?? []) app.use(middleware);

  if (options.clientDir) app.use(publicFiles(options.clientDir));

  // Uploaded images: from the data folder, or the bucket of MEDIA_S3_URL.
  app.use("/media/articles", ...serveMedia(features.media(env)));

  // IndexNow's key file, /{key}.txt at the site's root (React Router routes cannot match "{key}.txt").
  app.get("/:name.txt", async (req, res, next) => {
    try {
      const key = await features.indexNowKeyFile(services, req.params.name);
      if (key === null) return next();
      res.type("text/plain; charset=utf-8").set("Cache-Control", "public, max-age=3600").send(key);
    } catch (error) {
      next(error);
    }
  });

  app.use(rejectLargeBodies(MAX_BODY_BYTES));

  // Unknown addresses: the one stored 404 page (unclaimed by everything above).
  if (pageCache) app.use((req, res, next) => pageCache.serveNotFound(req, res, next));
  if (typeof serverBuild !== "function") app.use(refuseFormsWithoutAction(serverBuild));

  app.use(
    renderAdmission(
      RENDERS_AT_ONCE,
      createRequestHandler({
        build: serverBuild,
        mode: env.NODE_ENV === "development" ? "development" : "production",
        getLoadContext: (req, res) => ({
          services,
          cspNonce: String(res.locals.cspNonce ?? ""),
          clientIp: req.ip ?? "unknown",
        }),
      }),
    ),
  );
  app.use(finalErrorHandler);
  return app;
}

/**
 * The build's other files (the favicon, images), served as they are. Only
 * addresses under one of the folder's own names look there: for a page,
 * serve-static's look-up on disk (a stat) is wasted work.
 */
function publicFiles(dir: string): express.RequestHandler {
  const names = new Set(fs.readdirSync(dir));
  const serve = express.static(dir, { maxAge: "1h" });
  return (req, res, next) => {
    // refuseMalformedRequests has already refused paths that do not decode.
    const first = decodeURIComponent(req.path.split("/", 2)[1] ?? "");
    if (names.has(first)) serve(req, res, next);
    else next();
  };
}

/** The build's hashed files, with only the headers a static file needs. */
function builtAssets(dir: string): express.RequestHandler {
  const serve = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      immutable: true,
      maxAge: "1y",
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
    },
  });
  // Other methods go on to refuseMalformedRequests, untouched by this middleware.
  return (req, res, next) =>
    req.method === "GET" || req.method === "HEAD" ? serve(req, res, next) : next();
}

/**
 * The front of every request Node parses, before Express: page views are
 * counted first (they see every request, those answered from memory too),
 * then the page cache answers public pages from memory (several times faster
 * than going through Express) and hands everything else to `app`.
 */
function frontOfTheApp(
  app: express.Express,
  pageCache: PageCache | null,
  views: PageViews,
): RequestListener {
  return (req, res) => {
    views.observe(req, res);
    if (pageCache) pageCache.servePages(req, res, () => app(req, res));
    else app(req, res);
  };
}

/** The fast lane's answers, counted as page views like every other response. */
function fastLaneAnswer(pageCache: PageCache, views: PageViews): LaneAnswer {
  return (request, socket) => {
    const counted = (response: LaneResponse | null) => {
      if (response) {
        views.sent(request, socket.remoteAddress ?? "", response.status, response.contentType);
      }
      return response;
    };
    const response = pageCache.answerPlainRequest(request);
    return response instanceof Promise ? response.then(counted) : counted(response);
  };
}

/** Bundled with this module in production; served by Vite in development. */
const importServerBuild = () => import("virtual:react-router/server-build");

/**
 * Visitors' pages in the making at once (render-admission.server.ts): enough
 * to keep the two compressions in flight busy while the next page renders.
 */
const RENDERS_AT_ONCE = 4;

/** Larger than any upload we accept; features enforce their own tighter limits. */
const MAX_BODY_BYTES = 12 * 1024 * 1024;

function rejectLargeBodies(limit: number): express.RequestHandler {
  return (req, res, next) => {
    // A chunked body declares no size, so no limit could be enforced before
    // the app buffers it; browsers always send Content-Length for forms.
    if (req.headers["transfer-encoding"] && req.headers["content-length"] === undefined) {
      res.status(411).type("text/plain; charset=utf-8").send("Longueur de la requête requise.");
      return;
    }
    const length = Number(req.headers["content-length"] ?? 0);
    if (length > limit) {
      res.status(413).type("text/plain; charset=utf-8").send("Requête trop volumineuse.");
      return;
    }
    next();
  };
}
