/**
 * 'Sauvegardes' in the admin: the page from the sidebar, 'Sauvegarder
 * maintenant' adding a row, 'Télécharger' giving one tar.gz archive (dump,
 * images, manifest), odd addresses answered in French; accessibility.
 */
import fs from "node:fs";
import * as tar from "tar";
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { appOrigin, useOwnerSession } from "./support/owner-session";

useOwnerSession("backups");

test("'Sauvegarder maintenant' adds a backup to the list, and 'Télécharger' gives its archive", async ({
  page,
}) => {
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Sauvegardes" })
    .click();
  await expect(page).toHaveURL(/\/admin\/sauvegardes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sauvegardes" })).toBeVisible();
  await expect(page.locator("div[data-hydrated]")).toHaveCount(1);
  await expectNoSeriousAxeViolation(page);

  const rows = page.getByRole("region", { name: "Sauvegardes disponibles" }).locator("tbody tr");
  const before = await rows.count();
  await page.getByRole("button", { name: "Sauvegarder maintenant" }).click();
  await expect(page.getByText("Sauvegarde terminée", { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(rows).toHaveCount(before + 1);

  const newest = rows.first();
  await expect(newest.getByRole("rowheader")).toContainText(/\d{4} à \d{2}:\d{2}/);
  await expect(newest).toContainText("Sur ce serveur");
  await expect(newest).toContainText(/\d+ articles?, \d+ demandes?, /);
  await expect(newest).toContainText(/\d+(,\d)?\s(ko|Mo|Go)/);
  await expectNoSeriousAxeViolation(page);

  const downloading = page.waitForEvent("download");
  await newest.getByRole("link", { name: /^Télécharger la sauvegarde du / }).click();
  const download = await downloading;
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(/^sauvegarde-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/);
  const file = await download.path();
  expect(fs.statSync(file).size).toBeGreaterThan(1_000);
  const entries: string[] = [];
  await tar.t({ file, onReadEntry: (entry) => entries.push(entry.path) });
  const folder = fileName.replace(/\.tar\.gz$/, "");
  expect(entries).toContain(`${folder}/manifest.json`);
  expect(entries).toContain(`${folder}/database.tar.gz`);
  expect(entries.every((entry) => entry.startsWith(`${folder}/`))).toBe(true);
});

test("odd addresses and methods of the backups' routes get a 4xx with a French message", async ({
  page,
}) => {
  const cases = [
    { path: "/admin/sauvegardes/..%2F..%2Fetc%2Fpasswd/archive", status: 400, text: "invalide" },
    { path: "/admin/sauvegardes/a%00b/archive", status: 400, text: "invalide" },
    {
      path: "/admin/sauvegardes/2020-01-01T03-30-00-000Z/archive",
      status: 404,
      text: "n'existe pas",
    },
  ];
  for (const { path, status, text } of cases) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(status);
    expect(await response.text()).toContain(text);
  }
  const put = await page.request.fetch("/admin/sauvegardes", { method: "PUT" });
  expect(put.status()).toBe(405);
  expect(await put.text()).toContain("Méthode non autorisée");
  const posted = await page.request.post("/admin/sauvegardes", {
    form: { intent: "autre" },
    headers: { Origin: appOrigin },
  });
  expect(posted.status()).toBe(400);
  const json = await page.request.post("/admin/sauvegardes", {
    data: { intent: "backup-now" },
    headers: { Origin: appOrigin },
  });
  expect(json.status()).toBe(415);
});
