import { expect, test } from "@playwright/test";

test("the home page is served with its title and headline", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Ostéopathe à Manosque/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
