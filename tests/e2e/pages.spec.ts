/**
 * The practitioner changes a public page's texts from 'Pages': edits the
 * session page (a heading, a list reordered with the keyboard, an item
 * added), is told next to the field about an unknown placeholder, saves a
 * draft the visitors do not see, previews it, publishes it, then puts an
 * older publication and the original text back from 'Historique'. A second
 * tab's stale save is refused; leaving with unsaved changes asks first.
 * The home page's testimonials are edited as a list with the keyboard, its
 * main image is replaced by an upload with its description, its quote and
 * years of experience are edited, and the contact page's texts reach both
 * the contact and the home page.
 *
 * The suite shares one database: the original text is published again at
 * the end (and in afterAll whatever happened).
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { pictures } from "../../app/content/images";
import { sessionPage } from "../../app/content/session-steps";
import { testimonials } from "../../app/content/testimonials";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { ownerSessionFile, useOwnerSession } from "./support/owner-session";
import { E2E_ADMIN } from "./support/ports";

useOwnerSession("pages");
// Long journeys with several accessibility checks, on a machine shared with other runs.
test.beforeEach(() => test.slow());

const NEW_HEADING = "Votre séance, étape par étape";

async function openEditor(page: Page) {
  await page.goto("/admin/pages/session");
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
}

const stepTitles = (page: Page) =>
  page.getByRole("group", { name: "Étapes" }).getByLabel("Titre de l'étape");

async function publishOriginalText(page: Page, key = "session") {
  await page.goto(`/admin/pages/${key}/historique`);
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  await page.getByRole("button", { name: "Rétablir le texte d'origine" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/${key}$`));
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("Page publiée", { exact: true })).toBeVisible();
}

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: ownerSessionFile("pages") });
  const page = await context.newPage();
  for (const key of ["session", "home", "contact"]) await publishOriginalText(page, key);
  await context.close();
});

test("lists the public pages from the sidebar, without serious accessibility violations", async ({
  page,
}) => {
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Pages" })
    .click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  const table = page.getByRole("table", { name: "Pages du site" });
  for (const [label, path] of [
    ["Accueil", "/"],
    ["À propos", "/a-propos"],
    ["Séance type", "/seance-type"],
    ["Contact", "/contact"],
    ["Mentions légales", "/mentions-legales"],
    ["Politique de confidentialité", "/politique-confidentialite"],
  ]) {
    const row = table.getByRole("row").filter({ has: page.getByRole("link", { name: label }) });
    await expect(row.getByRole("link", { name: path })).toBeVisible();
  }
  await expectNoSeriousAxeViolation(page);
  await table.getByRole("link", { name: "Séance type" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Séance type" })).toBeVisible();
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  await expectNoSeriousAxeViolation(page);
});

test("edits, drafts, previews and publishes the session page", async ({ page }) => {
  await openEditor(page);
  await page.getByLabel("Titre de la page").fill(NEW_HEADING);
  // The second step goes first, with the keyboard.
  const [first, second] = [sessionPage.steps[0]!.title, sessionPage.steps[1]!.title];
  await page.getByRole("button", { name: "Monter : Étape 2" }).focus();
  await page.keyboard.press("Enter");
  await expect(stepTitles(page).nth(0)).toHaveValue(second);
  await expect(stepTitles(page).nth(1)).toHaveValue(first);
  await expect(page.getByRole("button", { name: "Descendre : Étape 1" })).toBeFocused();
  // A duration added.
  await page.getByRole("button", { name: "Ajouter : Durée" }).click();
  await expect(page.getByLabel("Durée").last()).toBeFocused();
  await page.getByLabel("Durée").last().fill("Sportifs : 45 minutes");
  // The placeholders are named next to the field and explained once, folded, above the form.
  const legend = page
    .getByRole("group")
    .filter({ hasText: "Champs que les textes peuvent contenir" });
  await expect(legend.getByText("le tarif de la consultation")).toBeHidden();
  await page.getByText("Champs que les textes peuvent contenir").click();
  await expect(legend.getByText("le tarif de la consultation")).toBeVisible();
  await expect(page.getByText("le tarif de la consultation")).toHaveCount(1);
  // An unknown placeholder is refused next to its field, naming it.
  await page.getByLabel("Texte final").fill("Une question ? Appelez le {numero}.");
  await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(page.getByText(/^Champ inconnu : \{numero\}\./)).toBeVisible();
  await expect(page.getByLabel("Texte final")).toBeFocused();
  await expectNoSeriousAxeViolation(page);
  await page.getByLabel("Texte final").fill("Une question ? Appelez le {telephone}.");
  await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(page.getByText("Brouillon enregistré", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Titre de la page")).toHaveValue(NEW_HEADING);

  // Visitors still see the published page.
  await page.goto("/seance-type");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sessionPage.title);
  await page.goto("/admin/pages");
  await expect(
    page.getByRole("row").filter({ hasText: "Séance type" }).getByText("Brouillon en cours"),
  ).toBeVisible();

  await openEditor(page);
  await page.getByRole("button", { name: "Aperçu" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/session\/apercu$/);
  await expect(page.getByTestId("preview-band")).toHaveText(
    "Aperçu : ces modifications ne sont pas publiées",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_HEADING);
  await expect(page.getByText("Sportifs : 45 minutes")).toBeVisible();
  await expect(page.getByText(/Appelez le 0\d( \d\d){4}\./)).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.getByRole("link", { name: "Retour à l'éditeur" }).click();
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("Page publiée", { exact: true })).toBeVisible();

  await page.goto("/seance-type");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_HEADING);
  await expect(page.getByRole("heading", { level: 2 }).first()).toContainText(second);
  await expect(page.getByText("Sportifs : 45 minutes")).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${sessionPage.title}`));
});

test("refuses the save of a second tab holding an older version", async ({ page, context }) => {
  await openEditor(page);
  const other = await context.newPage();
  await openEditor(other);
  await page.getByLabel("Introduction").fill("Premier onglet : chaque séance suit le même fil.");
  await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(page.getByText("Brouillon enregistré", { exact: true })).toBeVisible();

  await other.getByLabel("Introduction").fill("Second onglet : ce texte ne doit pas gagner.");
  await other.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(other.getByText(/^Cette page a été modifiée entre-temps/)).toBeVisible();
  await openEditor(other);
  await expect(other.getByLabel("Introduction")).toHaveValue(
    "Premier onglet : chaque séance suit le même fil.",
  );
});

test("asks before leaving with unsaved changes", async ({ page }) => {
  await openEditor(page);
  await page.getByLabel("Titre de la page").fill("Un titre pas encore enregistré");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Articles" })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Quitter sans enregistrer ?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Rester sur la page" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/session$/);
  await expect(page.getByLabel("Titre de la page")).toHaveValue("Un titre pas encore enregistré");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Articles" })
    .click();
  await dialog.getByRole("button", { name: "Quitter sans enregistrer" }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
});

test("restores an older publication, then the original text, from 'Historique'", async ({
  page,
}) => {
  for (const heading of [NEW_HEADING, "Un autre titre pour la séance"]) {
    await openEditor(page);
    await page.getByLabel("Titre de la page").fill(heading);
    await page.getByRole("button", { name: "Publier" }).click();
    await expect(page.getByText("Page publiée", { exact: true })).toBeVisible();
  }

  await page.getByRole("link", { name: "Historique" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Historique : Séance type");
  const versions = page
    .getByRole("list", { name: "Publications : Séance type" })
    .getByRole("listitem");
  await expect(versions.first()).toContainText(E2E_ADMIN.email.split("@")[0]!);
  await expect(versions.first()).toContainText("Modifié : Titre de la page");
  await expectNoSeriousAxeViolation(page);
  await versions
    .nth(1)
    .getByRole("button", { name: /Restaurer cette version/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/pages\/session$/);
  await expect(page.getByLabel("Titre de la page")).toHaveValue(NEW_HEADING);
  // Visitors keep the publication until the restored draft is published.
  await page.goto("/seance-type");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Un autre titre pour la séance");
  await openEditor(page);
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("Page publiée", { exact: true })).toBeVisible();
  await page.goto("/seance-type");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_HEADING);

  await publishOriginalText(page);
  await page.goto("/seance-type");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sessionPage.title);
});

test("edits the home page's testimonials as a list, with the keyboard", async ({ page }) => {
  await page.goto("/admin/pages/home");
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  const list = page.getByRole("group", { name: "Témoignages" });
  const count = testimonials.length;
  await list.getByRole("button", { name: "Ajouter : Témoignage" }).click();
  const names = list.getByLabel("Prénom et initiale");
  await expect(names.last()).toBeFocused();
  await names.last().fill("Inès T.");
  await list.getByLabel("Date de l'avis").last().fill("2026-11-02");
  await list
    .getByLabel("Texte du témoignage")
    .last()
    .fill("Une écoute rare et des conseils que j'applique encore chaque matin.");
  // Moved up with the keyboard: the button follows the item, the move is announced.
  await list.getByRole("button", { name: `Monter : Témoignage ${count + 1}` }).focus();
  await page.keyboard.press("Enter");
  await expect(list.getByRole("button", { name: `Monter : Témoignage ${count}` })).toBeFocused();
  await expect(list.getByRole("status")).toHaveText(
    `Élément déplacé en position ${count} : Témoignage ${count + 1}.`,
  );
  await expect(names.nth(count - 1)).toHaveValue("Inès T.");
  // Deleted: focus goes to the item that took its place.
  await list.getByRole("button", { name: "Supprimer : Témoignage 1", exact: true }).click();
  await expect(list.getByRole("heading", { name: "Témoignage 1", exact: true })).toBeFocused();
  await expect(names.first()).toHaveValue(testimonials[1]!.name);
  // A wrong date is refused next to its field.
  await list.getByLabel("Date de l'avis").first().fill("");
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("« Date de l'avis » doit être une date valide.")).toBeVisible();
  await expect(list.getByLabel("Date de l'avis").first()).toBeFocused();
  await list.getByLabel("Date de l'avis").first().fill(testimonials[1]!.date);
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("Page publiée", { exact: true })).toBeVisible();

  await page.goto("/");
  const section = page.locator("#temoignages");
  await expect(section).toContainText("Inès T.");
  await expect(section).not.toContainText(testimonials[0]!.name);
  await publishOriginalText(page, "home");
  await page.goto("/");
  await expect(section).toContainText(testimonials[0]!.name);
});

test("replaces the home page's main image with an upload and its description", async ({ page }) => {
  await page.goto("/admin/pages/home");
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  const field = page.getByRole("group", { name: "Image principale" });
  await expect(page.getByTestId("page-heroImage-preview")).toHaveAttribute(
    "src",
    `/images/generated/${pictures.hero.name}-480.jpg`,
  );
  await expect(field.getByLabel("Texte alternatif de l'image")).toHaveValue(pictures.hero.alt);
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#c9b28f" },
  })
    .jpeg()
    .toBuffer();
  await field
    .getByLabel("Remplacer l'image")
    .setInputFiles({ name: "cabinet.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByTestId("page-heroImage-preview")).toHaveAttribute(
    "src",
    /^\/media\/articles\/[0-9a-f]{32}\.jpg$/,
  );
  await field.getByLabel("Texte alternatif de l'image").fill("");
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(
    field.getByText(
      "Décrivez l'image en 5 à 200 caractères pour les personnes qui ne la voient pas.",
    ),
  ).toBeVisible();
  await field
    .getByLabel("Texte alternatif de l'image")
    .fill("La salle de consultation, lumière du matin");
  await expectNoSeriousAxeViolation(page);
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("Page publiée", { exact: true })).toBeVisible();

  await page.goto("/");
  const hero = page
    .locator('section[aria-labelledby="hero-title"]')
    .getByRole("img", { name: "La salle de consultation, lumière du matin" });
  await expect(hero).toHaveAttribute("src", /^\/media\/articles\/[0-9a-f]{32}\.jpg$/);
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(hero).toHaveAttribute("width", "1200");
  await expect(hero).toHaveAttribute("height", "900");
  await expect(hero).toHaveJSProperty("naturalWidth", 1200);
  await expect(page.getByRole("img", { name: pictures.hero.alt })).toHaveCount(0);
  // Search engines are given the same picture for the practice.
  const uploaded = await hero.getAttribute("src");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks
    .map((block) => JSON.parse(block) as { "@type"?: string; image?: string[] })
    .find((data) => data["@type"] === "MedicalBusiness");
  expect(business?.image?.[0]).toMatch(new RegExp(`^https?://[^/]+${uploaded}$`));

  await publishOriginalText(page, "home");
  await page.goto("/");
  await expect(page.getByRole("img", { name: pictures.hero.alt })).toHaveAttribute(
    "src",
    `/images/generated/${pictures.hero.name}-1200.jpg`,
  );
});

test("edits the home page's quote and years, which the visitors then read", async ({ page }) => {
  await page.goto("/admin/pages/home");
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  // The rich-text editors' own 'Citation' buttons share the name: the field is the text box.
  await page
    .getByRole("textbox", { name: "Citation", exact: true })
    .fill("Prendre le temps d'écouter, à {ville} comme ailleurs.");
  const years = page.getByRole("textbox", { name: "Années d'expérience" });
  await years.fill("neuf");
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(
    page.getByText("« Années d'expérience » doit être un nombre entier entre 1 et 60."),
  ).toBeVisible();
  await expect(years).toBeFocused();
  await years.fill("9");
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("Page publiée", { exact: true })).toBeVisible();

  await page.goto("/");
  const about = page.locator("#a-propos");
  await expect(about.locator("blockquote")).toHaveText(
    /^Prendre le temps d'écouter, à \S.* comme ailleurs\.$/,
  );
  await expect(about.getByText("9 ans", { exact: true })).toBeVisible();
  await publishOriginalText(page, "home");
});

test("edits the contact page's texts, which the home page's contact section shows too", async ({
  page,
}) => {
  await page.goto("/admin/pages/contact");
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("Introduction").fill("Je vous reçois {mes_cabinets}, du lundi au samedi.");
  await page.getByLabel("Titre de la page").fill("Venir au cabinet");
  await expectNoSeriousAxeViolation(page);
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("Page publiée", { exact: true })).toBeVisible();
  const intro =
    /^Je vous reçois (à mon cabinet de|dans mes \S+ cabinets, à) .+, du lundi au samedi\.$/;
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Venir au cabinet");
  await expect(page.getByText(intro)).toBeVisible();
  // The home page's contact section says the same.
  await page.goto("/");
  await expect(page.locator("#contact").getByText(intro)).toBeVisible();

  await publishOriginalText(page, "contact");
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Me trouver et me contacter");
});
