/**
 * Every admin route of app/routes.ts (pages under /admin, JSON endpoints
 * under /api/admin), found from the route table itself so that new admin
 * routes are covered as soon as they are added: signed out, their loaders
 * and actions answer with a redirect to /auth or 401, never with data.
 */
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { signedInCookie, siteRequest } from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";

interface AdminRoute {
  path: string;
  file: string;
}

function flatten(entries: RouteConfigEntry[], parent = ""): AdminRoute[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ path: full, file: entry.file }, ...flatten(entry.children ?? [], full)];
  });
}

const allRoutes = flatten(routes);
const adminRoutes = allRoutes.filter(
  ({ path: p }) =>
    p === "admin" || p.startsWith("admin/") || p === "api/admin" || p.startsWith("api/admin/"),
);
/** Admin routes plus the sign-in and sign-out forms: every state-changing endpoint of admin access. */
const accessRoutes = [
  ...adminRoutes,
  ...allRoutes.filter(({ path: p }) => p === "auth" || p === "auth/logout"),
];
const named = (list: AdminRoute[]) => list.map((r) => [`/${r.path} (${r.file})`, r] as const);

/** A concrete address for a route pattern (":id" and ":id?" become "1"). */
const concrete = (pattern: string) => `/${pattern.replace(/:(\w+)\??/g, "1").replace(/\*$/, "x")}`;
const paramsOf = (pattern: string) =>
  Object.fromEntries([...pattern.matchAll(/:(\w+)\??/g)].map((m) => [m[1] ?? "", "1"]));

type DataFunction = (args: {
  request: Request;
  url: URL;
  pattern: string;
  params: Record<string, string>;
  context: unknown;
}) => unknown;

interface RouteModule {
  loader?: DataFunction;
  action?: DataFunction;
}

async function loadModule(file: string): Promise<RouteModule> {
  const mod: Record<string, unknown> = await import(path.resolve("app", file));
  // Route modules export their loader and action as functions of these arguments.
  const fn = (value: unknown) =>
    typeof value === "function" ? (value as DataFunction) : undefined;
  return { loader: fn(mod.loader), action: fn(mod.action) };
}

/** Runs a loader or action and gives its status and redirect (thrown or returned). */
async function outcome(fn: DataFunction, request: Request, pattern: string, context: unknown) {
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

describe("the admin routes' guard", async () => {
  const services = await createTestServices();
  const context = { services, cspNonce: "", clientIp: "203.0.113.5" };

  it("finds the admin routes and the sign-in forms in the route table", () => {
    expect(adminRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(["admin"]));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(2);
    expect(withActions.map((r) => r.path)).toEqual(expect.arrayContaining(["auth", "auth/logout"]));
  });

  it.each(named(adminRoutes))(
    "sends a signed-out visitor of %s to /auth (or 401), never data",
    async (_, { path: p, file }) => {
      const mod = await loadModule(file);
      const address = concrete(p);
      if (mod.loader) {
        const result = await outcome(
          mod.loader,
          siteRequest(services, `${address}?page=2`),
          p,
          context,
        );
        if (p.startsWith("api/")) expect(result.status).toBe(401);
        else {
          expect(result.status).toBe(302);
          expect(result.location).toBe(
            `/auth?redirectTo=${encodeURIComponent(`${address}?page=2`)}`,
          );
        }
      }
      if (mod.action) {
        const body = new FormData();
        body.set("intent", "delete");
        const result = await outcome(
          mod.action,
          siteRequest(services, address, { method: "POST", body }),
          p,
          context,
        );
        expect(result.status).toBe(p.startsWith("api/") ? 401 : 302);
      }
    },
  );

  const withActions: AdminRoute[] = [];
  for (const route of accessRoutes)
    if ((await loadModule(route.file)).action) withActions.push(route);

  it.each(named(withActions))(
    "refuses a post to %s from another site, even signed in",
    async (_, { path: p, file }) => {
      const { action } = await loadModule(file);
      if (!action) throw new Error("no action");
      const cookie = await signedInCookie(services);
      const request = siteRequest(services, concrete(p), {
        method: "POST",
        cookie,
        origin: "https://evil.example",
        body: new FormData(),
      });
      expect((await outcome(action, request, p, context)).status).toBe(403);
    },
  );

  it("lets the signed-in owner into the admin layout, with the sidebar state of the cookie", async () => {
    const cookie = await signedInCookie(services);
    const layout = adminRoutes.find((r) => r.path === "admin" && r.file.includes("layout"));
    if (!layout) throw new Error("admin layout route missing");
    const { loader } = await loadModule(layout.file);
    if (!loader) throw new Error("admin layout has no loader");
    const result = await outcome(
      loader,
      siteRequest(services, "/admin", { cookie: `${cookie}; sidebar_state=false` }),
      "admin",
      context,
    );
    expect(result.status).toBe(200);
    expect(result).toMatchObject({
      data: { user: { email: "praticien@example.com" }, sidebarOpen: false },
    });
  });
});
