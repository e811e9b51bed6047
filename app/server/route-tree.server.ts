/**
 * The build's routes as React Router matches them, for the checks that run
 * before it: which stored page an address maps to (page cache), and which
 * route a form posted to an address reaches (http-errors.server.ts).
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The routes of the build as a tree, for `matchRoutes`. */
export function routeTree(build: ServerBuild): RouteObject[] {
  type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
  const byParent = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const children = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, children: children(route.id) },
    );
  return children(undefined);
}

/**
 * The id of the route whose action a POST to this address calls, by React
 * Router's rule (its `getTargetMatch`): the index route when the address
 * carries a bare `?index`, else the deepest route that adds to the path
 * (index routes and pathless layouts do not). Null for React Router's own
 * requests (`.data`, the route manifest), for an address it cannot read,
 * and for the catch-all route: those keep the router's own answer.
 */
export function formTarget(routes: RouteObject[], rawUrl: string): string | null {
  let url: URL;
  let matches: ReturnType<typeof matchRoutes>;
  try {
    url = new URL(rawUrl, "http://form-target.invalid");
    if (url.pathname.endsWith(".data") || url.pathname === "/__manifest") return null;
    matches = matchRoutes(routes, url.pathname);
  } catch {
    return null;
  }
  const last = matches?.at(-1);
  if (!matches || !last) return null;
  const target =
    last.route.index && url.searchParams.getAll("index").includes("")
      ? last
      : matches.findLast((match, index) => index === 0 || Boolean(match.route.path));
  if (!target || target.route.path === "*") return null;
  return target.route.id ?? null;
}
