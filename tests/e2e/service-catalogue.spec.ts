/**
 * The practitioner manages the services from 'Pages': adds one (refused
 * first with a taken address), which appears on /services, on the home
 * page and in the pages sitemap; moves it up with the keyboard; gives it
 * its own image and a new address (the old one answers 301); hides it (its
 * address answers 404 and it leaves every list).
 *
 * The suite shares one database: the added service ends hidden (in afterAll
 * too, whatever happened), so the other specs see the six services.
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { appOrigin, ownerSessionFile, useOwnerSession } from "./support/owner-session";

useOwnerSession("service-catalogue");
test.beforeEach(() => test.slow());
test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const title = `Ostéopathie de la mâchoire ${run}`;
const slug = `machoire-${run}`;
const renamed = `machoire-et-dents-${run}`;
const cardText =
  "Serrer les dents, craquements, douleurs de la mâchoire : un bilan doux et global.";

async function openPages(page: Page) {
  await page.goto("/admin/pages");
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
}

const catalogue = (page: Page) => page.getByRole("table", { name: "Services du site" });
const cardTitles = (page: Page) =>
  page.getByRole("main").getByRole("listitem").getByRole("heading").allTextContents();

async function hideIfShown(page: Page) {
  await openPages(page);
  const hide = page.getByRole("button", { name: `Masquer ce service : ${title}` });
  if ((await hide.count()) > 0) {
    await hide.click();
    await expect(
      page.getByText("Service masqué : il n'apparaît plus sur le site.", { exact: true }),
    ).toBeVisible();
  }
}

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: ownerSessionFile("service-catalogue") });
  await hideIfShown(await context.newPage());
  await context.close();
});

test("adds a service that every list shows", async ({ page }) => {
  await openPages(page);
  // Counted, not assumed: a retry of this file sees the service its first try hid.
  const rows = await catalogue(page).getByRole("row").count();
  await expectNoSeriousAxeViolation(page);

  const form = page.getByRole("form", { name: "Ajouter un service" });
  await form.getByLabel("Nom du service").fill(title);
  await form.getByLabel("Adresse de la page (après /services/)").fill("nourrissons");
  await form.getByLabel("Texte de la carte").fill(cardText);
  await form.getByRole("button", { name: "Ajouter un service" }).click();
  await expect(
    form.getByText("Un autre service a déjà cette adresse : choisissez-en une autre."),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await form.getByLabel("Adresse de la page (après /services/)").fill(slug);
  await form.getByRole("button", { name: "Ajouter un service" }).click();
  await expect(page.getByText("Service ajouté et publié", { exact: true })).toBeVisible();
  await expect(catalogue(page).getByRole("link", { name: title })).toBeVisible();
  await expect(catalogue(page).getByRole("row")).toHaveCount(rows + 1);

  await page.goto("/services");
  expect((await cardTitles(page)).at(-1)).toBe(title);
  await expect(page.getByText(cardText)).toBeVisible();
  await page.goto("/");
  await expect(page.locator("#services").getByRole("link", { name: title })).toHaveAttribute(
    "href",
    `/services/${slug}`,
  );
  const sitemap = await (await page.request.get("/sitemap-pages.xml")).text();
  expect(sitemap).toContain(`/services/${slug}</loc>`);
  const response = await page.goto(`/services/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
});

test("moves the service up with the keyboard", async ({ page }) => {
  await openPages(page);
  const rows = catalogue(page).getByRole("row");
  const before = (await rows.allTextContents()).findIndex((row) => row.includes(title));
  expect(before).toBeGreaterThan(1);
  await page.getByRole("button", { name: `Monter : ${title}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Ordre des services enregistré", { exact: true })).toBeVisible();
  await expect(rows.nth(before - 1)).toContainText(title);
  await page.goto("/services");
  const titles = await cardTitles(page);
  expect(titles.indexOf(title)).toBe(titles.length - 2);
});

test("gives the service its own image and a new address, the old one moved for good", async ({
  page,
}) => {
  await openPages(page);
  await catalogue(page).getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  await expectNoSeriousAxeViolation(page);

  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: "#6b8f71" },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Remplacer l'image")
    .setInputFiles({ name: "machoire.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByTestId("page-image-preview")).toHaveAttribute(
    "src",
    /^\/media\/articles\/[0-9a-f]{32}\.jpg$/,
  );
  await page.getByLabel("Texte alternatif de l'image").fill("");
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(
    page.getByText(
      "Décrivez l'image en 5 à 200 caractères pour les personnes qui ne la voient pas.",
    ),
  ).toBeVisible();
  await page.getByLabel("Texte alternatif de l'image").fill("Une mâchoire détendue");
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("Page publiée", { exact: true })).toBeVisible();

  await page.getByLabel("Adresse de la page (après /services/)").fill("Pas Valide");
  await page.getByRole("button", { name: "Changer l'adresse" }).click();
  await expect(page.getByText(/^L'adresse s'écrit en minuscules/)).toBeVisible();
  await page.getByLabel("Adresse de la page (après /services/)").fill(renamed);
  await page.getByRole("button", { name: "Changer l'adresse" }).click();
  await expect(
    page.getByText("Adresse changée : l'ancienne redirige vers la nouvelle.", { exact: true }),
  ).toBeVisible();
  // The address it already has changes nothing, and says so.
  await expect(page.getByLabel("Adresse de la page (après /services/)")).toHaveValue(renamed);
  await page.getByRole("button", { name: "Changer l'adresse" }).click();
  await expect(page.getByText("L'adresse n'a pas changé.", { exact: true })).toBeVisible();

  const old = await page.request.get(`/services/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe(`/services/${renamed}`);
  await page.goto(`/services/${renamed}`);
  await expect(page.getByRole("img", { name: "Une mâchoire détendue" })).toHaveAttribute(
    "src",
    /^\/media\/articles\/[0-9a-f]{32}\.jpg$/,
  );
});

test("hides the service: its address answers 404 and it leaves every list", async ({ page }) => {
  await hideIfShown(page);
  await expect(catalogue(page).getByRole("row").filter({ hasText: title })).toContainText("Masqué");
  const response = await page.goto(`/services/${renamed}`);
  expect(response?.status()).toBe(404);
  await page.goto("/services");
  expect(await cardTitles(page)).not.toContain(title);
  const sitemap = await (await page.request.get("/sitemap-pages.xml")).text();
  expect(sitemap).not.toContain(renamed);
  expect((await page.request.get(`/services/${slug}`, { maxRedirects: 0 })).status()).toBe(404);
});

test("answers odd requests to the services' forms with a 4xx and a French message", async ({
  page,
}) => {
  const upload = await page.request.post("/admin/media/upload", {
    multipart: {
      file: { name: "x.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") },
    },
    headers: { Origin: appOrigin },
  });
  expect(upload.status()).toBe(400);
  expect(await upload.text()).toContain("Ce fichier n'est pas une image valide");
  expect((await page.request.get("/admin/media/upload")).status()).toBeLessThan(500);
  expect((await page.request.get("/admin/media/upload")).status()).toBeGreaterThanOrEqual(400);
  const forms: Record<string, string>[] = [
    { intent: "hide", service: "n'existe-pas" },
    { intent: "up", service: "\u0000" },
    { intent: "add-service", title: "x".repeat(100_000), slug: "a", cardText: "" },
    { intent: "autre" },
  ];
  for (const form of forms) {
    const response = await page.request.post("/admin/pages", {
      form,
      headers: { Origin: appOrigin },
    });
    expect(response.status()).toBe(400);
  }
  const rename = await page.request.post("/admin/pages/service-babies", {
    form: { intent: "rename", slug: "javascript:alert(1)" },
    headers: { Origin: appOrigin },
  });
  expect(rename.status()).toBe(400);
  expect(await rename.text()).toContain("minuscules, chiffres et tirets");
});
