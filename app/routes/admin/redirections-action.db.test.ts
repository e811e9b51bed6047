/**
 * 'Redirections' (/admin/redirections) through the route's own action: odd
 * input is refused with a 4xx and a French message before anything is
 * written; only the signed-in owner gets there.
 */
import { describe, expect, it } from "vitest";
import { storableTextMessage } from "~/lib/storable-text";
import { redirectionMessages as messages } from "~/features/redirections/messages";
import { listRedirections } from "~/features/redirections/redirections.server";
import { action } from "./redirections";
import { signedInCookie, siteRequest } from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";

const services = await createTestServices();
const cookie = await signedInCookie(services);
const context = { services, cspNonce: "", clientIp: "203.0.113.8" };

async function post(fields: Record<string, string>, as: { cookie?: string } = { cookie }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = siteRequest(services, "/admin/redirections", {
    method: "POST",
    cookie: as.cookie,
    body,
  });
  let result: unknown;
  try {
    result = await action({
      request,
      url: new URL(request.url),
      pattern: "admin/redirections",
      params: {},
      context,
    });
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location"), data: null };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init: { status?: number } | null = result.init ?? null;
    return { status: init?.status ?? 200, location: null, data: result.data };
  }
  return { status: 200, location: null, data: result };
}

const count = async () => (await listRedirections(services)).length;

describe("the Redirections page's action", () => {
  it("sends a signed-out visitor to the sign-in page and writes nothing", async () => {
    const result = await post({ intent: "create", from: "/a", to: "/blog" }, {});
    expect(result.status).toBe(302);
    expect(await count()).toBe(0);
  });

  it("adds, changes and deletes a redirection, back to the list each time", async () => {
    const created = await post({ intent: "create", from: "/ancienne-page/", to: "/blog" });
    expect(created).toMatchObject({ status: 302, location: "/admin/redirections" });
    const [row] = await listRedirections(services);
    const id = String(row?.id);
    expect(
      await post({ intent: "update", id, from: "/ancienne-page", to: "/contact" }),
    ).toMatchObject({ status: 302 });
    expect((await listRedirections(services))[0]?.toPath).toBe("/contact");
    expect(await post({ intent: "delete", id })).toMatchObject({ status: 302 });
    expect(await count()).toBe(0);
  });

  it("answers each refused field with 400 and its French message", async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ from: "/x\u0000", to: "/blog" }, { from: storableTextMessage }],
      [{ from: "/../x", to: "/blog" }, { from: messages.dotSegments }],
      [{ from: "/%2e%2e/x", to: "/blog" }, { from: messages.dotSegments }],
      [{ from: `/${"a".repeat(5000)}`, to: "/blog" }, { from: messages.tooLong }],
      [{ from: "/x", to: "https://evil.example/" }, { to: messages.outsideSite }],
      [{ from: "/x", to: "//evil.example" }, { to: messages.outsideSite }],
      [{ from: "/x", to: "javascript:alert(1)" }, { to: messages.outsideSite }],
      [{ from: "/a-propos", to: "/blog" }, { from: messages.servedBySite("/a-propos") }],
    ];
    for (const [fields, errors] of cases) {
      const result = await post({ intent: "create", ...fields });
      expect(result.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(result.data).toMatchObject({ form: "create", errors });
    }
    expect(await count()).toBe(0);
  });

  it("refuses an unknown intent, a missing field, an unknown or huge id", async () => {
    expect((await post({ intent: "purge" })).status).toBe(400);
    expect((await post({ intent: "create", from: "/x" })).status).toBe(400);
    expect((await post({ intent: "delete", id: "999" })).status).toBe(404);
    expect((await post({ intent: "delete", id: "99999999999999999999" })).status).toBe(404);
    expect((await post({ intent: "update", id: "-1", from: "/x", to: "/blog" })).status).toBe(404);
    expect((await post({ intent: "update", id: "12", from: "/x", to: "/blog" })).status).toBe(404);
    expect(await count()).toBe(0);
  });
});
