/**
 * In front of everything else (page cache, fast lane, router): each
 * redirected address answers 301 to its target, from a map held in memory
 * per process and read again when the public content version changes (the
 * writes of redirections.server.ts bump it; other processes follow it
 * through content-version.server.ts). The same front notes the 404s
 * answered to visitors (not-found-log.server.ts).
 *
 * Visits of redirections are counted in memory and written with the 404s
 * every few seconds: one UPDATE per redirected address per flush, never
 * one per visit.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { eq, sql } from "drizzle-orm";
import { boundedMemo } from "~/lib/bounded-memo";
import type { AppServices } from "~/server/context.server";
import { knownPublicContentVersion, publicContentVersion } from "~/server/content-version.server";
import { redirections } from "~/server/db/schema";
import type { LaneAnswer } from "~/server/page-cache/fast-lane.server";
import type { ServerFront } from "~/server/server-features";
import { fixedSecurityHeaders } from "~/server/security-headers.server";
import { createNotFoundLog } from "./not-found-log.server";
import { requestKey } from "./redirection-rules";
import { readRedirectionMap } from "./redirections.server";

/** How often visits and 404s noted in memory are written to the database. */
export const REDIRECTION_FLUSH_MS = 5_000;
/** Browsers keep a 301 for good without it: a redirection changed later must reach them. */
const REDIRECT_CACHE_CONTROL = "public, max-age=3600";

type Lookup = { key: string; target: string } | null;

/**
 * The redirection a request names, from the map in memory, read again when
 * the public content version has changed.
 */
function createRedirectionLookup(services: AppServices) {
  let built: { version: number; map: Map<string, string> } | null = null;
  let building: Promise<Map<string, string>> | null = null;
  const keyOf = boundedMemo(requestKey, 10_000);

  function rebuild(): Promise<Map<string, string>> {
    building ??= (async () => {
      // The version first: a change during the read leaves it stale, and the map is read again.
      const version = await publicContentVersion(services);
      const map = await readRedirectionMap(services.db);
      built = { version, map };
      return map;
    })().finally(() => {
      building = null;
    });
    return building;
  }

  const find = (map: Map<string, string>, rawUrl: string): Lookup => {
    if (map.size === 0) return null;
    const key = keyOf(rawUrl);
    const target = key === null ? undefined : map.get(key);
    return key === null || target === undefined ? null : { key, target };
  };

  /** The redirection a GET or HEAD names, without waiting when the map is current. */
  function lookup(method: string | undefined, rawUrl: string): Lookup | Promise<Lookup> {
    if (method !== "GET" && method !== "HEAD") return null;
    if (built && knownPublicContentVersion(services) === built.version) {
      return find(built.map, rawUrl);
    }
    return rebuild().then(
      (map) => find(map, rawUrl),
      (error: unknown) => {
        console.error("Redirections : lecture impossible, adresse servie sans redirection", error);
        return null;
      },
    );
  }

  return lookup;
}

/** The 301 to `target`, with the site's fixed security headers. */
function sendRedirect(
  services: AppServices,
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
) {
  const secure = "encrypted" in req.socket && req.socket.encrypted === true;
  for (const [name, value] of fixedSecurityHeaders(services.env, secure))
    res.setHeader(name, value);
  res.writeHead(301, {
    Location: target,
    "Cache-Control": REDIRECT_CACHE_CONTROL,
    "Content-Type": "text/plain; charset=utf-8",
  });
  res.end(req.method === "HEAD" ? undefined : `Cette page a pour adresse ${target}`);
}

export function createRedirectFront(services: AppServices) {
  const lookup = createRedirectionLookup(services);
  let visits = new Map<string, { count: number; lastAt: Date }>();
  const notFound = createNotFoundLog(services);

  function redirect(
    req: IncomingMessage,
    res: ServerResponse,
    found: { key: string; target: string },
  ) {
    const seen = visits.get(found.key);
    if (seen) {
      seen.count += 1;
      seen.lastAt = services.now();
    } else {
      visits.set(found.key, { count: 1, lastAt: services.now() });
    }
    sendRedirect(services, req, res, found.target);
  }

  /** Node's handler: a redirection, or the site (its 404s noted). */
  function front(inner: RequestListener): RequestListener {
    return (req, res) => {
      const rawUrl = req.url ?? "";
      const pass = () => {
        if (req.method === "GET" || req.method === "HEAD") {
          res.once("finish", () => {
            if (res.statusCode === 404) notFound.record(rawUrl, req.headers["user-agent"]);
          });
        }
        inner(req, res);
      };
      const answer = (result: Lookup) => {
        if (!result) return pass();
        try {
          redirect(req, res, result);
        } catch (error) {
          // A target stored before a rule existed: the visitor still gets the page, not an error.
          console.error(`Redirections : ${result.key} servie sans redirection`, error);
          if (!res.headersSent) pass();
        }
      };
      const found = lookup(req.method, rawUrl);
      if (found instanceof Promise) void found.then(answer);
      else answer(found);
    };
  }

  /** The fast lane's answer: redirections go to Node's handler (`front`); 404s are noted. */
  function lane(inner: LaneAnswer): LaneAnswer {
    return (request, socket) => {
      const answer = () => {
        const response = inner(request, socket);
        const note = (sent: Awaited<typeof response>) => {
          if (sent?.status === 404) notFound.record(request.url, request.headers["user-agent"]);
          return sent;
        };
        return response instanceof Promise ? response.then(note) : note(response);
      };
      const found = lookup(request.method, request.url);
      if (!(found instanceof Promise)) return found ? null : answer();
      return found.then((result) => (result ? null : answer()));
    };
  }

  async function flush() {
    const counted = visits;
    visits = new Map();
    for (const [from, { count, lastAt }] of counted) {
      await services.db
        .update(redirections)
        .set({
          visits: sql`${redirections.visits} + ${count}`,
          lastVisitAt: sql`greatest(${redirections.lastVisitAt}, ${lastAt})`,
        })
        .where(eq(redirections.fromPath, from));
    }
    await notFound.flush();
  }

  return { front, lane, flush };
}

/**
 * The redirections in front of the server (its Node handler and its fast
 * lane), with the counts written every few seconds and once more at close.
 */
export function redirectionFront(services: AppServices): ServerFront {
  const redirectFront = createRedirectFront(services);
  const flush = () =>
    redirectFront.flush().catch((error: unknown) => {
      console.error("Redirections : visites et adresses introuvables non enregistrées", error);
    });
  const timer = setInterval(() => void flush(), REDIRECTION_FLUSH_MS);
  timer.unref();
  return {
    handler: redirectFront.front,
    lane: redirectFront.lane,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
