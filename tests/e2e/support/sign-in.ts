import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./ports";
import { decodeQuotedPrintable, readRecords } from "./records";

/** The code of the newest sign-in e-mail the SMTP stand-in received after the first `skip` mails. */
export async function emailedSignInCode(skip: number): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const mails = (await readRecords()).mails.slice(skip).reverse();
        const match = mails
          .map((mail) => decodeQuotedPrintable(mail.raw).match(/Code de connexion : (\d{6})/))
          .find(Boolean);
        code = match?.[1] ?? "";
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Fills and sends the sign-in form of /auth (reached directly or through a
 * guarded page). From a browser the account does not know yet, the sign-in
 * asks for the code e-mailed to the owner: it is read from the SMTP stand-in
 * and given, as the owner would.
 */
export async function submitSignIn(page: Page, path = "/admin") {
  await page.goto(path);
  await expect(page.locator("main[data-hydrated]")).toBeVisible();
  await page.getByLabel("Adresse email").fill(E2E_ADMIN.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN.password);
  const mailsBefore = (await readRecords()).mails.length;
  await page.getByRole("button", { name: "Se connecter" }).click();
  // Signed in, refused, or asked for a code.
  await page.waitForFunction(
    () =>
      !location.pathname.startsWith("/auth") ||
      document.querySelector("#auth-code, [role='alert']") !== null,
  );
  if (!(await page.locator("#auth-code").isVisible())) return;
  await expect(page.getByText("Ce navigateur n'est pas encore connu")).toBeVisible();
  await page.getByLabel("Code", { exact: true }).fill(await emailedSignInCode(mailsBefore));
  await page.getByRole("button", { name: "Valider" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
}
