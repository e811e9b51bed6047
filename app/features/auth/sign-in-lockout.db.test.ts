import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  completeSignIn,
  cookieHeaderFrom,
  siteRequest,
  TEST_OWNER,
} from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";
import { outboxDir } from "~/server/mail.server";
import { DEVICE_COOKIE } from "./device-cookie.server";
import { saveOwnerAccount } from "./owner-account.server";

const WRONG = { email: TEST_OWNER.email, password: "une-tentative-au-hasard" };

/** The alert e-mails in the outbox, decoded from quoted-printable. */
function alertMails(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .map((raw) =>
      Buffer.from(
        raw
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8"),
    )
    .filter((mail) => mail.includes("tentatives de connexion"));
}

describe("an attack on the owner's account", async () => {
  let clock = new Date("2026-03-02T09:00:00Z");
  const services = await createTestServices({ now: () => clock });
  const dir = outboxDir(services);
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));
  await saveOwnerAccount(services, TEST_OWNER);
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const from = (clientIp: string, cookie?: string) => ({
    request: siteRequest(services, "/auth", { method: "POST", cookie }),
    clientIp,
  });
  vi.spyOn(console, "log").mockImplementation(() => undefined);

  // The owner's browser, signed in once before the attack.
  const first = await completeSignIn(services, from("192.0.2.1"), TEST_OWNER);
  if (!first.ok) throw new Error(first.message);
  let ownerBrowser = cookieHeaderFrom(first.setCookies);

  it("gives the browser a signed, HTTP-only device cookie at sign-in", () => {
    const device = first.setCookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toMatch(
      /^osteo_device=[\w-]{22}\.[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/,
    );
  });

  it("locks unknown browsers out after 5 wrong passwords, even with the right one from a fresh address", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await completeSignIn(services, from(`203.0.113.${10 + i}`), WRONG)).toMatchObject({
        status: 401,
      });
      later(1);
    }
    expect(await completeSignIn(services, from("198.51.100.200"), TEST_OWNER)).toMatchObject({
      ok: false,
      status: 429,
    });
  });

  it("does not trust a forged device cookie, or one signed for another address", async () => {
    const [id = "", mac = ""] =
      ownerBrowser.match(/osteo_device=([\w-]+)\.([\w-]+)/)?.slice(1) ?? [];
    later(1);
    const forged = `${DEVICE_COOKIE}=${id}.${mac.slice(0, -2)}${mac.endsWith("AA") ? "BA" : "AA"}`;
    expect(await completeSignIn(services, from("192.0.2.1", forged), TEST_OWNER)).toMatchObject({
      status: 429,
    });
    await saveOwnerAccount(services, { email: "autre@example.com", password: TEST_OWNER.password });
    const other = await completeSignIn(services, from("192.0.2.2"), {
      email: "autre@example.com",
      password: TEST_OWNER.password,
    });
    if (!other.ok) throw new Error(other.message);
    expect(
      await completeSignIn(
        services,
        from("192.0.2.2", cookieHeaderFrom(other.setCookies)),
        TEST_OWNER,
      ),
    ).toMatchObject({ status: 429 });
  });

  it("still lets the owner's known browser in, which lifts the lock for the others", async () => {
    later(1);
    const result = await completeSignIn(services, from("192.0.2.1", ownerBrowser), TEST_OWNER);
    expect(result.ok).toBe(true);
    if (result.ok) ownerBrowser = cookieHeaderFrom(result.setCookies);
    expect((await completeSignIn(services, from("198.51.100.201"), TEST_OWNER)).ok).toBe(true);
  });

  it("e-mails the owner once an hour at most, with the addresses and a count", async () => {
    await vi.waitFor(() => expect(alertMails(dir)).toHaveLength(1), { timeout: 5000 });
    const [mail = ""] = alertMails(dir);
    expect(mail).toContain("To: praticien@example.com");
    expect(mail).toMatch(/^Subject: .*Administration/m);
    // Sent when the fifth wrong password locked the account.
    expect(mail).toContain("5 tentatives en une heure, depuis 5 adresses");
    for (let i = 10; i < 15; i++) expect(mail).toContain(`- 203.0.113.${i} : 1 tentative\n`);
    expect(mail).toContain("navigateur où vous vous êtes déjà connecté");

    later(60);
    await completeSignIn(services, from("203.0.113.99"), WRONG);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alertMails(dir)).toHaveLength(1);

    later(60 * 60);
    for (let i = 0; i < 6; i++) await completeSignIn(services, from("203.0.113.77"), WRONG);
    await vi.waitFor(() => expect(alertMails(dir)).toHaveLength(2), { timeout: 5000 });
    expect(alertMails(dir)[1]).toContain("- 203.0.113.77 : ");
  });

  it("locks a known browser that fails too often, and only that browser", async () => {
    later(2 * 60 * 60);
    for (let i = 0; i < 5; i++) {
      expect(await completeSignIn(services, from("192.0.2.1", ownerBrowser), WRONG)).toMatchObject({
        status: 401,
      });
    }
    expect(
      await completeSignIn(services, from("192.0.2.1", ownerBrowser), TEST_OWNER),
    ).toMatchObject({
      status: 429,
    });
    expect((await completeSignIn(services, from("192.0.2.3"), TEST_OWNER)).ok).toBe(true);
  });
});
