import { describe, expect, it } from "vitest";
import { signedInCookie, siteRequest } from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";
import { requireUser } from "./guard.server";
import { authMessages } from "./messages";
import { signOut } from "./sign-in.server";

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the guard to refuse");
}

describe("requireUser", async () => {
  const services = await createTestServices();
  const cookie = await signedInCookie(services);

  it("gives the signed-in owner to the page", async () => {
    const session = await requireUser(siteRequest(services, "/admin", { cookie }), services);
    expect(session.user.email).toBe("praticien@example.com");
  });

  it("sends a signed-out visitor to /auth, remembering the page", async () => {
    const response = await thrown(
      requireUser(siteRequest(services, "/admin/articles?page=3"), services),
    );
    expect(response).toBeInstanceOf(Response);
    if (!(response instanceof Response)) return;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      "/auth?redirectTo=%2Fadmin%2Farticles%3Fpage%3D3",
    );
  });

  it("remembers the page, not its data, when the browser asked React Router for the data", async () => {
    const cases = [
      ["/admin/articles.data?page=3&_routes=routes%2Fadmin%2Farticles", "/admin/articles?page=3"],
      ["/admin.data?_routes=routes%2Fadmin%2Flayout", "/admin"],
      ["/admin.data?index", "/admin"],
      ["/admin/demandes?q=a%20b&page=2", "/admin/demandes?q=a%20b&page=2"],
    ];
    for (const [asked, page] of cases) {
      const response = await thrown(requireUser(siteRequest(services, asked ?? ""), services));
      expect(response).toBeInstanceOf(Response);
      if (!(response instanceof Response)) return;
      expect(response.headers.get("Location")).toBe(
        `/auth?redirectTo=${encodeURIComponent(page ?? "")}`,
      );
    }
  });

  it("refuses a post without an Origin of this site", async () => {
    const noOrigin = await thrown(
      requireUser(
        siteRequest(services, "/admin", { method: "POST", cookie, origin: null }),
        services,
      ),
    );
    expect(noOrigin).toMatchObject({
      init: { status: 403 },
      data: { error: authMessages.foreignOrigin },
    });
    const foreign = await thrown(
      requireUser(
        siteRequest(services, "/admin/redirections", {
          method: "DELETE",
          cookie,
          origin: "https://evil.example",
        }),
        services,
      ),
    );
    expect(foreign).toMatchObject({ init: { status: 403 } });
    const ok = await requireUser(
      siteRequest(services, "/admin", { method: "POST", cookie }),
      services,
    );
    expect(ok.user.email).toBe("praticien@example.com");
  });

  it("says the session expired when its cookie no longer opens one", async () => {
    const stale = await signedInCookie(services);
    await signOut(services, {
      request: siteRequest(services, "/auth/logout", { method: "POST", cookie: stale }),
      clientIp: "1",
    });
    const response = await thrown(
      requireUser(siteRequest(services, "/admin", { cookie: stale }), services),
    );
    if (!(response instanceof Response)) throw new Error("expected a Response");
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fadmin");
    const setCookie = response.headers.getSetCookie().join("\n");
    expect(setCookie).toContain("toast=");
    expect(setCookie).toMatch(/better-auth\.session_token=;.*Max-Age=0/);
  });
});
