import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  completeSignIn,
  cookieHeaderFrom,
  signedInCookie,
  siteRequest,
  TEST_OWNER,
} from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";
import { outboxDir } from "~/server/mail.server";
import { getAdminSession } from "./guard.server";
import { saveOwnerAccount } from "./owner-account.server";
import { requestPasswordReset, resetPassword, resetTokenIsValid } from "./password-reset.server";

/** Waits for the outbox to hold `n` messages (the reset e-mail is sent in the background). */
async function outboxMessages(dir: string, n: number): Promise<string[]> {
  await vi.waitFor(
    () => {
      if (!fs.existsSync(dir) || fs.readdirSync(dir).length < n)
        throw new Error("mail not written yet");
    },
    { timeout: 5000, interval: 50 },
  );
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"));
}

/** The reset link of an e-mail (quoted-printable in the raw message: decode it first). */
function resetTokenIn(raw: string): string {
  const decoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = decoded.match(/\/auth#access_token=([A-Za-z0-9%_-]+)&type=recovery/);
  if (!match?.[1]) throw new Error(`no reset link in:\n${decoded}`);
  return decodeURIComponent(match[1]);
}

describe("password reset by e-mail", async () => {
  const services = await createTestServices();
  const dir = outboxDir(services);
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));
  await saveOwnerAccount(services, TEST_OWNER);
  const info = (clientIp = "192.0.2.10") => ({
    request: siteRequest(services, "/auth", { method: "POST" }),
    clientIp,
  });
  let token = "";

  it("writes a French reset e-mail to the outbox when no SMTP server is configured, and logs its link", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    expect(await requestPasswordReset(services, info(), TEST_OWNER.email)).toEqual({ ok: true });
    const [raw = ""] = await outboxMessages(dir, 1);
    expect(raw).toContain("To: praticien@example.com");
    expect(raw).toMatch(/Subject: =\?UTF-8\?Q\?R=C3=A9initialisation/);
    expect(raw).toContain("Content-Type: text/html");
    token = resetTokenIn(raw);
    await vi.waitFor(() =>
      expect(log.mock.calls.flat().join("\n")).toContain(`access_token=${token}`),
    );
    log.mockRestore();
  });

  it("answers the same for an unknown address, and sends nothing", async () => {
    expect(
      await requestPasswordReset(services, info("192.0.2.11"), "personne@example.com"),
    ).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fs.readdirSync(dir)).toHaveLength(1);
  });

  it("sets the new password from the link, signs the owner in, and the old password stops working", async () => {
    expect(await resetTokenIsValid(services, token)).toBe(true);
    const result = await resetPassword(services, info(), {
      token,
      password: "Mon-nouveau-secret-2026",
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.setCookies.join("\n")).toContain("session_token=");
    expect((await completeSignIn(services, info(), TEST_OWNER)).ok).toBe(false);
    expect(
      (
        await completeSignIn(services, info(), {
          email: TEST_OWNER.email,
          password: "Mon-nouveau-secret-2026",
        })
      ).ok,
    ).toBe(true);
  });

  it("refuses a link that was already used, or that never existed", async () => {
    expect(await resetTokenIsValid(services, token)).toBe(false);
    expect(
      await resetPassword(services, info(), { token, password: "Encore-un-autre-2026" }),
    ).toEqual({
      ok: false,
      reason: "invalid-link",
    });
    expect(await resetTokenIsValid(services, "inventé")).toBe(false);
  });

  it("limits reset requests per address", async () => {
    const address = "limite@example.com";
    for (let i = 0; i < 3; i++)
      expect((await requestPasswordReset(services, info(`192.0.2.${20 + i}`), address)).ok).toBe(
        true,
      );
    const blocked = await requestPasswordReset(services, info("192.0.2.30"), address);
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    if (!blocked.ok)
      expect(blocked.message).toMatch(
        /^Trop de demandes de réinitialisation\. Veuillez réessayer dans \d+ minutes?\.$/,
      );
  });

  it("limits reset requests per client", async () => {
    for (let i = 0; i < 10; i++)
      await requestPasswordReset(services, info("192.0.2.99"), `a${i}@example.com`);
    expect(await requestPasswordReset(services, info("192.0.2.99"), "b@example.com")).toMatchObject(
      {
        ok: false,
        status: 429,
      },
    );
  });
});

describe("an expired reset link", async () => {
  let clock = new Date();
  const services = await createTestServices({ now: () => clock });
  const dir = outboxDir(services);
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));
  await saveOwnerAccount(services, TEST_OWNER);

  it("can no longer be used an hour later", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const info = {
      request: siteRequest(services, "/auth", { method: "POST" }),
      clientIp: "192.0.2.40",
    };
    await requestPasswordReset(services, info, TEST_OWNER.email);
    const token = resetTokenIn((await outboxMessages(dir, 1))[0] ?? "");
    clock = new Date(Date.now() + 60 * 60_000 + 1000);
    expect(await resetTokenIsValid(services, token)).toBe(false);
    expect(
      await resetPassword(services, info, { token, password: "Trop-tard-pour-ca-2026" }),
    ).toEqual({
      ok: false,
      reason: "invalid-link",
    });
    log.mockRestore();
  });
});

describe("a reset with one of several links", async () => {
  const services = await createTestServices();
  const dir = outboxDir(services);
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));
  await saveOwnerAccount(services, TEST_OWNER);
  const info = () => ({
    request: siteRequest(services, "/auth", { method: "POST" }),
    clientIp: "192.0.2.60",
  });

  it("ends every other reset link and every session of the owner", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const cookie = await signedInCookie(services);
    await requestPasswordReset(services, info(), TEST_OWNER.email);
    await requestPasswordReset(services, info(), TEST_OWNER.email);
    const [first = "", second = ""] = (await outboxMessages(dir, 2)).map(resetTokenIn);
    expect(await resetTokenIsValid(services, first)).toBe(true);

    expect(
      (await resetPassword(services, info(), { token: second, password: "Le-bon-lien-2026" })).ok,
    ).toBe(true);

    expect(await resetTokenIsValid(services, first)).toBe(false);
    expect(
      await resetPassword(services, info(), { token: first, password: "Un-vieux-lien-2026" }),
    ).toEqual({ ok: false, reason: "invalid-link" });
    expect(await getAdminSession(siteRequest(services, "/admin", { cookie }), services)).toBeNull();
    log.mockRestore();
  });
});
