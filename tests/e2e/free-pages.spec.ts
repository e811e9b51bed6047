/**
 * The practitioner makes a page of her own from 'Pages': 'Nouvelle page'
 * refuses an address the site already answers, then the page is built from
 * sections (added, filled, one moved up from the keyboard), previewed under
 * its band and published; visitors get it from the page cache with its
 * structured data and no script of its own. Put in the footer, its address
 * changed (the old one answers 301), unpublished (404, out of the menu and
 * the sitemap), then deleted after confirmation.
 *
 * The suite shares one database: the page is deleted and the footer entry
 * removed at the end.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { useOwnerSession } from "./support/owner-session";

useOwnerSession("free-pages");
test.beforeEach(() => test.slow());
test.describe.configure({ mode: "serial" });

const TITLE = "Tarifs et remboursements";
const SLUG = `tarifs-et-remboursements-${Date.now().toString(36)}`;
const NEW_SLUG = `${SLUG}-2026`;
let editorUrl = "";

async function hydrated(page: Page) {
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
}

/** A visitor: no cookie, so the page cache's pages. */
async function asVisitor<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The scripts and module preloads a page's server HTML names. */
async function scriptsOf(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  return new Set(
    [
      ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g),
    ].map((match) => match[1] ?? ""),
  );
}

async function addSection(page: Page, kind: string) {
  await page.getByLabel("Type de la nouvelle section").selectOption({ label: kind });
  await page.getByRole("button", { name: "Ajouter une section" }).click();
}

test("creates a page from 'Pages', refusing an address the site answers", async ({ page }) => {
  await page.goto("/admin/pages");
  await hydrated(page);
  await page.getByLabel("Titre de la page").fill(TITLE);
  const address = page.getByLabel("Adresse (après /)");
  await expect(address).toHaveValue("tarifs-et-remboursements");
  await expectNoSeriousAxeViolation(page);

  await address.fill("blog");
  await page.getByRole("button", { name: "Créer la page" }).click();
  await expect(page.getByText("L'adresse /blog est déjà prise par le blog")).toBeVisible();

  await page.getByLabel("Titre de la page").fill(TITLE);
  await page.getByLabel("Adresse (après /)").fill(SLUG);
  await page.getByRole("button", { name: "Créer la page" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/libre\/\d+$/);
  editorUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("Non publiée · Brouillon en cours")).toBeVisible();
});

test("builds the page from sections, previews and publishes it; visitors get it without script", async ({
  page,
  browser,
}) => {
  await page.goto(editorUrl);
  await hydrated(page);
  await addSection(page, "Appel à prendre rendez-vous");
  await page.getByLabel("Titre de l'appel").fill("Un rendez-vous en deux minutes");
  await page.getByLabel("Phrase d'accompagnement").fill("La séance coûte {tarif}.");
  await addSection(page, "Questions fréquentes");
  await page.getByLabel("Titre de la section").fill("Vos questions");
  await page.getByRole("button", { name: "Ajouter : Question" }).click();
  await page.getByLabel("Question", { exact: true }).fill("Suis-je remboursé ?");
  await page.locator("#page-sections-1-faq-0-answer .ProseMirror").click();
  await page.keyboard.type("Souvent, par votre mutuelle.");
  await addSection(page, "Coordonnées et horaires");
  await page.getByLabel("Titre de la section").last().fill("Venir au cabinet");

  // Moved from the keyboard: the focus follows the section.
  const up = page.getByRole("button", { name: "Monter : Coordonnées et horaires (section 3)" });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#page-sections-1-up")).toBeFocused();
  await expect(
    page.getByRole("heading", { name: "Coordonnées et horaires (section 2)" }),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.getByRole("button", { name: "Aperçu" }).click();
  await expect(page.getByTestId("preview-band")).toHaveText(
    "Aperçu : ces modifications ne sont pas publiées",
  );
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("Suis-je remboursé ?")).toBeVisible();
  // Not published yet: visitors get the 404 page.
  expect((await page.request.get(`/${SLUG}`)).status()).toBe(404);

  await page.getByRole("link", { name: "Retour à l'éditeur" }).click();
  await hydrated(page);
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(page.getByText("Page publiée", { exact: true })).toBeVisible();

  await asVisitor(browser, async (visitor) => {
    const response = await visitor.goto(`/${SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    const headings = visitor.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings.first()).toHaveText("Un rendez-vous en deux minutes");
    // The placeholder filled from the practice's settings.
    await expect(visitor.getByText(/^La séance coûte /)).toBeVisible();
    await expect(visitor.getByText("{tarif}")).toHaveCount(0);
    await expect(
      visitor.getByRole("main").locator("a[data-booking-source]").first(),
    ).toHaveAttribute("href", /\/rendez-vous\?source=page-libre-\d+-button/);
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/${SLUG}$`),
    );
    await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", /Tarifs/);
    const jsonLd = (
      await visitor.locator('script[type="application/ld+json"]').allTextContents()
    ).join("");
    expect(jsonLd).toContain('"FAQPage"');
    expect(jsonLd).toContain('"BreadcrumbList"');
    await expectNoSeriousAxeViolation(visitor);
    // No script of its own: what it names, the contact page names too.
    const own = await scriptsOf(visitor, `/${SLUG}`);
    const contact = await scriptsOf(visitor, "/contact");
    expect([...own].filter((src) => !contact.has(src))).toEqual([]);
    expect(await (await visitor.request.get("/sitemap-pages.xml")).text()).toContain(
      `/${SLUG}</loc>`,
    );
  });
});

test("in the footer, renamed (the old address answers 301), unpublished, then deleted", async ({
  page,
  browser,
}) => {
  await page.goto("/admin/menus");
  await hydrated(page);
  const footer = page.getByRole("region", { name: "Pied de page" });
  const form = footer.getByRole("form", { name: /Ajouter un lien/ });
  await form.getByLabel("Lien vers").selectOption({ label: "Une de vos pages" });
  await form.getByLabel("Votre page").selectOption({ label: TITLE });
  await expect(form.getByLabel("Texte du lien")).toHaveValue(TITLE);
  await form.getByRole("button", { name: "Ajouter le lien" }).click();
  await expect(footer.getByLabel(`Texte du lien « ${TITLE} »`)).toBeVisible();
  const footerLink = (visitor: Page) =>
    visitor.getByRole("navigation", { name: "Plan du site" }).getByRole("link", { name: TITLE });
  await asVisitor(browser, async (visitor) => {
    await visitor.goto("/contact");
    await expect(footerLink(visitor)).toHaveAttribute("href", `/${SLUG}`);
  });

  await page.goto(editorUrl);
  await hydrated(page);
  await page.getByLabel("Adresse de la page (après /)").fill(NEW_SLUG);
  await page.getByRole("button", { name: "Changer l'adresse" }).click();
  await expect(
    page.getByText("Adresse changée : l'ancienne renvoie vers la nouvelle.", { exact: true }),
  ).toBeVisible();
  await asVisitor(browser, async (visitor) => {
    const old = await visitor.request.get(`/${SLUG}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()["location"]).toMatch(new RegExp(`/${NEW_SLUG}$`));
    await visitor.goto("/contact");
    await expect(footerLink(visitor)).toHaveAttribute("href", `/${NEW_SLUG}`);
  });

  await page.getByRole("button", { name: "Dépublier" }).click();
  await expect(
    page.getByText("Page dépubliée : elle n'est plus sur le site.", { exact: true }),
  ).toBeVisible();
  await asVisitor(browser, async (visitor) => {
    const response = await visitor.goto(`/${NEW_SLUG}`);
    expect(response?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { name: "Os perdu!" })).toBeVisible();
    await expect(footerLink(visitor)).toHaveCount(0);
    expect(await (await visitor.request.get("/sitemap-pages.xml")).text()).not.toContain(NEW_SLUG);
  });

  await page.goto("/admin/menus");
  await hydrated(page);
  await expect(footer.getByText("Non affiché : la page n'est pas publiée.")).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await footer.getByRole("button", { name: `Retirer : ${TITLE}` }).click();
  await expect(footer.getByLabel(`Texte du lien « ${TITLE} »`)).toHaveCount(0);

  await page.goto(editorUrl);
  await hydrated(page);
  await page.getByRole("button", { name: "Supprimer", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Supprimer cette page ?" });
  await expectNoSeriousAxeViolation(page);
  await dialog.getByRole("button", { name: "Supprimer la page" }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByText("Page supprimée.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: TITLE })).toHaveCount(0);
});
