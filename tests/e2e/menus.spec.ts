/**
 * The practitioner edits the menus on /admin/menus: renames an entry,
 * moves one with the keyboard (focus stays on its button), adds a link to a
 * blog category to the main menu and the footer; a visitor (no cookie: the
 * page cache's pages) sees them in the navbar, the mobile menu and the
 * footer; removed, the link is gone. A link to an unpublished article is
 * marked in the editor and never shown.
 *
 * The suite shares one database: both menus go back to their defaults at
 * the end (in afterAll too, whatever happened).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { appOrigin, ownerSessionFile, useOwnerSession } from "./support/owner-session";

useOwnerSession("menus");
test.beforeEach(() => test.slow());
test.describe.configure({ mode: "serial" });

/** A draft of the demo articles (app/server/db/demo-articles.ts). */
const draftTitle = "Ventre et digestion : l'ostéopathie viscérale expliquée";

async function openMenus(page: Page) {
  await page.goto("/admin/menus");
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
}

const mainEditor = (page: Page) => page.getByRole("region", { name: "Menu principal" });
const footerEditor = (page: Page) => page.getByRole("region", { name: "Pied de page" });
const entryLabels = (page: Page) =>
  mainEditor(page)
    .getByRole("listitem")
    .getByRole("textbox")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** A visitor's page: a fresh context without the owner's cookies. */
async function visitor(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

async function resetMenus(page: Page) {
  for (const menu of ["main", "footer"]) {
    const response = await page.request.post("/admin/menus", {
      form: { intent: "reset", menu },
      headers: { Origin: appOrigin },
    });
    expect(response.status()).toBe(200);
  }
}

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: ownerSessionFile("menus") });
  await resetMenus(await context.newPage());
  await context.close();
});

test("renames and reorders the main menu from the keyboard", async ({ page, browser }) => {
  await openMenus(page);
  await expectNoSeriousAxeViolation(page);
  expect(await entryLabels(page)).toEqual([
    "À propos",
    "Séance type",
    "Services",
    "Blog",
    "Contact",
  ]);

  await mainEditor(page).getByLabel("Texte du lien « À propos »").fill("Qui suis-je ?");
  await mainEditor(page).getByRole("button", { name: "Renommer : À propos" }).click();
  await expect(page.getByText("Lien renommé", { exact: true })).toBeVisible();

  const blogUp = mainEditor(page).getByRole("button", { name: "Monter : Blog" });
  await blogUp.focus();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => entryLabels(page))
    .toEqual(["Qui suis-je ?", "Séance type", "Blog", "Services", "Contact"]);
  await expect(blogUp).toBeFocused();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => entryLabels(page))
    .toEqual(["Qui suis-je ?", "Blog", "Séance type", "Services", "Contact"]);
  await expect(blogUp).toBeFocused();

  const { page: home, close } = await visitor(browser);
  await home.goto("/");
  const navbar = home.getByRole("navigation", { name: "Menu principal" });
  await expect(navbar.getByRole("link")).toHaveText([
    "Qui suis-je ?",
    "Blog",
    "Séance type",
    "Services",
    "Contact",
  ]);
  await expect(navbar.getByRole("link", { name: "Qui suis-je ?" })).toHaveAttribute(
    "href",
    "/a-propos",
  );
  await close();
});

test("adds a link to a blog category, seen in the navbar, the mobile menu and the footer, then removes it", async ({
  page,
  browser,
}) => {
  await openMenus(page);
  for (const editor of [mainEditor(page), footerEditor(page)]) {
    const form = editor.getByRole("form", { name: /Ajouter un lien/ });
    await form.getByLabel("Lien vers").selectOption({ label: "Une catégorie du blog" });
    await form.getByLabel("Catégorie").selectOption({ label: "Grossesse" });
    // The category's name is suggested as the link's text.
    await expect(form.getByLabel("Texte du lien")).toHaveValue("Grossesse");
    await form.getByRole("button", { name: "Ajouter le lien" }).click();
    await expect(editor.getByLabel("Texte du lien « Grossesse »")).toBeVisible();
    await expect(form.getByLabel("Texte du lien")).toHaveValue("");
  }
  await expectNoSeriousAxeViolation(page);

  const desktop = await visitor(browser);
  await desktop.page.goto("/contact");
  await expect(
    desktop.page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Grossesse" }),
  ).toHaveAttribute("href", "/blog/categorie/grossesse");
  await expect(
    desktop.page
      .getByRole("navigation", { name: "Plan du site" })
      .getByRole("link", { name: "Grossesse" }),
  ).toHaveAttribute("href", "/blog/categorie/grossesse");
  await desktop.close();

  const phone = await visitor(browser, { width: 390, height: 844 });
  await phone.page.goto("/");
  await expect(phone.page.locator("html[data-islands='hydrated']")).toHaveCount(1);
  await phone.page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const mobileMenu = phone.page.getByRole("navigation", { name: "Menu mobile" });
  await mobileMenu.getByRole("link", { name: "Grossesse" }).click();
  await expect(phone.page).toHaveURL(/\/blog\/categorie\/grossesse$/);
  await phone.close();

  page.on("dialog", (dialog) => void dialog.accept());
  await mainEditor(page).getByRole("button", { name: "Retirer : Grossesse" }).click();
  await expect(mainEditor(page).getByLabel("Texte du lien « Grossesse »")).toHaveCount(0);

  const after = await visitor(browser);
  await after.page.goto("/contact");
  await expect(
    after.page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Grossesse" }),
  ).toHaveCount(0);
  await expect(
    after.page.getByRole("navigation", { name: "Plan du site" }).getByRole("link", {
      name: "Grossesse",
    }),
  ).toBeVisible();
  await after.close();
});

test("refuses an address of another site, marks a draft article's link, and goes back to the default menus", async ({
  page,
  browser,
}) => {
  await openMenus(page);
  const form = mainEditor(page).getByRole("form", { name: /Ajouter un lien/ });
  await form.getByLabel("Texte du lien").fill("Ailleurs");
  await form.getByLabel("Lien vers").selectOption({ label: "Une adresse de ce site" });
  await form.getByLabel("Adresse (commençant par /)").fill("//evil.example");
  await form.getByRole("button", { name: "Ajouter le lien" }).click();
  await expect(form.getByText(/Seule une adresse de ce site est acceptée/)).toBeVisible();
  await expect(form.getByLabel("Adresse (commençant par /)")).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  // A draft article: linked, marked in the editor, never shown to visitors.
  await form.getByLabel("Texte du lien").fill("Digestion");
  await form.getByLabel("Lien vers").selectOption({ label: "Un article" });
  await form.getByLabel("Article").selectOption({ label: `${draftTitle} (non publié)` });
  await form.getByRole("button", { name: "Ajouter le lien" }).click();
  await expect(mainEditor(page).getByLabel("Texte du lien « Digestion »")).toBeVisible();
  await expect(
    mainEditor(page).getByText("Non affiché : l'article n'est pas publié.", { exact: true }),
  ).toBeVisible();
  const draftVisitor = await visitor(browser);
  await draftVisitor.page.goto("/");
  await expect(
    draftVisitor.page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Digestion" }),
  ).toHaveCount(0);
  await draftVisitor.close();

  page.on("dialog", (dialog) => void dialog.accept());
  for (const editor of [mainEditor(page), footerEditor(page)]) {
    await editor.getByRole("button", { name: /Rétablir le menu par défaut/ }).click();
    await expect(
      editor.getByRole("button", { name: /Rétablir le menu par défaut/ }),
    ).toBeDisabled();
  }
  // The button is disabled from the click on, while the reset is still on its way.
  await expect
    .poll(() => entryLabels(page))
    .toEqual(["À propos", "Séance type", "Services", "Blog", "Contact"]);
  const { page: home, close } = await visitor(browser);
  await home.goto("/");
  await expect(
    home.getByRole("navigation", { name: "Plan du site" }).getByRole("link", {
      name: "Grossesse",
    }),
  ).toHaveCount(0);
  await close();
});
