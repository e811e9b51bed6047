/**
 * The writing tools: the editor's preview (signed in, and by a
 * shared link that works without signing in until it is revoked), the
 * version history with its diff and restore, and the categories (admin
 * screen, public category pages, renamed category's 301, sitemap).
 *
 * Articles and categories a test creates are deleted at its end; only
 * drafts are created, so the public blog's own tests are not disturbed.
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO_CATEGORIES, demoArticles } from "~/server/db/demo-articles";
import { slugify } from "~/lib/slugify";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { appOrigin, deleteArticles, useOwnerSession } from "./support/owner-session";

useOwnerSession("writing-tools");

let createdArticles: number[] = [];

test.afterEach(async ({ page }) => {
  await deleteArticles(page, createdArticles);
  createdArticles = [];
});

const editorArea = (page: Page) => page.locator("#article-content-editor .ProseMirror");

/** Creates a draft through the editor and opens it again; returns its id. */
async function createDraft(page: Page, title: string, content: string): Promise<number> {
  await page.goto("/admin/articles/edit");
  await expect(editorArea(page)).toBeVisible();
  await page.getByLabel("Titre", { exact: true }).fill(title);
  await page.getByLabel("Méta description").fill("Une méta description pour l'aperçu.");
  await page.locator("#article-excerpt").fill("Un résumé pour l'aperçu.");
  await editorArea(page).click();
  await page.keyboard.type(content);
  await page.getByRole("button", { name: "Créer l'article" }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  const href =
    (await page.getByRole("link", { name: title, exact: true }).getAttribute("href")) ?? "";
  const id = Number(/\/edit\/(\d+)$/.exec(href)?.[1]);
  expect(id).toBeGreaterThan(0);
  createdArticles.push(id);
  await page.goto(`/admin/articles/edit/${id}`);
  await expect(editorArea(page)).toContainText(content);
  return id;
}

test.describe("preview", () => {
  test("shows a draft as its public page will, with the band, and the unsaved changes", async ({
    page,
  }) => {
    const id = await createDraft(
      page,
      "Aperçu d'un brouillon",
      "Le texte enregistré du brouillon.",
    );

    const response = await page.request.get(`/admin/articles/${id}/apercu`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");

    // Changes typed but not saved: the preview autosaves them first.
    await page.getByLabel("Titre", { exact: true }).fill("Aperçu avec un titre changé");
    const opening = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Aperçu", exact: true }).click();
    const preview = await opening;
    await expect(preview).toHaveURL(new RegExp(`/admin/articles/${id}/apercu$`));
    await expect(preview.getByText("Aperçu : cet article n'est pas publié")).toBeVisible();
    await expect(preview.getByText(/modifications pas encore enregistrées/)).toBeVisible();
    await expect(
      preview.getByRole("heading", { level: 1, name: "Aperçu avec un titre changé" }),
    ).toBeVisible();
    await expect(preview.getByText("Le texte enregistré du brouillon.")).toBeVisible();
    // The public page's parts: the booking call and the related articles.
    await expect(preview.getByRole("complementary", { name: "Prendre rendez-vous" })).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expectNoSeriousAxeViolation(preview);
    await preview.close();

    // Still a draft: the public address knows nothing of it.
    expect((await page.request.get(`/blog/${slugify("Aperçu d'un brouillon")}`)).status()).toBe(
      404,
    );
  });

  test("shares a link that works signed out, until it is revoked", async ({ page, browser }) => {
    const id = await createDraft(page, "Brouillon à faire relire", "Un texte à faire relire.");
    await page.getByRole("button", { name: "Partager l'aperçu" }).click();
    await expect(page.getByText("Lien d'aperçu créé", { exact: true }).first()).toBeVisible();
    const url = await page.getByLabel("Lien d'aperçu à partager").inputValue();
    expect(url).toMatch(new RegExp(`^${appOrigin}/apercu/[A-Za-z0-9_-]{43}$`));
    const links = page.getByRole("list", { name: "Liens actifs" }).getByRole("listitem");
    await expect(links).toHaveCount(1);
    await expect(links.first()).toContainText(/^Créé le .+, expire le .+Révoquer$/);
    await expectNoSeriousAxeViolation(page);

    const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitor = await stranger.newPage();
    const opened = await visitor.goto(url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(visitor.getByText("Aperçu : cet article n'est pas publié")).toBeVisible();
    await expect(
      visitor.getByRole("heading", { level: 1, name: "Brouillon à faire relire" }),
    ).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Retour à l'éditeur" })).toHaveCount(0);
    // No tag manager, nor its consent banner, on a page whose address is a secret.
    expect(await opened?.text()).not.toContain('data-island="consent"');

    await links.first().getByRole("button", { name: "Révoquer" }).click();
    await expect(page.getByText("Lien révoqué", { exact: true }).first()).toBeVisible();
    await expect(links).toHaveCount(0);
    const refused = await visitor.goto(url);
    expect(refused?.status()).toBe(404);
    await expect(
      visitor.getByRole("heading", { level: 1, name: "Aperçu indisponible" }),
    ).toBeVisible();
    await expect(visitor.getByText("Brouillon à faire relire")).toHaveCount(0);
    // Signed out, the editor's own preview asks for a sign-in.
    await visitor.goto(`/admin/articles/${id}/apercu`);
    await expect(visitor).toHaveURL(/\/auth\?redirectTo=/);
    await stranger.close();

    const sitemap = await (await page.request.get("/sitemap-blog.xml")).text();
    const feed = await (await page.request.get("/blog/rss.xml")).text();
    for (const document of [sitemap, feed]) expect(document).not.toContain("/apercu/");
  });
});

test.describe("images in the content", () => {
  test("an image sent from the editor's toolbar is placed with its size and alternative text, and kept on save", async ({
    page,
  }) => {
    const id = await createDraft(page, "Un article illustré", "Le dos au travail.");
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 150, b: 130 } },
    })
      .jpeg()
      .toBuffer();
    await editorArea(page).click();
    page.once("dialog", (dialog) => void dialog.accept("Un schéma du dos"));
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Envoyer une image" }).click();
    await (await chooser).setFiles({ name: "dos.jpg", mimeType: "image/jpeg", buffer: photo });
    const placed = editorArea(page).getByRole("img", { name: "Un schéma du dos" });
    await expect(placed).toHaveAttribute("src", /^\/media\/articles\/[0-9a-f]{32}\.jpg$/);
    await expect(placed).toHaveAttribute("width", "1200");
    const src = (await placed.getAttribute("src")) ?? "";
    expect((await page.request.get(src)).status()).toBe(200);

    await page.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await page.goto(`/admin/articles/edit/${id}`);
    await expect(editorArea(page).getByRole("img", { name: "Un schéma du dos" })).toHaveAttribute(
      "src",
      src,
    );
  });

  test("a file that is not an image is refused in French, and nothing is placed", async ({
    page,
  }) => {
    await createDraft(page, "Un article sans image", "Le sommeil.");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Envoyer une image" }).click();
    await (
      await chooser
    ).setFiles({ name: "faux.jpg", mimeType: "image/jpeg", buffer: Buffer.from("du texte") });
    await expect(
      page.getByText("Ce fichier n'est pas une image valide (JPEG, PNG, WebP, AVIF ou GIF)."),
    ).toBeVisible();
    await expect(editorArea(page).getByRole("img")).toHaveCount(0);
  });
});

test.describe("version history", () => {
  test("lists the saves, shows what changed and restores an earlier version", async ({ page }) => {
    const id = await createDraft(page, "Histoire d'un article", "Première rédaction du texte.");
    await page.getByLabel("Titre", { exact: true }).fill("Histoire réécrite");
    await editorArea(page).click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Seconde rédaction du texte.");
    await page.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);

    await page.goto(`/admin/articles/edit/${id}`);
    await page.getByRole("link", { name: "Historique" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Historique" })).toBeVisible();
    const versions = page
      .getByRole("list", { name: "Versions enregistrées" })
      .getByRole("listitem");
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText("Version actuelle");
    await expect(versions.first()).toContainText("Histoire réécrite");
    await expectNoSeriousAxeViolation(page);

    await versions.nth(1).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: /^Version du / })).toBeVisible();
    const title = page
      .locator("dt", { hasText: /^Titre$/ })
      .locator("xpath=following-sibling::dd[1]");
    await expect(title.locator("del")).toContainText("article");
    await expect(title.locator("ins")).toContainText("réécrite");
    const content = page
      .locator("dt", { hasText: /^Contenu$/ })
      .locator("xpath=following-sibling::dd[1]");
    await expect(content.locator("del")).toContainText("Première");
    await expect(content.locator("ins")).toContainText("Seconde");
    await expectNoSeriousAxeViolation(page);

    await page.getByRole("button", { name: "Restaurer cette version" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/edit/${id}$`));
    await expect(page.getByText("Version restaurée", { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel("Titre", { exact: true })).toHaveValue("Histoire d'un article");
    await expect(editorArea(page)).toContainText("Première rédaction du texte.");

    await page.getByRole("link", { name: "Historique" }).click();
    await expect(versions).toHaveCount(3);
    await expect(versions.first()).toContainText("restauration de la version");
  });
});

test.describe("categories", () => {
  const sport = demoArticles.filter(
    (article) => article.category === "Sport" && article.status === "published",
  );

  test("a category page lists its published articles, with its title, description and canonical", async ({
    page,
  }) => {
    const response = await page.goto("/blog/categorie/sport");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Sport – Blog \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Sport" })).toBeVisible();
    await expect(page.getByText(DEMO_CATEGORIES.Sport).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${appOrigin}/blog/categorie/sport`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      DEMO_CATEGORIES.Sport,
    );
    const titles = await page.locator("article h2").allTextContents();
    expect(titles.sort()).toEqual(sport.map((article) => article.title).sort());
    await expect(
      page.getByRole("navigation", { name: "Catégories du blog" }).getByRole("link", {
        name: "Sport",
      }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoSeriousAxeViolation(page);

    // From /blog and from an article, the category leads to its page.
    await page.goto("/blog");
    await page
      .getByRole("navigation", { name: "Catégories du blog" })
      .getByRole("link", { name: "Sport" })
      .click();
    await expect(page).toHaveURL(/\/blog\/categorie\/sport$/);
    await page.goto(`/blog/${slugify(sport[0]?.title ?? "")}`);
    await page.locator("article header").getByRole("link", { name: "Sport" }).click();
    await expect(page).toHaveURL(/\/blog\/categorie\/sport$/);

    const sitemap = await (await page.request.get("/sitemap-blog.xml")).text();
    expect(sitemap).toContain(`<loc>${appOrigin}/blog/categorie/sport</loc>`);
    expect((await page.request.get("/blog/categorie/inconnue")).status()).toBe(404);
  });

  test("the admin creates, renames (old address answers 301) and deletes a category", async ({
    page,
  }) => {
    await page.goto("/admin/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Catégories et tags" })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await page.getByRole("button", { name: "Créer la catégorie" }).click();
    await expect(
      page.getByText("Le nom de la catégorie doit faire entre 2 et 60 caractères."),
    ).toBeVisible();
    await page.getByLabel("Nom", { exact: true }).first().fill("Posture provisoire");
    await page
      .getByLabel("Description (page de la catégorie)")
      .fill("Une catégorie créée par un test.");
    await page.getByRole("button", { name: "Créer la catégorie" }).click();
    await expect(page.getByText("Catégorie créée", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("/blog/categorie/posture-provisoire")).toBeVisible();

    // No published article yet: the page exists, kept out of search engines and the sitemap.
    const empty = await page.goto("/blog/categorie/posture-provisoire");
    expect(empty?.status()).toBe(200);
    await expect(
      page.getByText("Aucun article publié dans cette catégorie pour le moment."),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    expect(await (await page.request.get("/sitemap-blog.xml")).text()).not.toContain(
      "posture-provisoire",
    );

    await page.goto("/admin/categories");
    await page.getByRole("link", { name: "Modifier la catégorie Posture provisoire" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Modifier une catégorie" }),
    ).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await page.getByLabel("Nom", { exact: true }).fill("Posture renommée");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Catégorie mise à jour", { exact: true }).first()).toBeVisible();

    const moved = await page.request.get("/blog/categorie/posture-provisoire", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/blog/categorie/posture-renommee");

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Supprimer la catégorie Posture renommée" }).click();
    await expect(page.getByText("Catégorie supprimée", { exact: true }).first()).toBeVisible();
    expect((await page.request.get("/blog/categorie/posture-renommee")).status()).toBe(404);
  });

  test("the editor gives an article one category, shown on its preview", async ({ page }) => {
    const id = await createDraft(page, "Article à classer", "Un texte à classer.");
    await page.getByLabel("Catégorie", { exact: true }).selectOption({ label: "Grossesse" });
    await page.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await page.goto(`/admin/articles/${id}/apercu`);
    await expect(
      page.locator("article header").getByRole("link", { name: "Grossesse" }),
    ).toBeVisible();
  });
});
