/**
 * A fresh install greets the practitioner with 'Premiers pas' on the
 * dashboard: each step links to where it is done and says in words whether
 * it is done; saving the identity ticks its step, the demo articles and the
 * services are ticked by hand, and the card is put away for good.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { useOwnerSession } from "./support/owner-session";

useOwnerSession("first-steps");
test.beforeEach(() => test.slow());

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
  await expect(steps.getByRole("listitem")).toHaveCount(5);
  await expect(step(page, "Relire les prestations")).toContainText("À faire");
  await expect(step(page, "Supprimer ou garder les articles de démonstration")).toContainText(
    "À faire",
  );
  await expectNoSeriousAxeViolation(page);

  // The identity step leads to the identity's form; saving it ticks the step.
  await step(page, "Renseigner l'identité du cabinet")
    .getByRole("link", { name: "Renseigner l'identité du cabinet" })
    .click();
  await expect(page).toHaveURL(/\/admin\/cabinet#identite$/);
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  const identity = page.getByRole("region", { name: "Identité", exact: true });
  await identity.getByRole("button", { name: "Enregistrer l'identité" }).click();
  await expect(page.getByText("Modifications enregistrées", { exact: true })).toBeVisible();
  await openDashboard(page);
  await expect(step(page, "Renseigner l'identité du cabinet")).toContainText("Fait");

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
