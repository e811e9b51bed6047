/**
 * Every admin route of app/routes.ts (pages under /admin, JSON endpoints
 * under /api/admin), found from the route table itself so that new admin
 * routes are covered as soon as they are added: signed out, their loaders
 * and actions answer with a redirect to /auth or 401, never with data.
 */
import { describe, expect, it } from "vitest";
import {
  cookieHeaderFrom,
  signedInCookie,
  siteRequest,
  TEST_OWNER,
} from "../../../tests/support/auth";
import {
  allRoutes,
  concrete,
  loadModule,
  outcome,
  type RouteEntry,
} from "../../../tests/support/route-modules";
import { createTestServices } from "../../../tests/support/test-services";
import { signIn } from "./sign-in.server";

const adminRoutes = allRoutes.filter(({ path: p }) => p === "admin" || p.startsWith("admin/"));
/** Admin routes plus the sign-in and sign-out forms: every state-changing endpoint of admin access. */
const accessRoutes = [
  ...adminRoutes,
  ...allRoutes.filter(({ path: p }) => p === "auth" || p === "auth/logout"),
];
const named = (list: RouteEntry[]) => list.map((r) => [`/${r.path} (${r.file})`, r] as const);

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

  // A browser whose password was right and whose e-mailed code is still due.
  await signedInCookie(services);
  const halfSignedIn = await signIn(
    services,
    { request: siteRequest(services, "/auth", { method: "POST" }), clientIp: "198.51.100.60" },
    TEST_OWNER,
  );

  it.each(named(adminRoutes))(
    "treats a half-signed-in browser (password right, code not given) at %s as signed out",
    async (_, { path: p, file }) => {
      expect(halfSignedIn.ok).toBe("code");
      const cookie = halfSignedIn.ok === "code" ? cookieHeaderFrom(halfSignedIn.setCookies) : "";
      expect(cookie).toContain("osteo_sign_in_step=");
      const mod = await loadModule(file);
      const address = concrete(p);
      if (mod.loader) {
        const result = await outcome(
          mod.loader,
          siteRequest(services, address, { cookie }),
          p,
          context,
        );
        expect(result.status).toBe(p.startsWith("api/") ? 401 : 302);
      }
      if (mod.action) {
        const body = new FormData();
        body.set("intent", "delete");
        const request = siteRequest(services, address, { method: "POST", body, cookie });
        expect((await outcome(mod.action, request, p, context)).status).toBe(
          p.startsWith("api/") ? 401 : 302,
        );
      }
    },
  );

  const withActions: RouteEntry[] = [];
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
