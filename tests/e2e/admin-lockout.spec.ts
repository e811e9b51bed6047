/**
 * Someone guesses the owner's password from elsewhere: the account is locked
 * for unknown browsers, the owner's own browser (signed in before, so it
 * holds a device cookie) still signs in, and the owner is told by e-mail
 * (read from the SMTP stand-in).
 */
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./support/ports";
import { clearRecords, decodeQuotedPrintable, readRecords } from "./support/records";
import { submitSignIn } from "./support/sign-in";

test("an attack locks strangers out, not the owner's browser, and the owner gets an e-mail", async ({
  page,
  browser,
}) => {
  await clearRecords();
  await submitSignIn(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Tableau de bord d'administration" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // Another browser, at another address.
  const attacker = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.66" },
  });
  const guess = await attacker.newPage();
  await guess.goto("/auth");
  await expect(guess.locator("main[data-hydrated]")).toBeVisible();
  for (let i = 0; i < 5; i++) {
    await guess.getByLabel("Adresse email").fill(E2E_ADMIN.email);
    await guess.getByLabel("Mot de passe", { exact: true }).fill(`devinette-${i}`);
    await guess.getByRole("button", { name: "Se connecter" }).click();
    await expect(guess.getByRole("alert")).toContainText(
      "Adresse email ou mot de passe incorrect.",
    );
  }
  // Locked: even the right password is refused there.
  await guess.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN.password);
  await guess.getByRole("button", { name: "Se connecter" }).click();
  await expect(guess.getByRole("alert")).toContainText(/Trop de tentatives de connexion\./);
  await attacker.close();

  // The owner's browser is known: it signs in.
  await submitSignIn(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Tableau de bord d'administration" }),
  ).toBeVisible();

  let alert = "";
  await expect
    .poll(
      async () => {
        const mail = (await readRecords()).mails.find(
          (m) => m.to.includes(E2E_ADMIN.email) && m.raw.includes("Administration"),
        );
        alert = mail ? decodeQuotedPrintable(mail.raw) : "";
        return alert;
      },
      { timeout: 10_000 },
    )
    .toContain("tentatives de connexion");
  expect(alert).toContain("- 203.0.113.66 : 5 tentatives");
  // Earlier tests of the suite may have failed a sign-in for this account too.
  expect(alert).toMatch(/\d+ tentatives en une heure, depuis \d+ adresses?/);
});
