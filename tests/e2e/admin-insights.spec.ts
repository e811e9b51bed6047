/**
 * What the site collects, seen by the practitioner: the leads list (search,
 * filters and page in the address, the CSV export, sending a refused lead
 * again), a person's privacy request (access, download, erasure and its log),
 * and the statistics page fed by page views counted on the server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { e2ePorts } from "./support/ports";
import { submitSignIn } from "./support/sign-in";

const origin = `http://127.0.0.1:${e2ePorts().app}`;
const storageState = path.join(os.tmpdir(), `osteo-admin-insights-session-${e2ePorts().app}.json`);
/** A browser a visitor might use (Playwright's own user agents are recognised as robots). */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const run = Date.now().toString(36);
let visitor = 0;
const nextAddress = () => `203.0.${(Math.floor(visitor / 250) % 250) + 1}.${(visitor++ % 250) + 1}`;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await submitSignIn(page, "/auth");
  await expect(page).toHaveURL(/\/admin$/);
  await context.storageState({ path: storageState });
  await context.close();
});

test.use({ storageState });

interface LeadInput {
  prenom: string;
  nom: string;
  email: string;
  session: string;
  button: string;
  utmSource?: string;
}

async function sendLead(request: APIRequestContext, lead: LeadInput) {
  const headers = { Origin: origin, "X-Forwarded-For": nextAddress() };
  const click = await request.post("/api/tracking/track", {
    headers,
    data: {
      buttonId: lead.button,
      sessionId: lead.session,
      pageUrl: `${origin}/services/sport?utm_source=${lead.utmSource ?? ""}`,
      utmSource: lead.utmSource ?? null,
    },
  });
  expect(click.status()).toBe(200);
  const response = await request.post("/api/leads", {
    headers,
    data: {
      nom: lead.nom,
      prenom: lead.prenom,
      email: lead.email,
      session_id: lead.session,
      button_id: lead.button,
      page_url: `${origin}/services/sport`,
      utm_source: lead.utmSource ?? null,
      utm_campaign: lead.utmSource ? "automne" : null,
    },
  });
  expect(response.status()).toBe(201);
}

test("the leads list searches, filters and pages through the address, and the back button returns", async ({
  page,
  request,
}) => {
  const button = `e2e-liste-${run}`;
  await sendLead(request, {
    prenom: "Agathe",
    nom: `Liste${run}`,
    email: `agathe.${run}@example.fr`,
    session: `liste1${run}`,
    button,
    utmSource: "newsletter",
  });
  await sendLead(request, {
    prenom: "Basile",
    nom: `Liste${run}`,
    email: `basile.${run}@example.fr`,
    session: `liste2${run}`,
    button,
  });

  await page.goto("/admin/demandes");
  await expect(page.getByRole("heading", { level: 1, name: "Demandes" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Demandes" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Newest first.
  const rows = page.getByRole("table").first().getByRole("row");
  await expect(rows.nth(1)).toContainText(`basile.${run}@example.fr`);

  await page.getByLabel("Rechercher un nom ou une adresse e-mail").fill(`agathe.${run}`);
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(new RegExp(`q=agathe.${run}`));
  await expect(page.getByText("1 demande", { exact: true })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(`agathe.${run}`) });
  await expect(row).toContainText("Agathe");
  await expect(row).toContainText("/services/sport");
  await expect(row).toContainText("newsletter");
  await expect(row).toContainText("automne");
  await expect(row).toContainText(button);
  await expectNoSeriousAxeViolation(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/demandes$/);
  await expect(page.getByRole("row", { name: new RegExp(`basile.${run}`) })).toBeVisible();

  // A shared link opens the same filtered list.
  await page.goto(`/admin/demandes?bouton=${button}`);
  await expect(page.getByText("2 demandes", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Bouton")).toHaveValue(button);
});

test("a lead the webhook refused shows 'Échec' and goes through with 'Renvoyer'", async ({
  page,
  request,
}) => {
  const email = `refus-webhook.${run}@example.fr`;
  await sendLead(request, {
    prenom: "Céleste",
    nom: "Refus",
    email,
    session: `refus${run}`,
    button: "hero-button",
  });
  await page.goto(`/admin/demandes?q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row", { name: new RegExp(email) });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("Échec · 1 essai", { timeout: 1000 });
  }).toPass();
  await row.getByRole("button", { name: "Renvoyer la demande de Céleste Refus" }).click();
  await expect(page.getByText("Demande transmise", { exact: true })).toBeVisible();
  await expect(row).toContainText("Transmise");
});

test("the export gives the filtered list as a CSV for a French Excel", async ({
  page,
  request,
}) => {
  const nom = `Export${run}`;
  await sendLead(request, {
    prenom: "=1+1",
    nom,
    email: `export.${run}@example.fr`,
    session: `export${run}`,
    button: "navbar-button",
  });
  await page.goto(`/admin/demandes?q=${nom}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporter (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^demandes-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
  expect(lines[0]).toBe(
    "Date;Heure;Prénom;Nom;E-mail;Bouton;Page;Source UTM;Support UTM;Campagne UTM;Transfert",
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(
      `^\\d{2}/\\d{2}/\\d{4};\\d{2}:\\d{2}:\\d{2};'=1\\+1;${nom};export\\.${run}@example\\.fr;navbar-button;/services/sport;`,
    ),
  );
  await expect(page.getByText("Export terminé", { exact: true })).toBeVisible();
});

test("a privacy request shows, downloads and erases one person's data, and logs it without personal data", async ({
  page,
  request,
}) => {
  const email = `droits.${run}@example.fr`;
  const shared = `partage${run}`;
  await sendLead(request, {
    prenom: "Denise",
    nom: "Droits",
    email,
    session: shared,
    button: "hero-button",
  });
  // Someone else on the same device, and a similar address.
  await sendLead(request, {
    prenom: "Émile",
    nom: "Voisin",
    email: `voisin.${run}@example.fr`,
    session: shared,
    button: "hero-button",
  });
  await sendLead(request, {
    prenom: "Fanny",
    nom: "Proche",
    email: `x${email}`,
    session: `proche${run}`,
    button: "hero-button",
  });

  await page.goto("/admin/demandes");
  const panel = page.getByRole("region", { name: "Demande d'une personne" });
  const field = panel.getByLabel("Adresse e-mail de la personne");

  await field.fill("personne");
  await panel.getByRole("button", { name: "Rechercher" }).click();
  await expect(panel.getByText("Saisissez une adresse e-mail complète")).toBeVisible();

  await field.fill(`inconnu.${run}@example.fr`);
  await panel.getByRole("button", { name: "Rechercher" }).click();
  await expect(
    panel.getByText(`Aucune donnée n'est conservée pour l'adresse inconnu.${run}@example.fr`),
  ).toBeVisible();

  await field.fill(email.toUpperCase());
  await panel.getByRole("button", { name: "Rechercher" }).click();
  await expect(
    panel.getByRole("heading", { name: `Données conservées pour ${email}` }),
  ).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Demandes (1)" })).toBeVisible();
  await expect(
    panel.getByRole("heading", { name: "Sessions de la page de rendez-vous (1)" }),
  ).toBeVisible();
  await expect(
    panel.getByText("Session aussi liée à la demande d'une autre adresse"),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  const downloading = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Télécharger ses données" }).click();
  const file = JSON.parse(fs.readFileSync(await (await downloading).path(), "utf8")) as {
    adresse: string;
    demandes: { email: string }[];
    evenementsSuivi: unknown[];
  };
  expect(file.adresse).toBe(email);
  expect(file.demandes.map((lead) => lead.email)).toEqual([email]);
  expect(file.evenementsSuivi.length).toBeGreaterThan(0);
  await expect(page.getByText("Fichier téléchargé", { exact: true })).toBeVisible();

  await panel.getByRole("button", { name: "Effacer ses données" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Effacer les données de cette personne ?" });
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: "Effacer définitivement" }).click();
  await expect(page.getByText("Données effacées", { exact: true })).toBeVisible();
  await expect(
    page.getByText("1 demande(s), 0 session(s) et 0 événement(s) supprimés.", { exact: true }),
  ).toBeVisible();
  const log = page.getByRole("table", { name: "Journal des effacements" });
  await expect(log.getByRole("row").nth(1)).toContainText("1");
  await expect(log).not.toContainText(email);

  await field.fill(email);
  await panel.getByRole("button", { name: "Rechercher" }).click();
  await expect(
    panel.getByText(`Aucune donnée n'est conservée pour l'adresse ${email}`),
  ).toBeVisible();
  // The neighbour and the similar address are untouched.
  await page.goto(`/admin/demandes?q=${run}%40example.fr`);
  await expect(page.getByRole("row", { name: new RegExp(`voisin.${run}`) })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`x${email}`) })).toBeVisible();
});

test("the statistics page shows page views counted without cookies, robots and objections left out", async ({
  page,
  playwright,
}) => {
  // Counts reach the database every 5 seconds: this journey waits for them.
  test.setTimeout(90_000);
  const referrer = `e2e-${run}.example`;
  // Visitors carry no cookie, so their pages come from the page cache.
  const visitors = await playwright.request.newContext({
    baseURL: origin,
    storageState: { cookies: [], origins: [] },
  });
  const visit = (headers: Record<string, string>) =>
    visitors.get("/blog", {
      headers: {
        "User-Agent": VISITOR_AGENT,
        Referer: `https://${referrer}/lien`,
        "X-Forwarded-For": nextAddress(),
        ...headers,
      },
    });
  const first = nextAddress();
  const counted = [await visit({ "X-Forwarded-For": first }), await visit({})];
  for (const response of counted) {
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }
  // A browser showing the copy it holds revalidates it: the 304 is a view too.
  const etag = counted[0]?.headers()["etag"] ?? "";
  const revalidated = await visit({ "X-Forwarded-For": first, "If-None-Match": etag });
  expect(revalidated.status()).toBe(304);
  await visit({ "Sec-GPC": "1" });
  await visit({ "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
  await visitors.dispose();

  await page.goto("/admin/statistiques?periode=7");
  await expect(page.getByRole("heading", { level: 1, name: "Statistiques" })).toBeVisible();
  const referrers = page.getByRole("table", { name: "Sites d'origine" });
  // Three views by two visitors; counts reach the database every 5 seconds.
  await expect(async () => {
    await page.reload();
    await expect(referrers.getByRole("row", { name: new RegExp(referrer) })).toHaveText(
      new RegExp(`${referrer}\\s*3\\s*2\\s*0`),
      { timeout: 1000 },
    );
  }).toPass({ timeout: 20_000 });

  await expect(page.locator("canvas[role=img]")).toBeVisible();
  await page.getByText("Voir les chiffres jour par jour").click();
  await expect(page.getByRole("table", { name: "Jour par jour" }).getByRole("row")).toHaveCount(8);
  await expect(page.getByRole("heading", { name: "Parcours de réservation" })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.getByLabel("Période").selectOption("dates");
  await page.getByLabel("Du", { exact: true }).fill("2026-01-01");
  await page.getByLabel("Au", { exact: true }).fill("2026-01-10");
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page).toHaveURL(/periode=dates&du=2026-01-01&au=2026-01-10/);
  await expect(page.getByText("1 janvier 2026 – 10 janvier 2026")).toBeVisible();

  await page.goto("/admin");
  const card = page.locator("section", {
    has: page.getByRole("heading", { name: "Les 7 derniers jours" }),
  });
  await expect(card.getByText("Visiteurs", { exact: true })).toBeVisible();
  // This test's visitors are among the week's.
  await expect(card.locator("dd").first()).not.toHaveText("0");
  await card.getByRole("link", { name: "Voir les statistiques" }).click();
  await expect(page).toHaveURL(/\/admin\/statistiques$/);
});
