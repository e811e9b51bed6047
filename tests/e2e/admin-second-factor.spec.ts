/**
 * Sign-in with two steps: a browser never seen proves itself with a code
 * e-mailed to the owner (read from the SMTP stand-in); an authenticator app
 * (codes computed here from the key the page shows) or a recovery code
 * replaces it once the owner turns the second factor on. The owner account is
 * left as found: the second factor is turned off at the end.
 */
import { expect, test, type Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { appOrigin } from "./support/owner-session";
import { E2E_ADMIN } from "./support/ports";
import { readRecords } from "./support/records";
import { emailedSignInCode, submitSignIn } from "./support/sign-in";

async function typePassword(page: Page) {
  await page.goto("/auth");
  await expect(page.locator("main[data-hydrated]")).toBeVisible();
  await page.getByLabel("Adresse email").fill(E2E_ADMIN.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByLabel("Code", { exact: true })).toBeVisible();
}

async function giveCode(page: Page, code: string) {
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Valider" }).click();
}

const PERIOD_MS = 30_000;
/** The last step given per key: turning the factor on again makes a new key, with no step used. */
const lastSteps = new Map<string, number>();

/**
 * A code of the app not given yet: each is accepted once, and the server
 * accepts the codes of the previous, current and next steps, so this is one
 * of those three not given yet, or (when all were given) the one after a
 * wait. The previous step's code is used only early in the current step, so
 * that it is still current when it reaches the server.
 */
async function freshCode(totp: TOTP): Promise<string> {
  const now = Date.now();
  const current = Math.floor(now / PERIOD_MS);
  const earliest = now - current * PERIOD_MS < PERIOD_MS / 3 ? current - 1 : current;
  const step = Math.max((lastSteps.get(totp.secret.base32) ?? 0) + 1, earliest);
  while (step > Math.floor(Date.now() / PERIOD_MS) + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  lastSteps.set(totp.secret.base32, step);
  return totp.generate({ timestamp: step * PERIOD_MS });
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

test("a new browser is verified by an e-mailed code, and is then known until forgotten", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const mailsBefore = (await readRecords()).mails.length;
  await typePassword(page);
  await expect(page.getByText("Ce navigateur n'est pas encore connu")).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // Half signed in: nothing of the admin is reachable yet.
  const adminPage = await page.request.get("/admin/demandes", { maxRedirects: 0 });
  expect(adminPage.status()).toBe(302);
  expect(adminPage.headers().location).toMatch(/^\/auth\?redirectTo=/);
  expect(
    (
      await page.request.post("/admin?index", {
        headers: { Origin: appOrigin },
        form: { intent: "refresh" },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(302);

  const code = await emailedSignInCode(mailsBefore);
  await giveCode(page, code === "000000" ? "111111" : "000000");
  await expect(page.getByRole("alert")).toContainText("Code incorrect.");
  await giveCode(page, code);
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("link", { name: "Mon compte" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sécurité du compte" })).toBeVisible();
  const current = page.getByRole("listitem").filter({ hasText: "cet appareil" });
  await expect(current).toContainText("Chrome sur Windows");
  await expectNoSeriousAxeViolation(page);

  // Known: the next sign-in from this browser needs the password only.
  await signOut(page);
  await submitSignIn(page, "/auth");
  await expect(page).toHaveURL(/\/admin$/);

  // Forgotten: this browser is a stranger again.
  await page.goto("/admin/compte");
  await current.getByRole("button", { name: /^Oublier/ }).click();
  await expect(page.getByRole("status")).toContainText("Appareil oublié");
  await expect(page.getByRole("listitem").filter({ hasText: "cet appareil" })).toHaveCount(0);
  await signOut(page);
  await typePassword(page);
  await expect(page.getByText("Ce navigateur n'est pas encore connu")).toBeVisible();
});

test.describe("with an authenticator app", () => {
  let totpKey = "";
  test.afterAll(async ({ browser }) => {
    // Whatever happened above, the owner account leaves without a second factor.
    const context = await browser.newContext();
    const page = await context.newPage();
    const mailsBefore = (await readRecords()).mails.length;
    await typePassword(page);
    const byApp = await page.getByText("application d'authentification").isVisible();
    if (byApp && !totpKey) throw new Error("second factor on, key unknown");
    await giveCode(
      page,
      byApp ? await freshCode(new TOTP({ secret: totpKey })) : await emailedSignInCode(mailsBefore),
    );
    await expect(page).toHaveURL(/\/admin$/);
    await page.request.post("/admin/compte", {
      form: { intent: "totp-disable", password: E2E_ADMIN.password },
      headers: { Origin: appOrigin },
    });
    await context.close();
  });

  test("turned on with the shown key, it asks for the app's code or a recovery code", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await submitSignIn(page, "/auth");
    await page.goto("/admin/compte");
    const section = page.getByRole("region", { name: "Double authentification" });
    await section.getByLabel("Mot de passe").fill("pas-le-bon");
    await section.getByRole("button", { name: "Activer la double authentification" }).click();
    await expect(section.getByRole("alert")).toContainText("Mot de passe incorrect.");
    await section.getByLabel("Mot de passe").fill(E2E_ADMIN.password);
    await section.getByRole("button", { name: "Activer la double authentification" }).click();

    await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
    totpKey = (await section.getByTestId("totp-key").textContent()) ?? "";
    const totp = new TOTP({ secret: totpKey, digits: 6, period: 30 });
    await expectNoSeriousAxeViolation(page);
    await section.getByLabel("Code affiché par l'application").fill("000000");
    await section.getByRole("button", { name: "Confirmer" }).click();
    await expect(section.getByRole("alert")).toContainText("Code incorrect.");
    await section.getByLabel("Code affiché par l'application").fill(await freshCode(totp));
    await section.getByRole("button", { name: "Confirmer" }).click();
    const codes = section.getByRole("list", { name: "Codes de secours" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent()) ?? "";

    // The app's code, even on this known browser.
    await signOut(page);
    await typePassword(page);
    await expect(page.getByText("application d'authentification")).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    expect(
      (
        await page.request.post("/admin?index", {
          headers: { Origin: appOrigin },
          form: { intent: "refresh" },
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(302);
    await giveCode(page, await freshCode(totp));
    await expect(page).toHaveURL(/\/admin$/);

    // A recovery code, once.
    await signOut(page);
    await typePassword(page);
    await giveCode(page, recovery);
    await expect(page).toHaveURL(/\/admin$/);
    await signOut(page);
    await typePassword(page);
    await giveCode(page, recovery);
    await expect(page.getByRole("alert")).toContainText("Code incorrect.");

    // Turned off again.
    await giveCode(page, await freshCode(totp));
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/compte");
    await section.getByLabel("Mot de passe").last().fill(E2E_ADMIN.password);
    await section.getByRole("button", { name: "Désactiver la double authentification" }).click();
    await expect(page.getByRole("status")).toContainText("Double authentification désactivée");
  });

  test("turned on without JavaScript, it shows the recovery codes", async ({ browser }) => {
    test.setTimeout(120_000);
    // Signed in with scripts, then the same browser without them.
    const signedIn = await browser.newContext();
    const signInPage = await signedIn.newPage();
    await submitSignIn(signInPage, "/auth");
    await expect(signInPage).toHaveURL(/\/admin$/);
    const storageState = await signedIn.storageState();
    await signedIn.close();
    const context = await browser.newContext({ javaScriptEnabled: false, storageState });
    const page = await context.newPage();

    await page.goto("/admin/compte");
    const section = page.getByRole("region", { name: "Double authentification" });
    await section.getByLabel("Mot de passe").fill(E2E_ADMIN.password);
    await section.getByRole("button", { name: "Activer la double authentification" }).click();
    totpKey = (await section.getByTestId("totp-key").textContent()) ?? "";
    const totp = new TOTP({ secret: totpKey, digits: 6, period: 30 });
    await section.getByLabel("Code affiché par l'application").fill(await freshCode(totp));
    await section.getByRole("button", { name: "Confirmer" }).click();

    await expect(page).toHaveURL(/\/admin\/compte#double-authentification$/);
    await expect(section.getByText("Double authentification activée")).toBeVisible();
    const codes = section.getByRole("list", { name: "Codes de secours" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    // Shown once: a reload shows the second factor on, and no codes.
    await page.reload();
    await expect(section.getByText(/^Activée/)).toBeVisible();
    await expect(section.getByRole("list", { name: "Codes de secours" })).toHaveCount(0);

    await section.getByLabel("Mot de passe").last().fill(E2E_ADMIN.password);
    await section.getByRole("button", { name: "Désactiver la double authentification" }).click();
    await expect(section.getByText(/^Désactivée/)).toBeVisible();
    await context.close();
  });
});
