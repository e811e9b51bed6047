import { expect, type Page } from "@playwright/test";

/**
 * Opens a public page and waits until its islands answer (the islands'
 * entry marks the document once each one is hydrated): before that, a
 * booking button is a plain link to /rendez-vous.
 */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html[data-islands='hydrated']")).toHaveCount(1);
}
