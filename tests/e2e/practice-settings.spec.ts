/**
 * The practitioner keeps the practice's details up to date from 'Cabinet':
 * opens it from the sidebar, changes the primary location's
 * opening hours, is told in French next to the field when a closing time
 * comes before the opening time, announces a closure covering today, puts
 * an older version back from 'Historique'; the public pages, the
 * appointment page and the home page's JSON-LD follow.
 *
 * The suite shares one database: this file puts the defaults back (through
 * 'Historique', and again in afterAll whatever happened) so that the files
 * after it see the demo's hours and no closure.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { restorePracticeDefaults, useOwnerSession } from "./support/owner-session";

useOwnerSession("practice-settings");

const CLOSURE_MESSAGE = "Cabinet fermé pour formation, reprise dans quelques jours";

/** A Paris calendar day, YYYY-MM-DD, `offset` days from today. */
function parisDay(offset = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const [year = 0, month = 1, day = 1] = today.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

async function openCabinet(page: Page) {
  await page.goto("/admin/cabinet");
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const locationsRegion = (page: Page) => region(page, "Lieux et horaires");
const noticesRegion = (page: Page) => region(page, "Fermetures et annonces");

/** A day's fieldset in the primary location (Manosque in the demo). */
function day(page: Page, label: string): Locator {
  return locationsRegion(page)
    .getByRole("group", { name: "Cabinet de Manosque", exact: true })
    .getByRole("group", { name: label, exact: true });
}

async function setRange(dayGroup: Locator, opens: string, closes: string) {
  await dayGroup.getByLabel("Ouverture").fill(opens);
  await dayGroup.getByLabel("Fermeture").fill(closes);
}

async function saveLocations(page: Page) {
  await locationsRegion(page)
    .getByRole("button", { name: "Enregistrer les lieux et horaires" })
    .click();
}

/** The home page's MedicalBusiness JSON-LD. */
async function medicalBusiness(page: Page): Promise<Record<string, unknown>> {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((block) => block["@type"] === "MedicalBusiness");
  if (!business) throw new Error("no MedicalBusiness JSON-LD on the home page");
  return business;
}

interface HoursEntry {
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

const tuesdayHours = (business: Record<string, unknown>) =>
  (business.openingHoursSpecification as HoursEntry[])
    .filter((entry) => entry.dayOfWeek.includes("https://schema.org/Tuesday"))
    .map(({ opens, closes }) => `${opens}-${closes}`);

test.afterAll(({ browser }) =>
  restorePracticeDefaults(browser, "practice-settings", ["locations", "notices"]),
);

test("opens 'Cabinet' from the sidebar, without serious accessibility violations", async ({
  page,
}) => {
  // Two axe runs over the five sections' forms.
  test.setTimeout(60_000);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Cabinet" })
    .click();
  await expect(page).toHaveURL(/\/admin\/cabinet$/);
  await expect(page).toHaveTitle("Cabinet | Administration");
  await expect(page.getByRole("heading", { level: 1, name: "Cabinet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cabinet" })).toHaveAttribute("aria-current", "page");
  for (const title of [
    "Identité",
    "Coordonnées",
    "Lieux et horaires",
    "Tarifs et paiements",
    "Fermetures et annonces",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  // BOOKING_URL is set on the test server: the field says it wins.
  await expect(
    page.getByText("La variable BOOKING_URL remplace cette adresse sur ce serveur."),
  ).toBeVisible();
  await expect(day(page, "Mardi").getByLabel("Ouverture")).toHaveValue("09:00");
  await expectNoSeriousAxeViolation(page);

  // With a history and an error on screen too.
  await locationsRegion(page).locator("summary").click();
  await setRange(day(page, "Mardi"), "19:00", "18:00");
  await saveLocations(page);
  await expect(day(page, "Mardi").getByRole("alert")).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});

test("refuses a closing time before the opening time next to the field, and saves nothing", async ({
  page,
}) => {
  await openCabinet(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const tuesday = day(page, "Mardi");
  await setRange(tuesday, "18:00", "10:00");
  await saveLocations(page);

  const closes = tuesday.getByLabel("Fermeture");
  const message = "L'heure de fermeture doit être après l'heure d'ouverture.";
  await expect(tuesday.getByText(message)).toBeVisible();
  await expect(closes).toHaveAttribute("aria-invalid", "true");
  await expect(closes).toHaveAccessibleDescription(message);
  await expect(closes).toBeFocused();
  await expect(locationsRegion(page).getByText("Certains champs sont à corriger.")).toBeVisible();
  expect(posts).toEqual([]);

  await page.reload();
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  await expect(day(page, "Mardi").getByLabel("Ouverture")).toHaveValue("09:00");
  await expect(day(page, "Mardi").getByLabel("Fermeture")).toHaveValue("19:00");
});

test("changes the primary location's Tuesday to 10:00-18:00", async ({ page }) => {
  await openCabinet(page);
  await setRange(day(page, "Mardi"), "10:00", "18:00");
  const preview = locationsRegion(page)
    .getByRole("group", { name: "Cabinet de Manosque", exact: true })
    .getByRole("definition")
    .first();
  await expect(preview).toHaveText("10h00 - 18h00");
  await saveLocations(page);
  await expect(page.getByText("Modifications enregistrées").first()).toBeVisible();

  await page.reload();
  await expect(day(page, "Mardi").getByLabel("Ouverture")).toHaveValue("10:00");
  await expect(day(page, "Mardi").getByLabel("Fermeture")).toHaveValue("18:00");
  await expect(day(page, "Jeudi").getByLabel("Ouverture")).toHaveValue("09:00");
});

/** The contact section embeds OpenStreetMap: not these tests' business. */
async function stubMap(page: Page) {
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: "<!doctype html><title>Plan</title>",
    }),
  );
}

/** The contact page's hours line of `days` ('Mardi', 'Mardi et jeudi'). */
async function contactHours(page: Page, days: string): Promise<Locator> {
  await stubMap(page);
  await page.goto("/contact");
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByText(days, { exact: true }) });
}

test("shows the new hours on the public pages and in the JSON-LD", async ({ page }) => {
  await expect(await contactHours(page, "Mardi")).toContainText("10h00 - 18h00");
  await expect(await contactHours(page, "Jeudi")).toContainText("9h00 - 19h00");
  await expect(page.getByRole("main").getByText("Mardi et jeudi", { exact: true })).toHaveCount(0);
  expect(tuesdayHours(await medicalBusiness(page))).toEqual(["10:00-18:00"]);
});

test("announces a closure covering today", async ({ page }) => {
  await openCabinet(page);
  const notices = noticesRegion(page);
  await notices.getByRole("button", { name: "Ajouter une période" }).click();
  const period = notices.getByRole("group", { name: /^Période/ }).last();
  await expect(period.getByLabel("Message affiché")).toBeFocused();
  await expect(period.getByLabel("Début")).toHaveValue(parisDay());
  await expect(period.getByLabel("Le cabinet est fermé pendant cette période")).toBeChecked();
  await period.getByLabel("Message affiché").fill(CLOSURE_MESSAGE);

  // A period ending before it starts is refused next to its end.
  await period.getByLabel("Fin", { exact: true }).fill(parisDay(-1));
  await notices.getByRole("button", { name: "Enregistrer les fermetures et annonces" }).click();
  await expect(
    period.getByText("La date de fin doit être le jour du début ou après."),
  ).toBeVisible();
  await expect(period.getByLabel("Fin", { exact: true })).toBeFocused();

  await period.getByLabel("Fin", { exact: true }).fill(parisDay(3));
  await notices.getByRole("button", { name: "Enregistrer les fermetures et annonces" }).click();
  await expect(page.getByText("Modifications enregistrées").first()).toBeVisible();
  await expect(notices.getByText("En cours")).toBeVisible();
  await expect(notices.getByLabel("Message affiché")).toHaveValue(CLOSURE_MESSAGE);
});

test("shows the closure at the top of the public pages, the appointment page and in the JSON-LD", async ({
  page,
}) => {
  await stubMap(page);
  for (const path of ["/", "/contact", "/rendez-vous"]) {
    await page.goto(path);
    await expect(
      page.getByRole("complementary", { name: "Annonce du cabinet" }).locator("[data-notice]"),
      path,
    ).toContainText(CLOSURE_MESSAGE);
  }
  const business = await medicalBusiness(page);
  expect(business.specialOpeningHoursSpecification).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      validFrom: parisDay(),
      validThrough: parisDay(3),
      opens: "00:00",
      closes: "00:00",
    },
  ]);
});

test("puts an older version back from 'Historique', then the defaults", async ({ page }) => {
  await openCabinet(page);
  for (const [opens, closes] of [
    ["10:00", "18:00"],
    ["11:00", "17:00"],
  ] as const) {
    await setRange(day(page, "Mardi"), opens, closes);
    await saveLocations(page);
    // This save's answer: the history's summary already counted the previous one.
    await expect(page.getByText("Modifications enregistrées").first()).toBeVisible();
    await expect(locationsRegion(page).locator("summary")).toContainText(/\(\d+ version/);
    await page.reload();
    await expect(page.locator("[data-hydrated]")).toHaveCount(1);
    await expect(day(page, "Mardi").getByLabel("Ouverture")).toHaveValue(opens);
  }

  const history = locationsRegion(page).locator("details");
  await history.locator("summary").click();
  const versions = history.getByRole("list", { name: "Versions : Lieux et horaires" });
  await expect(versions.getByRole("listitem").first()).toContainText("Version actuelle");
  // The version before the current one: Tuesday 10:00-18:00.
  await versions
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: /Rétablir cette version/ })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Rétablir cette version ?" });
  await expect(dialog).toContainText("Lieux et horaires");
  await dialog.getByRole("button", { name: "Rétablir", exact: true }).click();
  await expect(page.getByText("Version rétablie").first()).toBeVisible();
  await expect(day(page, "Mardi").getByLabel("Ouverture")).toHaveValue("10:00");
  await expect(day(page, "Mardi").getByLabel("Fermeture")).toHaveValue("18:00");
  await expect(versions.getByRole("listitem").first()).toContainText("rétablie depuis la version");

  // Back to the demo's values: hours, then no closure.
  await versions.getByRole("button", { name: "Rétablir les valeurs par défaut" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Rétablir", exact: true })
    .click();
  await expect(day(page, "Mardi").getByLabel("Ouverture")).toHaveValue("09:00");
  await expect(day(page, "Mardi").getByLabel("Fermeture")).toHaveValue("19:00");

  const notices = noticesRegion(page);
  await notices.locator("summary").click();
  await notices.getByRole("button", { name: "Rétablir les valeurs par défaut" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Rétablir", exact: true })
    .click();
  await expect(notices.getByText("Aucune fermeture ni annonce prévue.")).toBeVisible();
});

test("shows the demo's hours again, and no closure, once the defaults are back", async ({
  page,
}) => {
  await expect(await contactHours(page, "Mardi et jeudi")).toContainText("9h00 - 19h00");
  await expect(page.locator("[data-notice]")).toHaveCount(0);
  const business = await medicalBusiness(page);
  expect(tuesdayHours(business)).toEqual(["09:00-19:00"]);
  expect(business.specialOpeningHoursSpecification ?? []).toEqual([]);
});

test("saves a new street kept at the old map position, and says where to find the new one", async ({
  page,
  browser,
}) => {
  await openCabinet(page);
  const manosque = locationsRegion(page).getByRole("group", {
    name: "Cabinet de Manosque",
    exact: true,
  });
  await manosque.getByLabel("Rue et numéro").fill("5 rue des Lilas");
  await saveLocations(page);
  await expect(page.getByText("Modifications enregistrées", { exact: true })).toBeVisible();
  const warning = locationsRegion(page).getByRole("alert");
  await expect(warning).toContainText("La carte montre encore l'ancienne adresse");
  await expect(warning).toContainText("L'adresse de « Cabinet de Manosque » a changé");
  const search = warning.getByRole("link", {
    name: "Trouver la position de la nouvelle adresse de « Cabinet de Manosque » sur OpenStreetMap (nouvel onglet)",
  });
  await expect(search).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/search?query=5+rue+des+Lilas%2C+04100+Manosque",
  );
  await expect(search).toHaveAttribute("target", "_blank");
  await expectNoSeriousAxeViolation(page);
  // Saved all the same: the contact page shows the new street.
  await page.goto("/contact");
  await expect(page.getByRole("main")).toContainText("5 rue des Lilas");
  await restorePracticeDefaults(browser, "practice-settings", ["locations"]);
});
