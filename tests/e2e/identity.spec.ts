/**
 * A new practice makes the site its own from 'Cabinet' › 'Identité': the
 * form refuses markup with a French message next to the field, then takes a
 * new name, practitioner, photo (through the image pipeline, with its
 * alternative text), towns, legal details and rating. Every public page type
 * shows them on the next request: title suffix, header, footer, the home
 * page's hero and JSON-LD, the About page's photo, the legal notice.
 *
 * The suite shares one database: afterAll puts the demo identity back.
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { appOrigin, restorePracticeDefaults, useOwnerSession } from "./support/owner-session";

useOwnerSession("identity");

const SUFFIX = "| Cabinet Claire Dubois - Ostéopathe à Forcalquier";

const identityRegion = (page: Page) => page.getByRole("region", { name: "Identité", exact: true });

async function openIdentity(page: Page) {
  await page.goto("/admin/cabinet");
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  return identityRegion(page);
}

test.afterAll(({ browser }) => restorePracticeDefaults(browser, "identity", ["identity"]));

test("refuses markup in the practice's name with a French message next to the field", async ({
  page,
}) => {
  const region = await openIdentity(page);
  await expect(region.getByLabel("Nom du cabinet")).toHaveValue("Julien Mercier Ostéopathe");
  await expectNoSeriousAxeViolation(page);

  await region.getByLabel("Nom du cabinet").fill("<script>alert(1)</script>");
  await region.getByRole("button", { name: "Enregistrer l'identité" }).click();
  const field = region.getByLabel("Nom du cabinet");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expect(
    region.getByText("Les caractères < et > ne sont pas acceptés dans ce champ."),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // The server applies the same rule to a request that skips the form.
  const response = await page.request.post("/admin/cabinet", {
    form: {
      intent: "save",
      section: "identity",
      document: JSON.stringify({ practiceName: "Nom\u0000", towns: "x".repeat(100_000) }),
    },
    headers: { Origin: appOrigin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  await page.goto("/");
  await expect(page).toHaveTitle(/\| Julien Mercier Ostéopathe - Ostéopathe à Manosque$/);
});

test("changes the identity and sees it on every public page type and in the JSON-LD", async ({
  page,
}) => {
  const region = await openIdentity(page);
  await region.getByLabel("Nom du cabinet").fill("Cabinet Claire Dubois");
  await region.getByLabel("Slogan").fill("L'ostéopathie douce au cœur de Forcalquier");
  await region.getByLabel("Villes nommées dans les textes").fill("Forcalquier, Mane");
  await region.getByLabel("Prénom").fill("Claire");
  await region.getByLabel("Nom", { exact: true }).fill("Dubois");
  await region.getByLabel("Titre", { exact: true }).fill("Ostéopathe D.O.");
  const photo = await sharp({
    create: { width: 640, height: 800, channels: 3, background: "#7a9a7e" },
  })
    .jpeg()
    .toBuffer();
  await region
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "claire.jpg", mimeType: "image/jpeg", buffer: photo });
  // The photo is sent as soon as it is chosen; the hint says when it is stored.
  await expect(
    region.getByText("Votre photo est en ligne ; choisissez-en une autre pour la remplacer."),
  ).toBeVisible();
  await region
    .getByLabel("Description de la photo (texte alternatif)")
    .fill("Claire Dubois dans son cabinet de Forcalquier");
  await region.getByLabel("Numéro d'enregistrement professionnel").fill("RPPS 10101010101");
  await region.getByLabel("Directeur de la publication").fill("Claire Dubois");
  await region.getByLabel("Note moyenne sur 5").fill("4,8");
  await region.getByLabel("Nombre d'avis").fill("112");
  await region
    .getByLabel("Adresse où lire les avis (facultatif)")
    .fill("https://avis.example.com/claire-dubois");
  await region.getByRole("button", { name: "Enregistrer l'identité" }).click();
  await expect(page.getByText("Modifications enregistrées", { exact: true })).toBeVisible();
  await expect(region.getByLabel("Nom du cabinet")).toHaveValue("Cabinet Claire Dubois");
  // The admin's sidebar names the practice too.
  await expect(page.getByText("Cabinet Claire Dubois", { exact: true }).first()).toBeVisible();

  // Every public page type: title suffix, header, footer.
  await page.goto("/blog");
  const article = await page
    .locator('main a[href^="/blog/"]:not([href^="/blog/categorie"])')
    .first()
    .getAttribute("href");
  const category = await page
    .locator('main a[href^="/blog/categorie/"]')
    .first()
    .getAttribute("href");
  const paths = [
    "/",
    "/a-propos",
    "/seance-type",
    "/contact",
    "/services",
    "/services/nourrissons",
    "/blog",
    article ?? "",
    category ?? "",
    "/mentions-legales",
    "/politique-confidentialite",
  ];
  const year = new Intl.DateTimeFormat("fr-FR", {
    year: "numeric",
    timeZone: "Europe/Paris",
  }).format(new Date());
  for (const path of paths) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(
      new RegExp(`\\| Cabinet Claire Dubois( - Ostéopathe à Forcalquier)?$`),
    );
    await expect(
      page.getByRole("link", { name: "Claire Dubois Ostéopathe à Forcalquier" }).first(),
      path,
    ).toBeVisible();
    await expect(
      page.locator("footer").getByText(`© ${year} Cabinet Claire Dubois.`),
      path,
    ).toBeVisible();
    expect(await page.content(), path).not.toContain("Julien Mercier");
  }

  // The booking page has neither header nor footer: its title follows.
  await page.goto("/rendez-vous");
  await expect(page).toHaveTitle(new RegExp(`${SUFFIX.replace("|", "\\|")}$`));

  // The home page: hero, rating card, link to the reviews, JSON-LD.
  await page.goto("/");
  await expect(page).toHaveTitle(`L'ostéopathie douce au cœur de Forcalquier ${SUFFIX}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "L'ostéopathie douce au cœur de Forcalquier",
  );
  await expect(page.getByText("Ostéopathe D.O. à Forcalquier et Mane")).toBeVisible();
  await expect(page.getByRole("link", { name: /Excellent\s+basé sur \+112 avis/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Lire tous les avis/ })).toHaveAttribute(
    "href",
    "https://avis.example.com/claire-dubois",
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((block) => block["@type"] === "MedicalBusiness");
  expect(business).toMatchObject({
    name: "Cabinet Claire Dubois",
    slogan: "L'ostéopathie douce au cœur de Forcalquier",
    founder: { name: "Claire Dubois", jobTitle: "Ostéopathe D.O." },
    aggregateRating: { ratingValue: 4.8, reviewCount: 112 },
  });

  // The About page shows the uploaded photo with its alternative text.
  await page.goto("/a-propos");
  const portrait = page.getByRole("img", { name: "Claire Dubois dans son cabinet de Forcalquier" });
  await expect(portrait).toHaveAttribute("src", /^\/media\/articles\/[0-9a-f]{32}\.jpg$/);
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Claire Dubois, ostéopathe à Forcalquier",
  );

  // The legal notice names the new publisher and numbers.
  await page.goto("/mentions-legales");
  const main = page.getByRole("main");
  await expect(main).toContainText("Le site est édité par Claire Dubois, Ostéopathe D.O.");
  await expect(main).toContainText("« Cabinet Claire Dubois »");
  await expect(main).toContainText("RPPS 10101010101");
  await expect(main).toContainText("Directeur de la publication : Claire Dubois.");
  await expectNoSeriousAxeViolation(page);
});
