/**
 * A fresh install greets the practitioner with 'Premiers pas' on the
 * dashboard: each step links to where it is done and says in words whether
 * it is done; the identity step names the demo values left, each a link to
 * its field, and is ticked once they are replaced and saved; the demo
 * articles, the services and the pages' texts are ticked by hand, and the
 * card is put away for good.
 *
 * The suite shares one database: afterAll puts the demo identity back.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { restorePracticeDefaults, useOwnerSession } from "./support/owner-session";

useOwnerSession("first-steps");
test.beforeEach(() => test.slow());

test.afterAll(({ browser }) => restorePracticeDefaults(browser, "first-steps", ["identity"]));

const card = (page: Page) => page.getByRole("region", { name: "Premiers pas" });
const step = (page: Page, label: string) =>
  card(page)
    .getByRole("list", { name: "Étapes des premiers pas" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: label }) });

async function openDashboard(page: Page) {
  await page.goto("/admin");
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
}

test("lists the steps left, ticks them from the data or by hand, then goes away", async ({
  page,
}) => {
  await openDashboard(page);
  const steps = card(page).getByRole("list", { name: "Étapes des premiers pas" });
  await expect(steps.locator(":scope > li")).toHaveCount(6);
  await expect(step(page, "Relire les prestations")).toContainText("À faire");
  await expect(step(page, "Supprimer ou garder les articles de démonstration")).toContainText(
    "À faire",
  );
  await expectNoSeriousAxeViolation(page);

  // The identity step names the demo values left, each leading to its field.
  const identityStep = step(page, "Renseigner l'identité du cabinet");
  await expect(identityStep).toContainText("À faire");
  const demoValues = identityStep.getByRole("list", {
    name: "6 valeurs de démonstration à remplacer :",
  });
  await expect(demoValues.getByRole("listitem")).toHaveCount(6);
  await demoValues.getByRole("link", { name: "Numéro d'immatriculation (SIRET)" }).click();
  await expect(page).toHaveURL(/\/admin\/cabinet#identity-companyNumber$/);
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  const identity = page.getByRole("region", { name: "Identité", exact: true });
  await identity.getByRole("button", { name: "Enregistrer l'identité" }).click();
  await expect(page.getByText("Modifications enregistrées", { exact: true })).toBeVisible();
  // Saved as it was: the demo values are still there, the step is still to do.
  await openDashboard(page);
  await expect(identityStep).toContainText("À faire");

  await page.goto("/admin/cabinet#identite");
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  for (const [label, value] of [
    ["Numéro d'enregistrement professionnel", "RPPS 10101010101"],
    ["Numéro d'immatriculation (SIRET)", "SIRET 123 456 789 00010"],
    ["Hébergeur du site", "Nuage Provençal SARL"],
    ["Adresse de l'hébergeur", "4 rue du Port, 13002 Marseille"],
    ["Téléphone de l'hébergeur", "04 91 00 12 34"],
    ["Site de l'hébergeur", "https://nuage-provencal.fr"],
  ] as const) {
    await identity.getByLabel(label, { exact: true }).fill(value);
  }
  await identity.getByRole("button", { name: "Enregistrer l'identité" }).click();
  await expect(page.getByText("Modifications enregistrées", { exact: true })).toBeVisible();
  await openDashboard(page);
  await expect(identityStep).toContainText("Fait");
  await expect(identityStep.getByRole("list")).toHaveCount(0);

  // Kept on purpose: the practitioner says so, with the keyboard.
  await card(page)
    .getByRole("button", {
      name: "Je les garde : Supprimer ou garder les articles de démonstration",
    })
    .focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Étape cochée", { exact: true })).toBeVisible();
  await expect(step(page, "Supprimer ou garder les articles de démonstration")).toContainText(
    "Fait",
  );
  await card(page).getByRole("button", { name: "C'est relu : Relire les prestations" }).click();
  await expect(step(page, "Relire les prestations")).toContainText("Fait");
  await card(page)
    .getByRole("button", { name: "C'est relu : Relire les textes des pages" })
    .click();
  await expect(step(page, "Relire les textes des pages")).toContainText("Fait");
  await expectNoSeriousAxeViolation(page);

  await card(page).getByRole("button", { name: "Masquer les premiers pas" }).click();
  await expect(page.getByText("« Premiers pas » masqué", { exact: true })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  await openDashboard(page);
  await expect(card(page)).toHaveCount(0);
  await expect(
    page.getByRole("heading", { level: 1, name: "Tableau de bord d'administration" }),
  ).toBeVisible();
});
