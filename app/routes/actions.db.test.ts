/**
 * Every route action of app/routes.ts (found from the route table, so new
 * ones are covered) survives whatever a client sends: a wrong method gets
 * 405, a body that is not what the action reads gets a 4xx, never a 500.
 */
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { formBodyMessages } from "~/server/form-body.server";
import { signedInCookie, siteRequest } from "../../tests/support/auth";
import {
  allRoutes,
  concrete,
  loadModule,
  outcome,
  type RouteEntry,
} from "../../tests/support/route-modules";
import { createTestServices } from "../../tests/support/test-services";

const BROKEN_MULTIPART = '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlog';

/** Bodies a form action may receive from a script or a broken client. */
const oddBodies: [string, Record<string, string>, string | undefined][] = [
  ["JSON", { "Content-Type": "application/json" }, '{"intent":"login"}'],
  ["text/plain", { "Content-Type": "text/plain" }, "intent=login"],
  ["no content type", {}, undefined],
  ["broken multipart", { "Content-Type": "multipart/form-data; boundary=x" }, BROKEN_MULTIPART],
  ["multipart without boundary", { "Content-Type": "multipart/form-data" }, "intent=login"],
];

describe("every route action", async () => {
  const services = await createTestServices();
  let client = 0;
  // A new client address per request: rate limits are not what this tests.
  const context = () => ({ services, cspNonce: "", clientIp: `203.0.113.${++client % 250}` });

  const withActions: RouteEntry[] = [];
  for (const route of allRoutes) if ((await loadModule(route.file)).action) withActions.push(route);
  const named = withActions.map((r) => [`/${r.path}`, r] as const);

  let cookie = "";
  beforeEach(async () => {
    cookie = await signedInCookie(services);
  });
  const request = async (
    method: string,
    route: RouteEntry,
    headers: Record<string, string> = {},
    body?: string,
  ) => {
    const base = siteRequest(services, concrete(route.path), { method, cookie });
    for (const [name, value] of Object.entries(headers)) base.headers.set(name, value);
    return new Request(base.url, { method, headers: base.headers, body });
  };

  it("finds the actions of the sign-in, admin and API routes", () => {
    expect(withActions.map((r) => r.path)).toEqual(
      expect.arrayContaining(["auth", "auth/logout", "admin/articles", "api/leads"]),
    );
  });

  it.each(named)("answers 405 to PUT, DELETE and PATCH on %s", async (_, route) => {
    const { action } = await loadModule(route.file);
    if (!action) throw new Error("no action");
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const form = new URLSearchParams({ intent: "delete", id: "1" }).toString();
      const sent = await request(
        method,
        route,
        { "Content-Type": "application/x-www-form-urlencoded" },
        form,
      );
      const result = await outcome(action, sent, route.path, context());
      expect(result.status, method).toBe(405);
    }
  });

  it.each(named)("answers a GET on %s with a page or a French refusal", async (_, route) => {
    const mod: Record<string, unknown> = await import(path.resolve("app", route.file));
    // A page answers GET with its loader or its component alone.
    if (typeof mod.default === "function") return;
    const { loader } = await loadModule(route.file);
    // Without a loader, React Router answers 400 "Unexpected Server Error" in English.
    if (!loader) throw new Error(`${route.file} has an action but no loader`);
    const result = await outcome(loader, await request("GET", route), route.path, context());
    expect(result.status).toBeLessThan(500);
  });

  it.each(named)("answers a body it cannot read on %s without a server error", async (_, route) => {
    const { action } = await loadModule(route.file);
    if (!action) throw new Error("no action");
    for (const [label, headers, body] of oddBodies) {
      const result = await outcome(
        action,
        await request("POST", route, headers, body),
        route.path,
        context(),
      );
      expect(result.status, label).toBeLessThan(500);
    }
  });

  it.each([
    ["admin/articles", "routes/admin/articles.tsx"],
    ["admin/articles/edit/:id?", "routes/admin/article-edit.tsx"],
    ["auth", "routes/auth/auth.tsx"],
  ])("explains in French why a form of %s could not be read", async (pattern, file) => {
    const { action } = await loadModule(file);
    if (!action) throw new Error("no action");
    const route = { path: pattern, file };
    const json = await outcome(
      action,
      await request("POST", route, { "Content-Type": "application/json" }, "{}"),
      pattern,
      context(),
    );
    expect(json).toMatchObject({ status: 415, data: { error: formBodyMessages.notAForm } });
    const broken = await outcome(
      action,
      await request("POST", route, oddBodies[3]?.[1], BROKEN_MULTIPART),
      pattern,
      context(),
    );
    expect(broken).toMatchObject({ status: 400, data: { error: formBodyMessages.unreadable } });
    const put = await outcome(action, await request("PUT", route), pattern, context());
    expect(put).toMatchObject({ status: 405, data: { error: formBodyMessages.methodNotAllowed } });
  });

  it.each(["%00", "%00abc", "%ED%A0%80", "a".repeat(5000)])(
    "answers a reset-link check of the token %j as an invalid link",
    async (token) => {
      const { action } = await loadModule("routes/auth/auth.tsx");
      if (!action) throw new Error("no action");
      const result = await outcome(
        action,
        await request(
          "POST",
          { path: "auth", file: "routes/auth/auth.tsx" },
          { "Content-Type": "application/x-www-form-urlencoded" },
          `intent=check-reset-link&token=${token}`,
        ),
        "auth",
        context(),
      );
      expect(result).toMatchObject({
        status: 200,
        data: { intent: "check-reset-link", valid: false },
      });
    },
  );
});
