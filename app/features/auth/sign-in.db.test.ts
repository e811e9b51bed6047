import { describe, expect, it } from "vitest";
import {
  completeSignIn,
  cookieHeaderFrom,
  siteRequest,
  TEST_OWNER,
} from "../../../tests/support/auth";
import { createTestServices } from "../../../tests/support/test-services";
import { getAdminSession } from "./guard.server";
import { authMessages } from "./messages";
import { countAccounts, ensureOwnerAccount, saveOwnerAccount } from "./owner-account.server";
import { signOut } from "./sign-in.server";

describe("owner account and sign-in", async () => {
  const services = await createTestServices({
    env: { ADMIN_EMAIL: "Praticien@Example.com", ADMIN_PASSWORD: TEST_OWNER.password },
  });
  const info = (path = "/auth") => ({
    request: siteRequest(services, path, { method: "POST" }),
    clientIp: "198.51.100.7",
  });

  it("creates the owner from ADMIN_EMAIL and ADMIN_PASSWORD once, and says where to sign in", async () => {
    const notice = await ensureOwnerAccount(services);
    expect(notice).toContain("Compte administrateur créé");
    expect(notice).toContain("https://osteo.example.com/auth");
    expect(notice).toContain("praticien@example.com");
    expect(await ensureOwnerAccount(services)).toBe(
      "Administration : https://osteo.example.com/auth",
    );
    expect(await countAccounts(services)).toBe(1);
  });

  it("opens a session with the right password, whatever the address's case", async () => {
    const result = await completeSignIn(services, info(), {
      email: "Praticien@Example.COM",
      password: TEST_OWNER.password,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cookie = cookieHeaderFrom(result.setCookies);
    expect(result.setCookies.join("\n")).toMatch(/HttpOnly/i);
    expect(result.setCookies.join("\n")).toMatch(/SameSite=Lax/i);
    const session = await getAdminSession(siteRequest(services, "/admin", { cookie }), services);
    expect(session?.user.email).toBe("praticien@example.com");
  });

  it("refuses a wrong password with a French reason", async () => {
    const result = await completeSignIn(services, info(), {
      email: "praticien@example.com",
      password: "pas-le-bon-mot-de-passe",
    });
    expect(result).toEqual({ ok: false, status: 401, message: authMessages.invalidCredentials });
  });

  it("answers an unknown address exactly like a wrong password", async () => {
    const result = await completeSignIn(services, info(), {
      email: "inconnu@example.com",
      password: TEST_OWNER.password,
    });
    expect(result).toEqual({ ok: false, status: 401, message: authMessages.invalidCredentials });
  });

  it("ends the session on sign-out", async () => {
    const result = await completeSignIn(services, info(), TEST_OWNER);
    if (!result.ok) throw new Error(result.message);
    const cookie = cookieHeaderFrom(result.setCookies);
    await signOut(services, {
      request: siteRequest(services, "/auth/logout", { method: "POST", cookie }),
      clientIp: "198.51.100.7",
    });
    expect(await getAdminSession(siteRequest(services, "/admin", { cookie }), services)).toBeNull();
  });

  it("sets a new password on an existing account from the command line and ends its sessions", async () => {
    const result = await completeSignIn(services, info(), TEST_OWNER);
    if (!result.ok) throw new Error(result.message);
    const cookie = cookieHeaderFrom(result.setCookies);
    expect(
      await saveOwnerAccount(services, {
        email: TEST_OWNER.email,
        password: "Nouveau-secret-2026",
      }),
    ).toBe("password-updated");
    expect(await getAdminSession(siteRequest(services, "/admin", { cookie }), services)).toBeNull();
    expect((await completeSignIn(services, info(), TEST_OWNER)).ok).toBe(false);
    expect(
      (
        await completeSignIn(services, info(), {
          email: TEST_OWNER.email,
          password: "Nouveau-secret-2026",
        })
      ).ok,
    ).toBe(true);
  });

  it("refuses a password shorter than 12 characters for the owner", async () => {
    await expect(
      saveOwnerAccount(services, { email: "autre@example.com", password: "court" }),
    ).rejects.toThrow(authMessages.passwordTooShort);
  });
});

describe("start-up without a configured owner", async () => {
  const services = await createTestServices();

  it("explains how to create the account", async () => {
    const notice = await ensureOwnerAccount(services);
    expect(notice).toContain("Aucun compte administrateur");
    expect(notice).toContain("npm run admin:create");
    expect(await countAccounts(services)).toBe(0);
  });
});
