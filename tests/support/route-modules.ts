/**
 * The route modules of app/routes.ts, found from the route table itself, and
 * a way to run their loaders and actions as React Router would, so that
 * tests cover new routes as soon as they are added.
 */
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { RouteObject } from "react-router";
import routes from "~/routes";

export interface RouteEntry {
  path: string;
  file: string;
}

function flatten(entries: RouteConfigEntry[], parent = ""): RouteEntry[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ path: full, file: entry.file }, ...flatten(entry.children ?? [], full)];
  });
}

export const allRoutes = flatten(routes);

function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    return entry.index
      ? { id, index: true }
      : { id, path: entry.path, children: toRouteObjects(entry.children ?? []) };
  });
}

/** The app's route table as the server build shapes it for `matchRoutes`: ids are module paths, under "root". */
export const appRouteTree: RouteObject[] = [
  { id: "root", path: "", children: toRouteObjects(routes) },
];
/** A concrete address for a route pattern (":id" and ":id?" become "1"). */
export const concrete = (pattern: string) =>
  `/${pattern.replace(/:(\w+)\??/g, "1").replace(/\*$/, "x")}`;
const paramsOf = (pattern: string) =>
  Object.fromEntries([...pattern.matchAll(/:(\w+)\??/g)].map((m) => [m[1] ?? "", "1"]));

type DataFunction = (args: {
  request: Request;
  url: URL;
  pattern: string;
  params: Record<string, string>;
  context: unknown;
}) => unknown;

export interface RouteModule {
  loader?: DataFunction;
  action?: DataFunction;
}

export async function loadModule(file: string): Promise<RouteModule> {
  const mod: Record<string, unknown> = await import(path.resolve("app", file));
  // Route modules export their loader and action as functions of these arguments.
  const fn = (value: unknown) =>
    typeof value === "function" ? (value as DataFunction) : undefined;
  return { loader: fn(mod.loader), action: fn(mod.action) };
}

/** Runs a loader or action and gives its status and redirect (thrown or returned). */
export async function outcome(
  fn: DataFunction,
  request: Request,
  pattern: string,
  context: unknown,
) {
  let result: unknown;
  try {
    result = await fn({
      request,
      url: new URL(request.url),
      pattern,
      params: paramsOf(pattern),
      context,
    });
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location") };
  if (
    result &&
    typeof result === "object" &&
    "init" in result &&
    result.init &&
    typeof result.init === "object"
  ) {
    const init: { status?: number } = result.init;
    return {
      status: init.status ?? 200,
      location: null,
      data: "data" in result ? result.data : undefined,
    };
  }
  return { status: 200, location: null, data: result };
}
