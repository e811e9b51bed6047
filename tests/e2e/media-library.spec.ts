/**
 * The practitioner's media library: an image uploaded there is picked in
 * an article's text and in a page's image field ('Choisir dans la
 * médiathèque', keyboard usable, focus returned); its alternative text,
 * changed in the library, is what the public page shows where the text
 * gave none; an image in use cannot be deleted (the refusal lists where),
 * and once unused it can.
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { deleteArticles, ownerSessionFile, useOwnerSession } from "./support/owner-session";

useOwnerSession("media-library");
test.beforeEach(() => test.slow());

const editorArea = (page: Page) => page.locator("#article-content-editor .ProseMirror");
const run = Date.now().toString(36);
const FILE = `salle-${run}.jpg`;
const TITLE = `La salle d'attente ${run}`;
const created: number[] = [];

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: ownerSessionFile("media-library") });
  await deleteArticles(await context.newPage(), created);
  await context.close();
});

const card = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByText(FILE, { exact: true }) });

async function setLibraryAlt(page: Page, alt: string) {
  await page.goto(`/admin/medias?q=${encodeURIComponent(FILE)}`);
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  await card(page).getByLabel("Texte alternatif").fill(alt);
  await card(page).getByRole("button", { name: "Enregistrer le texte alternatif" }).click();
  await expect(page.getByText("Texte alternatif enregistré.").first()).toBeVisible();
}

async function pickFromLibrary(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Choisir dans la médiathèque" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Rechercher une image").fill(FILE);
  await dialog.getByLabel("Rechercher une image").press("Enter");
  await dialog.getByRole("button", { name: `Choisir l'image ${FILE}` }).click();
  await expect(dialog).toBeHidden();
}

test("uploads, picks, describes and deletes an image from the media library", async ({ page }) => {
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Médiathèque" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Médiathèque" })).toBeVisible();
  // The library's own upload field does not offer to pick from itself.
  await expect(page.getByRole("button", { name: "Choisir dans la médiathèque" })).toHaveCount(0);
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  const photo = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: "#9ab" },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Ajouter une image")
    .setInputFiles({ name: FILE, mimeType: "image/jpeg", buffer: photo });
  await expect(card(page)).toContainText("1200 × 750 px");
  await expect(card(page)).toContainText("Aucune page");
  // The grid shows the small thumbnail, never the 1200-pixel file.
  const thumbnail = card(page).locator("img");
  await expect(thumbnail).toHaveAttribute("src", /^\/media\/articles\/[0-9a-f]{32}\.thumb\.webp$/);
  await expect(thumbnail).toHaveJSProperty("naturalWidth", 320);
  await expectNoSeriousAxeViolation(page);
  await setLibraryAlt(page, "La salle d'attente du cabinet");

  // An article's text takes it from the library, with no alternative text of its own.
  await page.goto("/admin/articles/edit");
  await expect(editorArea(page)).toBeVisible();
  await page.getByLabel("Titre", { exact: true }).fill(TITLE);
  await page.getByLabel("Méta description").fill("Une méta description pour la médiathèque.");
  await page.locator("#article-excerpt").fill("Un résumé pour la médiathèque.");
  await editorArea(page).click();
  await page.keyboard.type("Le cabinet vous accueille.");
  page.once("dialog", (prompt) => void prompt.accept(""));
  await page.getByRole("button", { name: "Insérer une image de la médiathèque" }).click();
  await pickFromLibrary(page);
  await expect(editorArea(page).locator("img")).toHaveAttribute(
    "src",
    /^\/media\/articles\/[0-9a-f]{32}\.jpg$/,
  );
  await page.getByLabel("Statut", { exact: true }).selectOption({ label: "Publié" });
  const slug = await page.getByLabel("Slug (généré automatiquement)").inputValue();
  await page.getByRole("button", { name: "Créer l'article" }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  const href =
    (await page.getByRole("link", { name: TITLE, exact: true }).getAttribute("href")) ?? "";
  created.push(Number(/\/edit\/(\d+)$/.exec(href)?.[1]));
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("img", { name: "La salle d'attente du cabinet" })).toBeVisible();

  // Changed in the library, the public page follows at once.
  await setLibraryAlt(page, "Salle d'attente aux fauteuils verts");
  await page.goto(`/blog/${slug}`);
  await expect(
    page.getByRole("img", { name: "Salle d'attente aux fauteuils verts" }),
  ).toBeVisible();

  // A page's image field offers the library too; the dialog gives focus back.
  // (In a tab of its own, closed unsaved: the home page stays as it is.)
  const pagesTab = await page.context().newPage();
  await pagesTab.goto("/admin/pages/home");
  await expect(pagesTab.locator("[data-hydrated]")).toHaveCount(1);
  const field = pagesTab.getByRole("group", { name: "Image principale" });
  const choose = field.getByRole("button", { name: "Choisir dans la médiathèque" });
  await choose.click();
  await expect(pagesTab.getByRole("dialog", { name: "Choisir dans la médiathèque" })).toBeVisible();
  await pagesTab.keyboard.press("Escape");
  await expect(choose).toBeFocused();
  await choose.press("Enter");
  await pickFromLibrary(pagesTab);
  await expect(pagesTab.getByTestId("page-heroImage-preview")).toHaveAttribute(
    "src",
    /^\/media\/articles\/[0-9a-f]{32}\.jpg$/,
  );
  await expect(choose).toBeFocused();
  await pagesTab.close();

  // In use: deleting it is refused, with where it is used.
  await page.goto(`/admin/medias?q=${encodeURIComponent(FILE)}`);
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  await expect(card(page).getByRole("link", { name: `Article « ${TITLE} »` })).toBeVisible();
  page.once("dialog", (confirm) => void confirm.accept());
  await card(page)
    .getByRole("button", { name: `Supprimer l'image ${FILE}` })
    .click();
  const refusal = card(page).getByRole("alert");
  await expect(refusal).toContainText("Cette image est utilisée et ne peut pas être supprimée");
  await expect(refusal.getByRole("link", { name: `Article « ${TITLE} »` })).toHaveAttribute(
    "href",
    href,
  );

  // Unused once the article is gone: deleted.
  await deleteArticles(page, created.splice(0));
  await page.goto(`/admin/medias?q=${encodeURIComponent(FILE)}`);
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
  await expect(card(page)).toContainText("Aucune page");
  page.once("dialog", (confirm) => void confirm.accept());
  await card(page)
    .getByRole("button", { name: `Supprimer l'image ${FILE}` })
    .click();
  await expect(page.getByText("Image supprimée.").first()).toBeVisible();
  await expect(card(page)).toHaveCount(0);
});

test("does not save an article while its cover image is still being sent", async ({ page }) => {
  await page.goto("/admin/articles/edit");
  await expect(editorArea(page)).toBeVisible();
  await page.getByLabel("Titre", { exact: true }).fill(`Couverture en route ${run}`);
  await page.getByLabel("Méta description").fill("Une méta description pour la couverture.");
  await page.locator("#article-excerpt").fill("Un résumé pour la couverture.");
  await editorArea(page).click();
  await page.keyboard.type("Le texte de l'article.");
  // The upload is held back until the save has been tried.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // (A fetcher posts to the route's data address, `upload.data`.)
  await page.route("**/admin/media/upload.data", async (route) => {
    await held;
    await route.continue();
  });
  const photo = await sharp({
    create: { width: 300, height: 200, channels: 3, background: "#a87" },
  })
    .jpeg()
    .toBuffer();
  // Besides a click, the save is tried again and again from the file's choice
  // on, between any two of React's tasks (its scheduler posts them on a
  // MessageChannel too): the moment between the preparation's end and the
  // sending's start, which the router renders in a transition, is covered.
  const stopSaving = await page.evaluateHandle(() => {
    const input = document.getElementById("article-image-file") as HTMLInputElement;
    const channel = new MessageChannel();
    let saving = true;
    channel.port1.onmessage = () => {
      if (!saving) return;
      input.form?.requestSubmit();
      channel.port2.postMessage(null);
    };
    input.addEventListener("change", () => channel.port2.postMessage(null), { once: true });
    return () => {
      saving = false;
    };
  });
  await page
    .getByLabel("Fichier image")
    .setInputFiles({ name: "couverture.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText("L'enregistrement attend la fin de l'envoi.")).toBeVisible();
  await page.getByRole("button", { name: "Créer l'article" }).click();
  // A save would leave for the list at once; the editor stays (its autosave may name it).
  await page.waitForTimeout(1500);
  await stopSaving.evaluate((stop) => stop());
  await expect(page).toHaveURL(/\/admin\/articles\/edit(\/\d+)?$/);
  // Once the image is in, the save asked for is sent, with it.
  release();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  const href =
    (await page
      .getByRole("link", { name: `Couverture en route ${run}`, exact: true })
      .getAttribute("href")) ?? "";
  created.push(Number(/\/edit\/(\d+)$/.exec(href)?.[1]));
  await page.goto(href);
  await expect(page.locator("#article-image-url")).toHaveValue(/^[0-9a-f]{32}\.jpg$/);
});
