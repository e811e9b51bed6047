/**
 * A page's editor (/admin/pages/{page}) through the route's own action: odd
 * or hostile posts get a 4xx and a French message and write nothing; a
 * publication reaches the public page's loader.
 */
import { describe, expect, it } from "vitest";
import { defaultPages } from "~/features/pages/page-defaults";
import { pageMessages } from "~/features/pages/page-schemas";
import { fixedPage, listPageVersions, readPageForEditing } from "~/features/pages/pages.server";
import { action } from "./page-edit";
import { loader as sessionLoader } from "../public/session";
import { signedInCookie, siteRequest } from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";

const services = await createTestServices();
const cookie = await signedInCookie(services);
const context = { services, cspNonce: "", clientIp: "203.0.113.8" };

async function settle(run: () => Promise<unknown>) {
  let result: unknown;
  try {
    result = await run();
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

async function post(page: string, fields: Record<string, string>, as = { cookie }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = siteRequest(services, `/admin/pages/${page}`, {
    method: "POST",
    cookie: as.cookie,
    body,
  });
  return settle(() =>
    action({
      request,
      url: new URL(request.url),
      pattern: "admin/pages/:page",
      params: { page },
      context,
    }),
  );
}

const stampOf = async () => (await readPageForEditing(services, fixedPage("session"))).stamp;
const nothingWritten = async () => {
  expect((await readPageForEditing(services, fixedPage("session"))).hasDraft).toBe(false);
  expect(await listPageVersions(services, fixedPage("session"))).toEqual([]);
};

describe("the page editor's action", () => {
  it("sends a signed-out visitor to the sign-in page and writes nothing", async () => {
    const result = await post(
      "session",
      { intent: "publish", stamp: await stampOf(), document: JSON.stringify(defaultPages.session) },
      { cookie: "" },
    );
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth/);
    await nothingWritten();
  });

  it("answers an unreadable post with 400 and a French message", async () => {
    const posts: Record<string, string>[] = [
      { intent: "publish", stamp: await stampOf(), document: "{pas du json" },
      { intent: "publish", document: JSON.stringify(defaultPages.session) },
      { intent: "supprimer", stamp: await stampOf(), document: "{}" },
    ];
    for (const fields of posts) {
      const result = await post("session", fields);
      expect(result).toMatchObject({
        status: 400,
        data: { toast: { title: pageMessages.unreadable } },
      });
    }
    await nothingWritten();
  });

  it("answers hostile texts with 400 and the fields' messages, and stores nothing", async () => {
    const steps = Array.from({ length: 500 }, () => ({ title: "Étape", text: "\u0000" }));
    const result = await post("session", {
      intent: "save",
      stamp: await stampOf(),
      document: JSON.stringify({
        ...defaultPages.session,
        heading: "<script>alert(1)</script>",
        intro: "x".repeat(100_000),
        steps,
      }),
    });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      errors: {
        heading: pageMessages.noTags,
        intro: "« Introduction » ne doit pas dépasser 600 caractères.",
        steps: "« Étapes » compte entre 1 et 12 éléments.",
      },
    });
    await nothingWritten();
  });

  it("sends an unknown page back to the list", async () => {
    const result = await post("inconnue", { intent: "save", stamp: "0.0", document: "{}" });
    expect(result).toMatchObject({ status: 302, location: "/admin/pages" });
  });

  it("refuses a stale stamp with 409 and a French message", async () => {
    const result = await post("session", {
      intent: "publish",
      stamp: "41.7",
      document: JSON.stringify(defaultPages.session),
    });
    expect(result).toMatchObject({ status: 409, data: { toast: { title: pageMessages.stale } } });
    await nothingWritten();
  });

  it("publishes what the public page's loader then returns, placeholders filled", async () => {
    const result = await post("session", {
      intent: "publish",
      stamp: await stampOf(),
      document: JSON.stringify({ ...defaultPages.session, closing: "Tarif : {tarif}." }),
    });
    expect(result).toMatchObject({ status: 302, location: "/admin/pages/session" });
    const request = siteRequest(services, "/seance-type");
    const page = await sessionLoader({
      request,
      url: new URL(request.url),
      pattern: "seance-type",
      params: {},
      context,
    });
    expect(page.closing).toMatch(/^Tarif : \d+ €\.$/);
  });
});
