import fs from "node:fs";
import path from "node:path";
import { TOTP } from "otpauth";
import { afterAll, describe, expect, it, vi } from "vitest";
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
import { authMessages } from "./messages";
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

describe("a second factor with an authenticator app", async () => {
  const services = await createTestServices();
  afterAll(() => fs.rmSync(path.dirname(outboxDir(services)), { recursive: true, force: true }));
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  const device = await knownDeviceCookie(services);
  const info = (cookie?: string) => ({ request: post(services, cookie), clientIp: "192.0.2.40" });
  const signedIn = await signIn(services, info(device), TEST_OWNER);
  let admin = join(device, cookiesOf(signedIn));

  const started = await startTotpSetup(
    services,
    siteRequest(services, "/admin/compte", { method: "POST", cookie: admin }),
    TEST_OWNER.password,
  );
  if (!started.ok) throw new Error(started.message);
  const totp = new TOTP({ secret: started.setup.key, digits: 6, period: 30 });

  const adminRequest = () =>
    siteRequest(services, "/admin/compte", { method: "POST", cookie: admin });
  const session = await getAdminSession(adminRequest(), services);
  if (!session) throw new Error("not signed in");
  const confirmed = await confirmTotpSetup(services, adminRequest(), session, totp.generate());
  if (!confirmed.ok) throw new Error(confirmed.message);
  admin = join(device, cookieHeaderFrom(confirmed.setCookies));

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
    const done = await verifySignInCode(services, info(half), totp.generate());
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
    const renewed = await renewRecoveryCodes(services, adminRequest(), TEST_OWNER.password);
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
