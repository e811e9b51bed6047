/**
 * The server bundle's entry: builds the services (database, jobs) and the
 * Express application that serves the React Router app. `server.ts` at the
 * repository root imports it, listens and handles signals.
 */
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import type { AppServices } from "~/server/context.server";
import { seedDemoContent } from "~/server/db/seed.server";
import { ensureOwnerAccount } from "~/features/auth/owner-account.server";
import { articleMediaDir } from "~/features/media/article-images.server";
import { followArticleChanges } from "~/features/sitemaps/article-changes.server";
import { indexNowKeyFile } from "~/features/sitemaps/indexnow.server";
import type { Env } from "~/server/env.server";
import { startJobs } from "~/server/jobs.server";
import { securityHeaders } from "~/server/security-headers.server";
import { finalErrorHandler, refuseMalformedRequests } from "~/server/http-errors.server";
import { APP_JOBS, openServices } from "~/server/services.server";
import { countPageViews } from "~/features/audience/count-page-views.server";
import {
  createPageViewCounter,
  type PageViewCounter,
} from "~/features/audience/page-view-counter.server";

export interface StartOptions {
  /** Where the client build lives (production); absent in development. */
  clientDir?: string;
  /** Extra middleware mounted before the app (Vite's, in development). */
  before?: express.RequestHandler[];
}

export interface RunningApp {
  app: express.Express;
  services: AppServices;
  env: Env;
  /** Lines to print once the server listens. */
  notices: string[];
  close(): Promise<void>;
}

export async function startApp(options: StartOptions): Promise<RunningApp> {
  const opened = await openServices();
  const { env } = opened;
  const services: AppServices = { env, db: opened.db, now: opened.now };
  const notices: string[] = [];

  const seeded = await seedDemoContent(services);
  if (seeded > 0) notices.push(`Base vide : ${seeded} articles de démonstration ajoutés.`);
  // The owner account from ADMIN_EMAIL/ADMIN_PASSWORD, or how to create one.
  notices.push(await ensureOwnerAccount(services));

  // Sitemaps are rebuilt and IndexNow told whenever a public article changes.
  const stopFollowingArticles = followArticleChanges();
  const stopJobs = env.JOBS === "on" ? startJobs(services, APP_JOBS) : () => undefined;
  // Page views are counted in memory and added to the database every few seconds.
  const pageViews = createPageViewCounter(services);
  const flushPageViews = () =>
    pageViews.flush().catch((error: unknown) => {
      console.error("Mesure d'audience : compteurs non enregistrés", error);
    });
  const flushTimer = setInterval(flushPageViews, PAGE_VIEW_FLUSH_MS);
  flushTimer.unref();
  const app = createExpressApp(services, options, pageViews);

  return {
    app,
    services,
    env,
    notices,
    async close() {
      stopJobs();
      stopFollowingArticles();
      clearInterval(flushTimer);
      await flushPageViews();
      await opened.close();
    },
  };
}

/** How often the in-memory page-view counters are written to the database. */
const PAGE_VIEW_FLUSH_MS = 5_000;

function createExpressApp(
  services: AppServices,
  options: StartOptions,
  pageViews: PageViewCounter,
) {
  const { env } = services;
  const app = express();
  app.disable("x-powered-by");
  // One proxy in front: the client is the address it appended, the last of
  // X-Forwarded-For; earlier entries are whatever the client claimed.
  if (env.TRUST_PROXY) app.set("trust proxy", 1);

  app.get("/healthz", async (_req, res) => {
    try {
      await services.db.execute("select 1");
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      console.error("healthz: database unreachable", error);
      res.status(503).json({ status: "error" });
    }
  });

  // Observers go above any cache: a page served from memory is still counted.
  app.use(
    countPageViews(pageViews, { publicHost: new URL(env.PUBLIC_URL).hostname, now: services.now }),
  );

  app.use(compression());
  app.use(securityHeaders(env));
  app.use(refuseMalformedRequests);
  for (const middleware of options.before ?? []) app.use(middleware);

  if (options.clientDir) {
    // Hashed file names: cache for a year. The build wrote Brotli and gzip
    // copies next to them; the compression middleware skips what is encoded.
    app.use(
      "/assets",
      expressStaticGzip(path.join(options.clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y" },
      }),
    );
    app.use(express.static(options.clientDir, { maxAge: "1h" }));
  }

  // Uploaded article images: random names, never rewritten, so cached for a year.
  app.use(
    "/media/articles",
    express.static(articleMediaDir(env), { immutable: true, maxAge: "1y", index: false }),
    (_req, res) => {
      res.status(404).type("text/plain; charset=utf-8").send("Image introuvable.");
    },
  );

  // IndexNow's key file, /{key}.txt at the site's root (React Router routes cannot match "{key}.txt").
  app.get("/:name.txt", async (req, res, next) => {
    try {
      const key = await indexNowKeyFile(services, req.params.name);
      if (key === null) return next();
      res.type("text/plain; charset=utf-8").set("Cache-Control", "public, max-age=3600").send(key);
    } catch (error) {
      next(error);
    }
  });

  app.use(rejectLargeBodies(MAX_BODY_BYTES));

  app.use(
    createRequestHandler({
      // Bundled into this very module in production; served by Vite in development.
      build: () => import("virtual:react-router/server-build"),
      mode: env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (req, res) => ({
        services,
        cspNonce: String(res.locals.cspNonce ?? ""),
        clientIp: req.ip ?? "unknown",
      }),
    }),
  );
  app.use(finalErrorHandler);
  return app;
}

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
