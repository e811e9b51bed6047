/**
 * One address per page. React Router matches static segments whatever their
 * case and decodes percent-escapes, so `/SERVICES`, `/servic%65s` and
 * `/services/` would each show the services page: a second copy in the page
 * cache and a second row in the statistics. Such addresses are answered with
 * a permanent redirect to the page's own address instead.
 */
import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { boundedMemo } from "~/lib/bounded-memo";
import { routeTree } from "~/server/route-tree.server";

/**
 * The one address of the page a path shows, or null when no page matches it
 * (the catch-all 404 answers any address as it is). Static segments as the
 * route table writes them, no trailing slash; a dynamic segment keeps its
 * case (a preview token is case-sensitive), in its standard escaping.
 */
export function canonicalPath(routes: RouteObject[], pathname: string): string | null {
  let matches: ReturnType<typeof matchRoutes>;
  try {
    matches = matchRoutes(routes, pathname);
  } catch {
    return null;
  }
  if (!matches?.length) return null;
  const segments: string[] = [];
  for (const { route, params } of matches) {
    for (const part of (route.path ?? "").split("/")) {
      if (part === "") continue;
      if (part === "*") return null;
      if (!part.startsWith(":")) {
        segments.push(part);
        continue;
      }
      const value = params[part.replace(/^:|\?$/g, "")];
      if (value !== undefined && value !== "") segments.push(encodeURIComponent(value));
    }
  }
  return `/${segments.join("/")}`;
}

/** A GET or HEAD of a page under another spelling of its address: 301 to its own address. */
export function redirectToCanonicalPaths(build: ServerBuild): RequestHandler {
  const routes = routeTree(build);
  const canonicalOf = boundedMemo((rawPath) => {
    // As React Router will read it: dot segments resolved, other escapes kept.
    let pathname: string;
    try {
      pathname = new URL(`http://canonical.invalid${rawPath}`).pathname;
    } catch {
      return null;
    }
    const canonical = canonicalPath(routes, pathname);
    return canonical === rawPath ? null : canonical;
  }, 1_000);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const rawUrl = req.originalUrl;
    const queryAt = rawUrl.indexOf("?");
    const canonical = canonicalOf(queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt));
    if (canonical === null) return next();
    const location = canonical + (queryAt === -1 ? "" : rawUrl.slice(queryAt));
    res
      .status(301)
      .set("Location", location)
      .type("text/plain; charset=utf-8")
      .send(`Cette page a pour adresse ${location}`);
  };
}
