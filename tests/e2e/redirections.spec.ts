/**
 * The practitioner keeps old addresses alive from 'Redirections': adds one,
 * which answers 301 with or without its trailing slash, changes it, deletes it, and
 * redirects an address visitors found missing from 'Adresses introuvables'.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { useOwnerSession } from "./support/owner-session";

useOwnerSession("redirections");

/** A visitor's browser: robots' 404s are not noted. */
const VISITOR =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

async function openRedirections(page: Page) {
  await page.goto("/admin/redirections");
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
}

const list = (page: Page) => page.getByRole("table", { name: "Redirections", exact: true });

test("add a redirection, see it answer 301, change it, delete it", async ({ page, request }) => {
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Redirections" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Redirections" })).toBeVisible();
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  await expectNoSeriousAxeViolation(page);

  await page.getByLabel("Ancienne adresse").fill("/2019/05/ancien-article-e2e/");
  await page.getByLabel("Nouvelle adresse").fill("https://evil.example/");
  await page.getByRole("button", { name: "Ajouter la redirection" }).click();
  await expect(page.getByText("La nouvelle adresse doit être une page de ce site")).toBeVisible();
  await expect(page.getByLabel("Nouvelle adresse")).toBeFocused();

  await page.getByLabel("Nouvelle adresse").fill("/a-propos");
  await page.getByRole("button", { name: "Ajouter la redirection" }).click();
  const row = list(page).getByRole("row", { name: /\/2019\/05\/ancien-article-e2e/ });
  await expect(row).toContainText("/a-propos");
  await expect(row.getByRole("rowheader")).toHaveText(
    "/2019/05/ancien-article-e2eAjoutée à la main",
  );
  await expect(page.getByRole("heading", { name: "Redirections", level: 2 })).toBeFocused();

  for (const path of ["/2019/05/ancien-article-e2e/", "/2019/05/ancien-article-e2e"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()["location"]).toBe("/a-propos");
  }
  // Visits are counted in memory and written every few seconds.
  await expect(async () => {
    await openRedirections(page);
    await expect(row.getByRole("cell").nth(1)).toHaveText("2", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  await row.getByRole("link", { name: /Modifier la redirection/ }).click();
  await expect(page.getByRole("heading", { name: "Modifier la redirection" })).toBeVisible();
  await expect(page.getByLabel("Ancienne adresse")).toBeFocused();
  await expect(page.getByLabel("Ancienne adresse")).toHaveValue("/2019/05/ancien-article-e2e");
  await page.getByLabel("Nouvelle adresse").fill("/contact");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(row).toContainText("/contact");
  const changed = await request.get("/2019/05/ancien-article-e2e", { maxRedirects: 0 });
  expect(changed.headers()["location"]).toBe("/contact");

  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: /Supprimer la redirection/ }).click();
  await expect(row).toHaveCount(0);
  const gone = await request.get("/2019/05/ancien-article-e2e", { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
});

test("an address visitors found missing is redirected from 'Adresses introuvables'", async ({
  page,
  request,
}) => {
  // Under a folder: a single segment may name a free page, and its trailing slash is redirected first.
  const missing = "/pages-2019/une-page-disparue-e2e";
  const response = await request.get(`${missing}/?email=marie@example.fr`, {
    headers: { "User-Agent": VISITOR },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(404);

  const missingList = page.getByRole("table", { name: "Adresses introuvables", exact: true });
  // Counted in memory, written every few seconds.
  await expect(async () => {
    await openRedirections(page);
    await expect(missingList.getByRole("row", { name: new RegExp(missing) })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText("marie@example.fr")).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);

  await missingList.getByRole("link", { name: `Rediriger ${missing}` }).click();
  await expect(page.getByLabel("Ancienne adresse")).toHaveValue(missing);
  await expect(page.getByLabel("Nouvelle adresse")).toBeFocused();
  await page.getByLabel("Nouvelle adresse").fill("/contact");
  await page.getByRole("button", { name: "Ajouter la redirection" }).click();
  await expect(list(page).getByRole("row", { name: new RegExp(missing) })).toBeVisible();
  await expect(missingList.getByRole("row", { name: new RegExp(missing) })).toHaveCount(0);

  const redirected = await request.get(missing, { maxRedirects: 0 });
  expect(redirected.status()).toBe(301);

  // Leaves the suite's shared database as it found it.
  page.once("dialog", (dialog) => void dialog.accept());
  await list(page)
    .getByRole("row", { name: new RegExp(missing) })
    .getByRole("button", { name: /Supprimer la redirection/ })
    .click();
  await expect(list(page).getByRole("row", { name: new RegExp(missing) })).toHaveCount(0);
});
