import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Cookie, type Page } from "@playwright/test";
import { E2E_ADMIN, e2ePorts } from "./ports";
import { decodeQuotedPrintable, readRecords } from "./records";

const stackOrigin = `http://127.0.0.1:${e2ePorts().app}`;
// Outside test-results/, which a concurrent run may empty.
const knownDeviceFile = path.join(os.tmpdir(), `osteo-known-device-${e2ePorts().app}.json`);

/**
 * The owner's device cookie, kept from the run's first e-mailed-code sign-in
 * so that later sign-ins from a fresh browser need the password only (each
 * code waits for a mail). A cookie of an earlier run, or of a device
 * forgotten since, is simply refused and replaced.
 */
async function useKnownDevice(page: Page) {
  const context = page.context();
  const own = await context.cookies(stackOrigin);
  if (own.some((cookie) => cookie.name === "osteo_device")) return;
  try {
    const saved = JSON.parse(fs.readFileSync(knownDeviceFile, "utf8")) as Cookie;
    await context.addCookies([saved]);
  } catch {
    // None yet: this sign-in goes through the e-mailed code and saves one.
  }
}

async function saveKnownDevice(page: Page) {
  const cookies = await page.context().cookies(stackOrigin);
  const device = cookies.find((cookie) => cookie.name === "osteo_device");
  if (device) fs.writeFileSync(knownDeviceFile, JSON.stringify(device));
}

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
 * guarded page), from a browser the account knows: the owner's device
 * cookie of this run is added first when the browser has none. Otherwise
 * the sign-in asks for the code e-mailed to the owner: it is read from the
 * SMTP stand-in and given, as the owner would.
 */
export async function submitSignIn(page: Page, path = "/admin") {
  await useKnownDevice(page);
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
  await saveKnownDevice(page);
}
