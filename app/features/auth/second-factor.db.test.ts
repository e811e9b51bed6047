import fs from "node:fs";
import path from "node:path";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  cookieHeaderFrom,
  knownDeviceCookie,
  lastSignInCode,
  siteRequest,
  TEST_OWNER,
} from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";
import { outboxDir } from "~/server/mail.server";
import { symmetricEncrypt } from "better-auth/crypto";
import { twoFactor } from "~/server/db/schema";
import { confirmTotpSetup, renewRecoveryCodes, startTotpSetup } from "./account-security.server";
import { authSecret } from "./auth.server";
import { getAdminSession } from "./guard.server";
import { accountMessages, authMessages } from "./messages";
import { resetSecondFactor } from "./owner-account.server";
import { signIn, verifySignInCode, type SignInResult } from "./sign-in.server";

const post = (services: Parameters<typeof siteRequest>[0], cookie?: string) =>
  siteRequest(services, "/auth", { method: "POST", cookie });
const join = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join("; ");
const storedRecoveryCodes = async (services: Awaited<ReturnType<typeof createTestServices>>) => {
  const [row] = await services.db.select({ codes: twoFactor.backupCodes }).from(twoFactor);
  return JSON.parse(row?.codes ?? "null") as string[];
};
const cookiesOf = (result: SignInResult) =>
  result.ok === false ? "" : cookieHeaderFrom(result.setCookies);

describe("a sign-in from a browser never seen, without a second factor", async () => {
  const services = await createTestServices();
  afterAll(() => fs.rmSync(path.dirname(outboxDir(services)), { recursive: true, force: true }));
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await knownDeviceCookie(services);
  const info = (cookie?: string, clientIp = "198.51.100.20") => ({
    request: post(services, cookie),
    clientIp,
  });

  it("asks for a 6-digit code e-mailed to the owner, and opens no session before it", async () => {
    const first = await signIn(services, info(), TEST_OWNER);
    expect(first).toMatchObject({ ok: "code", method: "email" });
    const cookie = cookiesOf(first);
    expect(cookie).not.toContain("session_token");
    expect(await getAdminSession(siteRequest(services, "/admin", { cookie }), services)).toBeNull();
    expect(lastSignInCode(services)).toMatch(/^\d{6}$/);
  });

  it("refuses a wrong code, accepts the right one once, and knows the browser afterwards", async () => {
    const first = await signIn(services, info(), TEST_OWNER);
    const step = cookiesOf(first);
    const code = lastSignInCode(services);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await verifySignInCode(services, info(step), wrong)).toEqual({
      ok: false,
      status: 401,
      message: authMessages.invalidCode,
    });
    const done = await verifySignInCode(services, info(step), code);
    expect(done.ok).toBe(true);
    const browser = cookiesOf(done);
    const session = await getAdminSession(
      siteRequest(services, "/admin", { cookie: browser }),
      services,
    );
    expect(session?.user.email).toBe(TEST_OWNER.email);
    // The code and its step are spent.
    expect(await verifySignInCode(services, info(step), code)).toMatchObject({
      ok: false,
      restart: true,
    });
    // Next time, this browser signs in with the password alone.
    const device = browser.split("; ").find((c) => c.startsWith("osteo_device="));
    expect((await signIn(services, info(device), TEST_OWNER)).ok).toBe(true);
  });

  it("spends the code after 5 wrong tries, and throttles like wrong passwords", async () => {
    const first = await signIn(services, info(undefined, "198.51.100.30"), TEST_OWNER);
    const step = cookiesOf(first);
    const code = lastSignInCode(services);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers: SignInResult[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(await verifySignInCode(services, info(step, "198.51.100.30"), wrong));
    // The password counted once; the account's 5 free attempts are used up by the 4th code.
    expect(answers.slice(0, 4).every((a) => a.ok === false && a.status === 401)).toBe(true);
    expect(answers[4]).toMatchObject({ ok: false, status: 429 });
    expect(await signIn(services, info(undefined, "198.51.100.31"), TEST_OWNER)).toMatchObject({
      ok: false,
      status: 429,
    });
  });
});

/**
 * A signed-in owner who has just turned the authenticator app on. The clock
 * (Better Auth's and the app's) moves on by hand: each code of the app is
 * accepted once, the next one comes 30 seconds later.
 */
async function ownerWithApp() {
  beforeAll(() => vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true }));
  afterAll(() => vi.useRealTimers());
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
  const services = await createTestServices();
  afterAll(() => fs.rmSync(path.dirname(outboxDir(services)), { recursive: true, force: true }));
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  const device = await knownDeviceCookie(services);
  const info = (cookie?: string, clientIp = "192.0.2.40") => ({
    request: post(services, cookie),
    clientIp,
  });
  const signedIn = await signIn(services, info(device), TEST_OWNER);
  let admin = join(device, cookiesOf(signedIn));
  const adminRequest = () =>
    siteRequest(services, "/admin/compte", { method: "POST", cookie: admin });
  const session = await getAdminSession(adminRequest(), services);
  if (!session) throw new Error("not signed in");

  const started = await startTotpSetup(services, info(admin), session, TEST_OWNER.password);
  if (!started.ok) throw new Error(started.message);
  const totp = new TOTP({ secret: started.setup.key, digits: 6, period: 30 });
  const nextCode = () => {
    later(30_000);
    return totp.generate();
  };

  const confirmed = await confirmTotpSetup(services, adminRequest(), session, totp.generate());
  if (!confirmed.ok) throw new Error(confirmed.message);
  admin = join(device, cookieHeaderFrom(confirmed.setCookies));
  const adminSession = async () => {
    const current = await getAdminSession(adminRequest(), services);
    if (!current) throw new Error("signed out");
    return current;
  };
  return {
    services,
    device,
    info,
    later,
    totp,
    nextCode,
    started,
    confirmed,
    adminRequest,
    adminSession,
    admin: () => admin,
  };
}

describe("a second factor with an authenticator app", async () => {
  const {
    services,
    device,
    info,
    nextCode,
    started,
    confirmed,
    adminRequest,
    adminSession,
    admin,
  } = await ownerWithApp();

  it("is turned on by a first code from the app, with 10 recovery codes", async () => {
    expect(started.setup.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(await getAdminSession(adminRequest(), services)).not.toBeNull();
  });

  it("asks for the app's code after the password, even on a known browser", async () => {
    const first = await signIn(services, info(device), TEST_OWNER);
    expect(first).toMatchObject({ ok: "code", method: "totp" });
    const half = join(device, cookiesOf(first));
    expect(
      await getAdminSession(siteRequest(services, "/admin", { cookie: half }), services),
    ).toBeNull();
    const wrong = await verifySignInCode(services, info(half), "000000");
    expect(wrong).toMatchObject({ ok: false, status: 401, message: authMessages.invalidCode });
    const done = await verifySignInCode(services, info(half), nextCode());
    expect(done.ok).toBe(true);
    const cookie = join(device, cookiesOf(done));
    expect(
      await getAdminSession(siteRequest(services, "/admin", { cookie }), services),
    ).not.toBeNull();
  });

  it("accepts a recovery code in the same field, once", async () => {
    const recovery = confirmed.recoveryCodes[0]!;
    const first = await signIn(services, info(device), TEST_OWNER);
    const done = await verifySignInCode(services, info(join(device, cookiesOf(first))), recovery);
    expect(done.ok).toBe(true);
    const again = await signIn(services, info(device), TEST_OWNER);
    const reused = await verifySignInCode(services, info(join(device, cookiesOf(again))), recovery);
    expect(reused).toMatchObject({ ok: false, status: 401 });
  });

  it("stores the recovery codes as digests: the database gives back none of them", async () => {
    const stored = await storedRecoveryCodes(services);
    // One was spent by the test above.
    expect(stored).toHaveLength(9);
    for (const entry of stored) expect(entry).toMatch(/^h:[\w-]{43}$/);
    const row = JSON.stringify(stored);
    for (const code of confirmed.recoveryCodes) expect(row).not.toContain(code);
    // Renewing them keeps only digests too.
    const renewed = await renewRecoveryCodes(
      services,
      info(admin()),
      await adminSession(),
      TEST_OWNER.password,
    );
    if (!renewed.ok) throw new Error(renewed.message);
    const after = await storedRecoveryCodes(services);
    expect(after).toHaveLength(10);
    expect(after.join()).not.toContain(renewed.recoveryCodes[0]!);
    confirmed.recoveryCodes = renewed.recoveryCodes;
  });

  it("still accepts codes stored encrypted before digests, once, and keeps digests after", async () => {
    const codes = confirmed.recoveryCodes;
    await services.db.update(twoFactor).set({
      backupCodes: await symmetricEncrypt({
        key: await authSecret(services),
        data: JSON.stringify(codes),
      }),
    });
    const first = await signIn(services, info(device), TEST_OWNER);
    const done = await verifySignInCode(services, info(join(device, cookiesOf(first))), codes[1]!);
    expect(done.ok).toBe(true);
    const stored = await storedRecoveryCodes(services);
    expect(stored).toHaveLength(9);
    for (const entry of stored) expect(entry).toMatch(/^h:/);
  });

  it("is turned off from the command line for a lost phone", async () => {
    expect(await resetSecondFactor(services, "Praticien@Example.com")).toBe(true);
    expect(await getAdminSession(adminRequest(), services)).toBeNull();
    expect((await signIn(services, info(device), TEST_OWNER)).ok).toBe(true);
  });
});

describe("codes of the app, accepted once each", async () => {
  const { services, device, info, later, totp, nextCode, adminRequest, adminSession } =
    await ownerWithApp();

  it("accepts each code of the app once, even from another address", async () => {
    const code = nextCode();
    const first = await signIn(services, info(device), TEST_OWNER);
    expect((await verifySignInCode(services, info(join(device, cookiesOf(first))), code)).ok).toBe(
      true,
    );
    const elsewhere = info(undefined, "198.51.100.77");
    const again = await signIn(services, elsewhere, TEST_OWNER);
    expect(again).toMatchObject({ ok: "code", method: "totp" });
    const step = cookiesOf(again);
    expect(await verifySignInCode(services, info(step, "198.51.100.77"), code)).toEqual({
      ok: false,
      status: 401,
      message: authMessages.codeAlreadyUsed,
    });
    // The code of the step before, still within the app's tolerance, is spent too.
    const previous = totp.generate({ timestamp: Date.now() - 30_000 });
    expect(await verifySignInCode(services, info(step, "198.51.100.77"), previous)).toMatchObject({
      ok: false,
      message: authMessages.codeAlreadyUsed,
    });
    // The next one opens the session.
    expect((await verifySignInCode(services, info(step, "198.51.100.77"), nextCode())).ok).toBe(
      true,
    );
  });

  it("accepts a code given to two sign-ins at the same moment only once", async () => {
    const steps = await Promise.all(
      ["198.51.100.81", "198.51.100.82"].map(async (clientIp) => ({
        clientIp,
        cookie: cookiesOf(await signIn(services, info(undefined, clientIp), TEST_OWNER)),
      })),
    );
    const code = nextCode();
    const answers = await Promise.all(
      steps.map(({ clientIp, cookie }) => verifySignInCode(services, info(cookie, clientIp), code)),
    );
    expect(answers.filter((answer) => answer.ok === true)).toHaveLength(1);
    expect(answers.find((answer) => answer.ok === false)).toMatchObject({
      message: authMessages.codeAlreadyUsed,
    });
  });

  it("does not replace the recovery codes on an app code alone once it is on", async () => {
    const before = await storedRecoveryCodes(services);
    const again = await confirmTotpSetup(
      services,
      adminRequest(),
      await adminSession(),
      nextCode(),
    );
    expect(again).toEqual({ ok: false, status: 400, message: accountMessages.totpAlreadyOn });
    expect(await storedRecoveryCodes(services)).toEqual(before);
  });

  it("lets the owner's browser in after a stranger's wrong codes, however many", async () => {
    const stranger = (cookie?: string) => info(cookie, "198.51.100.99");
    for (let round = 0; round < 3; round++) {
      // Hours apart, so that our throttle has forgotten the previous round.
      if (round > 0) later(2 * 60 * 60_000);
      const step = cookiesOf(await signIn(services, stranger(), TEST_OWNER));
      for (let i = 0; i < 4; i++) {
        expect(await verifySignInCode(services, stranger(step), "000000")).toMatchObject({
          ok: false,
          message: authMessages.invalidCode,
        });
      }
      // Our throttle makes the stranger wait, with the wait in the message.
      expect(await verifySignInCode(services, stranger(step), "000000")).toEqual({
        ok: false,
        status: 429,
        message: authMessages.tooManySignInAttempts("30 secondes"),
      });
    }
    const first = await signIn(services, info(device), TEST_OWNER);
    const done = await verifySignInCode(services, info(join(device, cookiesOf(first))), nextCode());
    expect(done.ok).toBe(true);
  });
});
