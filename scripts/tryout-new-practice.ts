/**
 * A fresh install made into another practice through the admin only, as a
 * new practitioner would: another identity and contact details, two
 * services hidden, one added (image, alternative text, FAQ), one renamed,
 * the home and about texts published, 'Premiers pas' followed. Screenshots
 * of the admin at 1280 px and of the public pages at 390 px go to
 * .tmp/tryout/, to be looked at by a person: this is a check by eye, not a
 * test, and not part of `npm test`.
 *
 *   npm run build && npx tsx scripts/tryout-new-practice.ts [port]
 */
import "./support/production-env";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./support/chromium";
import { serveProduction } from "./support/serve-production";

const PORT = Number(process.argv[2] ?? 4310);
const OUT = path.resolve(".tmp/tryout");
const OWNER = { email: "cabinet@exemple.fr", password: "Essai-du-nouveau-cabinet-2026" };

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-tryout-"));

execFileSync("npx", ["tsx", "scripts/admin-create.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
  },
});
const server = await serveProduction(PORT, {}, { dataDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

let shot = 0;
async function screenshot(page: Page, name: string) {
  shot += 1;
  const file = path.join(OUT, `${String(shot).padStart(2, "0")}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`Capture : ${file}`);
}

/** The newest sign-in code the server wrote to its outbox (no SMTP here). */
function newestCode(): string {
  const dir = path.join(dataDir, "outbox");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  for (const file of files.reverse()) {
    const raw = fs.readFileSync(path.join(dir, file), "utf8").replace(/=\r?\n/g, "");
    const match = raw.match(/Code de connexion : (\d{6})/);
    if (match?.[1]) return match[1];
  }
  throw new Error("Aucun code de connexion dans la boîte d'envoi.");
}

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator("[data-hydrated]").first().waitFor();
}

async function expectText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
}

try {
  const admin = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    baseURL: server.url,
  });

  // Sign in: a browser the account does not know yet asks for the e-mailed code.
  await hydrated(admin, "/admin");
  await admin.getByLabel("Adresse email").fill(OWNER.email);
  await admin.getByLabel("Mot de passe", { exact: true }).fill(OWNER.password);
  await admin.getByRole("button", { name: "Se connecter" }).click();
  await admin.locator("#auth-code").waitFor();
  await admin.getByLabel("Code", { exact: true }).fill(newestCode());
  await admin.getByRole("button", { name: "Valider" }).click();
  await admin.waitForURL((url) => !url.pathname.startsWith("/auth"));
  await hydrated(admin, "/admin");
  await screenshot(admin, "admin-tableau-de-bord-neuf");

  // 'Premiers pas', step 1: the identity.
  await admin.getByRole("region", { name: "Premiers pas" }).getByRole("link").first().click();
  await admin.locator("[data-hydrated]").first().waitFor();
  const identity = admin.getByRole("region", { name: "Identité", exact: true });
  await identity.getByLabel("Nom du cabinet").fill("Cabinet Léa Fontaine");
  await identity.getByLabel("Slogan").fill("L'ostéopathie pour toute la famille, à Vannes");
  await identity.getByLabel("Villes nommées dans les textes").fill("Vannes, Séné");
  await identity.getByLabel("Prénom").fill("Léa");
  await identity.getByLabel("Nom", { exact: true }).fill("Fontaine");
  await identity.getByLabel("Titre", { exact: true }).fill("Ostéopathe D.O.");
  await identity.getByLabel("Numéro d'enregistrement professionnel").fill("RPPS 20202020202");
  await identity.getByLabel("Directeur de la publication").fill("Léa Fontaine");
  await identity.getByRole("button", { name: "Enregistrer l'identité" }).click();
  await expectText(admin, "Modifications enregistrées");

  // Step 2: the contact details.
  const contact = admin.getByRole("region", { name: "Coordonnées", exact: true });
  await contact.getByLabel("Téléphone").fill("02 97 00 11 22");
  await contact.getByLabel("E-mail").fill("contact@lea-fontaine-osteo.fr");
  await contact
    .getByLabel("Adresse de prise de rendez-vous (Doctolib)")
    .fill("https://www.doctolib.fr/osteopathe/vannes/lea-fontaine");
  await contact.getByRole("button", { name: "Enregistrer les coordonnées" }).click();
  await expectText(admin, "Modifications enregistrées");

  // Step 3: the places, one per town.
  const places = admin.getByRole("region", { name: "Lieux et horaires", exact: true });
  for (const [legend, place] of [
    ["Cabinet de Manosque", ["Cabinet de Vannes", "8 rue du Port", "56000", "Vannes"]],
    ["Cabinet de Volx", ["Cabinet de Séné", "2 place de la Mairie", "56860", "Séné"]],
  ] as const) {
    const group = places.getByRole("group", { name: legend, exact: true });
    const [name, street, postcode, city] = place;
    await group.getByLabel("Rue et numéro").fill(street);
    await group.getByLabel("Code postal").fill(postcode);
    await group.getByLabel("Ville").fill(city);
    await group.getByLabel("Nom du lieu").fill(name);
  }
  await places.getByRole("button", { name: "Enregistrer les lieux et horaires" }).click();
  await admin.waitForTimeout(1500);
  await screenshot(admin, "admin-cabinet");

  // Step 4: the services, from 'Pages'.
  await hydrated(admin, "/admin/pages");
  await screenshot(admin, "admin-pages-avant");
  for (const name of ["Ostéopathie du sport", "Ostéopathie pour seniors"]) {
    const hide = admin.getByRole("button", { name: new RegExp(`^Masquer ce service : ${name}`) });
    if ((await hide.count()) === 0) {
      console.log(`Service introuvable : ${name}`);
      continue;
    }
    await hide.first().click();
    await expectText(admin, "Service masqué : il n'apparaît plus sur le site.");
  }
  const add = admin.getByRole("form", { name: "Ajouter un service" });
  await add.getByLabel("Nom du service").fill("Ostéopathie et mâchoire");
  await add.getByLabel("Adresse de la page (après /services/)").fill("machoire");
  await add
    .getByLabel("Texte de la carte")
    .fill("Serrer les dents, craquements, douleurs de la mâchoire : un bilan doux et global.");
  await add.getByRole("button", { name: "Ajouter un service" }).click();
  await expectText(admin, "Service ajouté et publié");

  await admin
    .getByRole("table", { name: "Services du site" })
    .getByRole("link", { name: "Ostéopathie et mâchoire" })
    .click();
  await admin.getByRole("heading", { level: 1, name: "Ostéopathie et mâchoire" }).waitFor();
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: "#7a9e9f" },
  })
    .jpeg()
    .toBuffer();
  await admin
    .getByLabel("Remplacer l'image")
    .setInputFiles({ name: "machoire.jpg", mimeType: "image/jpeg", buffer: photo });
  await admin.getByTestId("page-image-preview").waitFor();
  await admin
    .getByLabel("Texte alternatif de l'image")
    .fill("Une patiente détendue, la mâchoire relâchée");
  await admin
    .getByLabel("Introduction")
    .first()
    .fill(
      "Bruxisme, craquements, douleurs en mâchant : la mâchoire est liée au cou et au dos. Je la soigne avec douceur.",
    );
  await admin.getByRole("button", { name: "Ajouter : Question" }).click();
  await admin.keyboard.type("Faut-il voir un dentiste avant ?");
  await admin.keyboard.press("Tab");
  await admin.keyboard.type(
    "Non, mais je travaille volontiers avec votre dentiste ou votre orthodontiste.",
  );
  await screenshot(admin, "admin-service-ajoute");
  await admin.getByRole("button", { name: "Publier" }).click();
  await expectText(admin, "Page publiée");

  // Rename one service's address.
  await hydrated(admin, "/admin/pages");
  await admin
    .getByRole("table", { name: "Services du site" })
    .getByRole("link", { name: "Ostéopathie pour nourrissons" })
    .click();
  // The list's form to add a service has a field of the same name: wait for the service's page.
  await admin.getByRole("heading", { level: 1, name: "Ostéopathie pour nourrissons" }).waitFor();
  await admin.getByLabel("Adresse de la page (après /services/)").fill("bebes");
  await admin.getByRole("button", { name: "Changer l'adresse" }).click();
  await expectText(admin, "Adresse changée : l'ancienne redirige vers la nouvelle.");
  await hydrated(admin, "/admin/pages");
  await screenshot(admin, "admin-pages-apres");

  // The home and about texts.
  for (const [key, field, value] of [
    ["home", "Titre principal", "Léa Fontaine, ostéopathe à Vannes"],
    ["about", "Titre de la page", "Qui suis-je ? Léa Fontaine, ostéopathe à Vannes"],
  ] as const) {
    await hydrated(admin, `/admin/pages/${key}`);
    await admin.getByLabel(field, { exact: true }).first().fill(value);
    await admin.getByRole("button", { name: "Publier" }).click();
    await expectText(admin, "Page publiée");
    await screenshot(admin, `admin-page-${key}`);
  }

  await hydrated(admin, "/admin");
  await screenshot(admin, "admin-tableau-de-bord-apres");

  // The public pages on a phone.
  const phone = await browser.newPage({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    baseURL: server.url,
  });
  // The consent banner is seen once, then refused so that it hides nothing.
  await phone.goto("/");
  await screenshot(phone, "public-accueil-premiere-visite");
  await phone.getByRole("button", { name: "Tout refuser" }).click();
  for (const [name, url] of [
    ["accueil", "/"],
    ["services", "/services"],
    ["service-machoire", "/services/machoire"],
    ["service-bebes", "/services/bebes"],
    ["a-propos", "/a-propos"],
    ["contact", "/contact"],
    ["mentions-legales", "/mentions-legales"],
  ] as const) {
    const response = await phone.goto(url);
    console.log(`${url} → ${response?.status()}`);
    // Lazy images load as they come into view: scroll through the page first.
    await phone.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      window.scrollTo(0, 0);
    });
    await phone.waitForLoadState("networkidle");
    await screenshot(phone, `public-${name}`);
  }
} finally {
  await browser.close();
  await server.stop();
  console.log(`Données : ${dataDir}`);
}
