import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./ports";

/** Fills and sends the sign-in form of /auth (reached directly or through a guarded page). */
export async function submitSignIn(page: Page, path = "/admin") {
  await page.goto(path);
  await expect(page.locator("main[data-hydrated]")).toBeVisible();
  await page.getByLabel("Adresse email").fill(E2E_ADMIN.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}
