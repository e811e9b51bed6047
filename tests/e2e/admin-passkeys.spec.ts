/**
 * Passkeys with Chromium's virtual authenticator (WebAuthn emulation over
 * the DevTools protocol): the owner adds one on 'Mon compte', then a browser
 * the account has never seen signs in with it alone (no password, no
 * e-mailed code), and the passkey is deleted again.
 *
 * WebAuthn refuses IP addresses as the site's name, and the shared test
 * server answers as 127.0.0.1: this file starts its own server on
 * http://localhost (a fresh database, the same SMTP stand-in).
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { serveProduction } from "../../scripts/support/serve-production";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { E2E_ADMIN, e2ePorts } from "./support/ports";
import { readRecords } from "./support/records";
import { submitSignIn } from "./support/sign-in";

const port = e2ePorts().app + 6;
const origin = `http://localhost:${port}`;
let server: Awaited<ReturnType<typeof serveProduction>> | undefined;

test.use({ baseURL: origin });
test.setTimeout(150_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await serveProduction(port, {
    PUBLIC_URL: origin,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${e2ePorts().smtp}`,
    MAIL_FROM: "Cabinet <cabinet@example.com>",
  });
});

test.afterAll(async () => server?.stop());

/** A platform authenticator that holds discoverable credentials and approves at once. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
    clear: () => cdp.send("WebAuthn.clearCredentials", { authenticatorId }),
  };
}

test("a passkey added on 'Mon compte' signs a new browser in alone, and can be deleted", async ({
  context,
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(context, page);

  await submitSignIn(page, "/auth");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/compte");
  const passkeys = page.getByRole("region", { name: "Clés d'accès" });
  await expect(passkeys.getByText("Aucune clé d'accès.")).toBeVisible();

  // A name is asked first.
  await passkeys.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
  await expect(passkeys.getByText("Veuillez nommer la clé d'accès")).toBeVisible();
  await expect(passkeys.getByLabel("Nom de la clé d'accès")).toBeFocused();

  // With the keyboard: the name, then Enter.
  await page.keyboard.type("Ordinateur du cabinet");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Clé d'accès ajoutée", { exact: true })).toBeVisible();
  await expect(
    passkeys.getByRole("list", { name: "Vos clés d'accès" }).getByRole("listitem"),
  ).toHaveText([/Ordinateur du cabinet\s*Ajoutée le .+Supprimer/]);
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoSeriousAxeViolation(page);

  // A browser the account does not know (no session, no device cookie).
  await context.clearCookies();
  const mailsBefore = (await readRecords()).mails.length;
  await page.goto("/auth");
  await expect(page.locator("main[data-hydrated]")).toBeVisible();
  const passkeyButton = page.getByRole("button", { name: "Connexion avec une clé d'accès" });
  await expect(passkeyButton).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await passkeyButton.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Connexion réussie", { exact: true })).toBeVisible();
  // No code was e-mailed: the passkey is the second factor.
  expect((await readRecords()).mails.length).toBe(mailsBefore);
  // And this browser is now a known device.
  await page.goto("/admin/compte");
  await expect(
    page
      .getByRole("region", { name: "Appareils connus" })
      .getByRole("listitem")
      .filter({ hasText: "cet appareil" }),
  ).toHaveCount(1);

  // Without a passkey in the authenticator, the sign-in says so in French.
  await authenticator.clear();
  await context.clearCookies();
  await page.goto("/auth");
  await expect(page.locator("main[data-hydrated]")).toBeVisible();
  await page.getByRole("button", { name: "Connexion avec une clé d'accès" }).click();
  await expect(page.getByRole("alert")).toContainText("La clé d'accès n'a pas été utilisée.");
  await expect(page).toHaveURL(/\/auth$/);

  // Deleted from 'Mon compte', it is gone from the list.
  await submitSignIn(page, "/admin/compte");
  await page
    .getByRole("button", { name: "Supprimer la clé d'accès Ordinateur du cabinet" })
    .click();
  await expect(page.getByText("Clé d'accès supprimée", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Clés d'accès" }).getByText("Aucune clé d'accès."),
  ).toBeVisible();
});
