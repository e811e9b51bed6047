/**
 * 'Sécurité du compte' through its action, as the page posts it: odd input
 * is refused with a 4xx and a French message, and the password asked again
 * by the second factor's forms is throttled as at sign-in.
 */
import { describe, expect, it } from "vitest";
import { formBodyMessages } from "~/server/form-body.server";
import { signedInCookie, siteRequest, TEST_OWNER } from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";
import { handleAccountForm } from "./account-action.server";
import { accountMessages } from "./messages";

let clock = new Date("2026-03-02T09:00:00Z");
const services = await createTestServices({ now: () => clock });
const cookie = await signedInCookie(services);
const context = { services, cspNonce: "", clientIp: "203.0.113.8" };

/** Status and data of the action's answer, thrown or returned. */
async function settle(run: () => Promise<unknown>) {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, data: null };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init = result.init as { status?: number } | null;
    return { status: init?.status ?? 200, data: result.data as Record<string, unknown> };
  }
  throw new Error(`unexpected answer: ${String(result)}`);
}

const post = (body: BodyInit, headers: Record<string, string> = {}) => {
  const request = siteRequest(services, "/admin/compte", { method: "POST", cookie, body });
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return settle(() => handleAccountForm(request, context));
};
const postForm = (fields: Record<string, string>) => post(new URLSearchParams(fields));

describe("odd input on the account page", () => {
  it("refuses an unknown or missing intent", async () => {
    for (const intent of ["", "drop-table", "totp-start\u0000", "x".repeat(100_000)]) {
      expect(await postForm({ intent })).toEqual({
        status: 400,
        data: { intent: "", error: accountMessages.unknownAction },
      });
    }
    expect(await postForm({})).toMatchObject({ status: 400 });
  });

  it("asks for the password when it is missing, too long or holds a NUL byte", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ intent: "totp-start" }, accountMessages.passwordRequired],
      [{ intent: "totp-disable", password: "" }, accountMessages.passwordRequired],
      [
        { intent: "recovery-renew", password: "a".repeat(100_000) },
        accountMessages.passwordTooLong,
      ],
      [{ intent: "totp-start", password: "mot\u0000de-passe" }, accountMessages.oddCharacters],
    ];
    for (const [fields, error] of cases) {
      expect(await postForm(fields)).toEqual({
        status: 400,
        data: { intent: fields.intent, error },
      });
    }
  });

  it("refuses a confirmation without its setup, a code of junk, unknown devices and passkeys", async () => {
    expect(await postForm({ intent: "totp-confirm", code: "123456" })).toEqual({
      status: 400,
      data: { intent: "totp-confirm", error: accountMessages.setupLost },
    });
    expect(
      await postForm({
        intent: "totp-confirm",
        code: "9".repeat(10_000),
        totpURI: "otpauth://totp/x?secret=ABC",
      }),
    ).toMatchObject({ status: 400, data: { error: accountMessages.wrongCode } });
    expect(await postForm({ intent: "device-forget", id: "../../etc" })).toMatchObject({
      status: 404,
      data: { error: accountMessages.deviceUnknown },
    });
    expect(await postForm({ intent: "passkey-delete", id: "\u0000" })).toMatchObject({
      status: 404,
      data: { error: accountMessages.passkeyUnknown },
    });
    expect(
      await postForm({ intent: "passkey-add", name: "Téléphone", response: "{" }),
    ).toMatchObject({ status: 400, data: { error: accountMessages.passkeyNotAdded } });
  });

  it("answers a body that is not a form with 415, a GET with 405", async () => {
    expect(
      await post(JSON.stringify({ intent: "totp-start" }), { "Content-Type": "application/json" }),
    ).toEqual({ status: 415, data: { error: formBodyMessages.notAForm } });
    const get = siteRequest(services, "/admin/compte", { cookie });
    expect(await settle(() => handleAccountForm(get, context))).toEqual({
      status: 405,
      data: { error: formBodyMessages.methodNotAllowed },
    });
  });
});

describe("the password asked again on the account page", () => {
  const intents = ["totp-start", "totp-disable", "recovery-renew"];

  it("is throttled as at sign-in: 5 wrong passwords, then a wait for every form", async () => {
    for (let i = 0; i < 5; i++) {
      const intent = intents[i % 3]!;
      expect(await postForm({ intent, password: `pas-le-bon-${i}` })).toEqual({
        status: 400,
        data: { intent, error: accountMessages.wrongPassword },
      });
    }
    for (const intent of intents) {
      expect(await postForm({ intent, password: "encore-un-essai" })).toEqual({
        status: 429,
        data: { intent, error: accountMessages.tooManyPasswordAttempts("30 secondes") },
      });
    }
    // Even the right password waits.
    expect(await postForm({ intent: "totp-start", password: TEST_OWNER.password })).toMatchObject({
      status: 429,
    });
  });

  it("lets the right password through once the wait is over, and forgets the failures", async () => {
    clock = new Date(clock.getTime() + 31_000);
    const started = await postForm({ intent: "totp-start", password: TEST_OWNER.password });
    expect(started).toMatchObject({ status: 200, data: { intent: "totp-start" } });
    expect(started.data?.setup).toMatchObject({ totpURI: expect.stringMatching(/^otpauth:/) });
    for (let i = 0; i < 5; i++) {
      expect(await postForm({ intent: "totp-start", password: "faux" })).toMatchObject({
        status: 400,
      });
    }
  });
});
