import { describe, expect, it, vi } from "vitest";
import { cookieHeaderFrom, signedInCookie, siteRequest } from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";
import { handleAuthForm } from "./auth-form-action.server";
import { authMessages } from "./messages";
import { passkeyRegistrationOptions, registerPasskey } from "./passkeys.server";
import { PasskeyRegistrationSchema } from "./schemas";
import { SIGN_IN_THROTTLE } from "./sign-in-throttle.server";

describe("passkeys", async () => {
  const services = await createTestServices();

  /** What the /auth action answers a form, as status and body. */
  const post = async (fields: Record<string, string>, clientIp = "198.51.100.30") => {
    const request = siteRequest(services, "/auth", {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    request.headers.set("Content-Type", "application/x-www-form-urlencoded");
    try {
      const result = (await handleAuthForm(request, { services, clientIp } as never)) as {
        data: unknown;
        init: { status?: number } | null;
      };
      return { status: result.init?.status ?? 200, body: result.data };
    } catch (thrown) {
      const result = thrown as { data: unknown; init: { status: number } };
      return { status: result.init.status, body: result.data };
    }
  };

  it("gives sign-in options bound to the site's host name, with a challenge", async () => {
    const { status, body } = await post({ intent: "passkey-options" });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      intent: "passkey-options",
      options: { rpId: "osteo.example.com", challenge: expect.stringMatching(/^[\w-]{20,}$/) },
    });
  });

  it.each([
    ["no answer", {}],
    ["an answer that is not JSON", { response: "{pas du json" }],
    ["JSON of another shape", { response: JSON.stringify({ id: "x", type: "password" }) }],
    [
      "a well-formed answer without its challenge cookie",
      {
        response: JSON.stringify({
          id: "AAAA",
          rawId: "AAAA",
          type: "public-key",
          clientExtensionResults: {},
          response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" },
        }),
      },
    ],
  ])("refuses %s with a French message", async (_, fields) => {
    const { status, body } = await post({ intent: "passkey", ...fields });
    expect([400, 401]).toContain(status);
    expect(body).toEqual({ intent: "passkey", error: authMessages.passkeyRefused });
  });

  it("counts option requests as sign-in attempts of the client", async () => {
    const clientIp = "198.51.100.31";
    for (let i = 0; i < SIGN_IN_THROTTLE.clientFreeAttempts; i++) {
      expect((await post({ intent: "passkey-options" }, clientIp)).status).toBe(200);
    }
    const { status, body } = await post({ intent: "passkey-options" }, clientIp);
    expect(status).toBe(429);
    expect(body).toEqual({
      intent: "passkey-options",
      error: authMessages.tooManySignInAttempts("30 secondes"),
    });
  });

  it("gives registration options only to a signed-in owner, and refuses a forged answer", async () => {
    const cookie = await signedInCookie(services);
    const options = await passkeyRegistrationOptions(
      services,
      siteRequest(services, "/admin/compte", { method: "POST", cookie }),
    );
    expect(options).toMatchObject({
      ok: true,
      options: {
        rp: { id: "osteo.example.com" },
        authenticatorSelection: { residentKey: "required" },
      },
    });
    if (!options.ok) return;
    const challenge = cookieHeaderFrom(options.setCookies);
    const forged = PasskeyRegistrationSchema.parse(
      JSON.stringify({
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: "AAAA", attestationObject: "AAAA" },
      }),
    );
    // The plugin logs the failed check (the log names no secret).
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await registerPasskey(
      services,
      siteRequest(services, "/admin/compte", { method: "POST", cookie: `${cookie}; ${challenge}` }),
      { response: forged, name: "Faux" },
    );
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(String(logged.mock.calls[0])).toContain("Failed to verify registration");
    logged.mockRestore();

    const signedOut = await passkeyRegistrationOptions(
      services,
      siteRequest(services, "/admin/compte", { method: "POST" }),
    );
    expect(signedOut.ok).toBe(false);
  });
});
