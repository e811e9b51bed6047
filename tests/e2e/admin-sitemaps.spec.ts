/**
 * The practitioner's sitemap tools on the dashboard: the update flow and its
 * four messages in order, then IndexNow told (read from the stand-in); the
 * download of sitemap-blog.xml with the published articles; the maintenance
 * panel, its result after a reload; the sign-in page when the session is gone; the
 * live sitemaps, robots.txt and the IndexNow key file; accessibility.
 */
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { demoArticles } from "~/server/db/demo-articles";
import { slugify } from "~/lib/slugify";
import { parseSitemap } from "../support/sitemap-xml";
import { e2ePorts } from "./support/ports";
import { readRecords } from "./support/records";
import { useOwnerSession } from "./support/owner-session";

const ORIGIN = `http://127.0.0.1:${e2ePorts().app}`;
/** INDEXNOW_KEY of the e2e stack (stack.ts). */
const INDEXNOW_KEY = "e2e0000000000000key";

const PROGRESS = [
  "Démarrage de la mise à jour...",
  "Mise à jour des URLs principales et du blog...",
  "Synchronisation de toutes les URLs...",
  "Soumission des sitemaps aux moteurs de recherche...",
];
const UPDATE_SUCCESS = "Sitemaps mis à jour et soumis aux moteurs de recherche avec succès.";
const STEPS = [
  "Publication des articles programmés",
  "Régénération des sitemaps",
  "Vérification des articles publiés",
  "Vérification des images de couverture",
  "Suppression des images inutilisées",
  "Purge des données de plus de 3 ans",
  "Purge des statistiques de plus de 25 mois",
  "Soumission à IndexNow",
];

// Other journeys of the same run may add articles: the demo's published ones
// must be listed, its draft, scheduled (in 9 days) and archived ones never.
const demoUrl = (article: (typeof demoArticles)[number]) =>
  `${ORIGIN}/blog/${slugify(article.title)}`;
const publishedUrls = demoArticles.filter((a) => a.status === "published").map(demoUrl);
const privateUrls = demoArticles.filter((a) => a.status !== "published").map(demoUrl);

/** Requests the stand-ins received from now on (other journeys may read or clear the rest). */
async function newRequestsSince(count: number) {
  return (await readRecords()).requests.slice(count);
}

/** The dashboard, signed in with the file's saved session (sign-in itself is tested in admin-auth). */
async function openDashboard(page: Page) {
  await page.goto("/admin");
  await expect(
    page.getByRole("heading", { level: 1, name: "Tableau de bord d'administration" }),
  ).toBeVisible();
  // The admin shell marks itself once hydrated: buttons then run their handlers.
  await expect(page.locator("div[data-hydrated]")).toHaveCount(1);
}

const toolsCard = (page: Page) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: "Outils Sitemap" }) });
const maintenancePanel = (page: Page) =>
  page.getByRole("region", { name: "Maintenance des sitemaps" });

test.describe("the 'Outils Sitemap' card", () => {
  useOwnerSession("admin-sitemaps");

  test("shows the four progress messages in order, disables its buttons, then submits every URL", async ({
    page,
  }) => {
    await openDashboard(page);
    const received = (await readRecords()).requests.length;
    const card = toolsCard(page);
    const update = card.getByRole("button", { name: "Mettre à jour les sitemaps" });
    const download = card.getByRole("button", { name: "Télécharger sitemap-blog.xml" });

    // Every text the progress line takes, in order.
    await card.getByTestId("sitemap-progress").evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        const text = element.textContent ?? "";
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(element, { childList: true, characterData: true, subtree: true });
    });
    // Hold the first server step (the dashboard action, posted by the card's
    // fetcher) to look at the card while it runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = true;
    await page.route(
      (url) => url.pathname.startsWith("/admin"),
      async (route) => {
        if (holding && route.request().method() === "POST") {
          holding = false;
          await held;
        }
        await route.continue();
      },
    );

    await update.click();
    await expect(card.getByTestId("sitemap-progress")).toHaveText(PROGRESS[1] ?? "");
    await expect(update).toBeDisabled();
    await expect(download).toBeDisabled();
    release();

    await expect(page.getByText(UPDATE_SUCCESS).first()).toBeVisible();
    await expect(update).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      ...PROGRESS,
      UPDATE_SUCCESS,
    ]);

    // The full submission names the home page (an article saved meanwhile sends only its own).
    const bodies = (await newRequestsSince(received))
      .filter((request) => request.path === "/indexnow")
      .map((request) => JSON.parse(request.body) as Record<string, unknown>);
    const full = bodies.filter(
      (body) => Array.isArray(body.urlList) && body.urlList.includes(`${ORIGIN}/`),
    );
    expect(full).toHaveLength(1);
    const body = full[0] ?? {};
    expect(body).toMatchObject({
      host: new URL(ORIGIN).host,
      key: INDEXNOW_KEY,
      keyLocation: `${ORIGIN}/${INDEXNOW_KEY}.txt`,
    });
    expect(body.urlList).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/blog`, ...publishedUrls]),
    );
  });

  test("downloads sitemap-blog.xml with the published articles", async ({ page }) => {
    await openDashboard(page);
    const downloading = page.waitForEvent("download");
    await toolsCard(page).getByRole("button", { name: "Télécharger sitemap-blog.xml" }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe("sitemap-blog.xml");
    const xml = fs.readFileSync(await file.path(), "utf8");
    const locs = parseSitemap(xml).entries.map((entry) => entry.loc);
    expect(locs).toEqual(expect.arrayContaining(publishedUrls));
    expect(locs.filter((loc) => privateUrls.includes(loc))).toEqual([]);
    // The very file search engines read.
    const live = parseSitemap(await (await page.request.get("/sitemap-blog.xml")).text());
    expect(live.entries.map((entry) => entry.loc).sort()).toEqual([...locs].sort());
    await expect(
      page
        .getByText(
          "Le fichier sitemap-blog.xml a été généré et téléchargé avec succès. Veuillez le placer dans le dossier public_html/ sur votre hébergement.",
        )
        .first(),
    ).toBeVisible();
  });

  test("sends the practitioner to the sign-in page, or says why the file failed, when the session has ended", async ({
    page,
  }) => {
    await openDashboard(page);
    await page.context().clearCookies();
    const card = toolsCard(page);
    await card.getByRole("button", { name: "Télécharger sitemap-blog.xml" }).click();
    await expect(
      page.getByText("Erreur lors de la génération du fichier: Authentification requise.").first(),
    ).toBeVisible();

    // As every admin action: the guard's redirect, to come back to the dashboard once signed in.
    await card.getByRole("button", { name: "Mettre à jour les sitemaps" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  });

  test("sends the practitioner to the sign-in page when the session ends before a maintenance run", async ({
    page,
  }) => {
    await openDashboard(page);
    await page.context().clearCookies();
    await maintenancePanel(page).getByRole("button", { name: "Lancer la maintenance" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  });
});

test.describe("the maintenance panel", () => {
  useOwnerSession("admin-sitemaps");

  test("runs the maintenance, shows each step's badge, and shows it again after a reload", async ({
    page,
  }) => {
    await openDashboard(page);
    const panel = maintenancePanel(page);
    await panel.getByRole("button", { name: "Lancer la maintenance" }).click();
    await expect(
      page.getByText("Maintenance des sitemaps terminée avec succès").first(),
    ).toBeVisible();

    const expectResult = async () => {
      await expect(panel.getByRole("heading", { name: "Dernier résultat" })).toBeVisible();
      await expect(panel.getByText(/· tableau de bord$/)).toBeVisible();
      const steps = panel.getByRole("list", { name: "Étapes" }).getByRole("listitem");
      await expect(steps).toHaveCount(STEPS.length);
      for (const [index, name] of STEPS.entries()) {
        await expect(steps.nth(index)).toContainText(name);
        await expect(steps.nth(index)).toContainText("Succès");
      }
    };
    await expectResult();
    await page.reload();
    await expect(page.locator("div[data-hydrated]")).toHaveCount(1);
    await expectResult();
  });

  test("has no serious accessibility violation on the dashboard", async ({ page }) => {
    await openDashboard(page);
    await expect(maintenancePanel(page)).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  });
});

test.describe("the live sitemaps", () => {
  test("serve a valid index, the public pages and the published articles", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/auth$/m);

    const index = await request.get("/sitemap.xml");
    expect(index.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(parseSitemap(await index.text()).entries.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-blog.xml`,
    ]);
    const pages = parseSitemap(await (await request.get("/sitemap-pages.xml")).text());
    expect(pages.entries.map((entry) => entry.loc)).toContain(`${ORIGIN}/services/nourrissons`);
    for (const entry of pages.entries) expect((await request.get(entry.loc)).status()).toBe(200);

    const blog = parseSitemap(await (await request.get("/sitemap-blog.xml")).text());
    const blogLocs = blog.entries.map((entry) => entry.loc);
    expect(blogLocs).toEqual(expect.arrayContaining(publishedUrls));
    expect(blogLocs.filter((loc) => privateUrls.includes(loc))).toEqual([]);
  });

  test("serve the IndexNow key file at /{key}.txt, and nothing for another name", async ({
    request,
  }) => {
    const key = await request.get(`/${INDEXNOW_KEY}.txt`);
    expect(key.status()).toBe(200);
    expect(await key.text()).toBe(INDEXNOW_KEY);
    expect((await request.get("/pas-la-cle.txt")).status()).toBe(404);
  });
});
