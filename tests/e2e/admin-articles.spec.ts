/**
 * The practitioner's writing workflow in the back office: the article list
 * (pages, sort, status filter), the editor's checks, create, edit, publish
 * and see it on /blog, schedule, archive, delete through the dialog, cover
 * images (PNG and JPEG shown on the public page, a renamed non-image
 * refused), autosave restored after a reload, accessibility.
 *
 * Every article a test creates is deleted at its end, so the public blog's
 * own tests see the seeded articles only.
 */
import { expect, test, type Page } from "@playwright/test";
import { deleteArticles, useOwnerSession } from "./support/owner-session";
import { expectNoSeriousAxeViolation } from "./support/axe";
import sharp from "sharp";

useOwnerSession("admin-articles");

/** Ids of the articles created by the running test, deleted after it. */
let created: number[] = [];

test.afterEach(async ({ page }) => {
  await deleteArticles(page, created);
  created = [];
});

const editorArea = (page: Page) => page.locator("#article-content-editor .ProseMirror");

async function openNewArticle(page: Page) {
  await page.goto("/admin/articles/edit");
  await expect(
    page.getByRole("heading", { level: 1, name: "Créer un nouvel article" }),
  ).toBeVisible();
  await expect(editorArea(page)).toBeVisible();
}

interface Fields {
  title: string;
  metaDescription?: string;
  excerpt?: string;
  content?: string;
}

async function fillArticle(page: Page, fields: Fields) {
  await page.getByLabel("Titre", { exact: true }).fill(fields.title);
  await page
    .getByLabel("Méta description")
    .fill(fields.metaDescription ?? "Une méta description claire pour les moteurs de recherche.");
  await page.locator("#article-excerpt").fill(fields.excerpt ?? "Un résumé court de l'article.");
  await editorArea(page).click();
  await page.keyboard.type(fields.content ?? "Un premier paragraphe de contenu.");
}

/** The id of the article of this title, read from the list's edit link. */
async function idOf(page: Page, title: string): Promise<number> {
  const link = page.getByRole("link", { name: title, exact: true });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  const id = Number(/\/edit\/(\d+)$/.exec(href)?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

async function save(page: Page, button: "Créer l'article" | "Mettre à jour", toastTitle: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByText(toastTitle, { exact: true }).first()).toBeVisible();
}

async function setStatus(page: Page, label: "Brouillon" | "Publié" | "Programmé" | "Archivé") {
  await page.getByLabel("Statut", { exact: true }).selectOption({ label });
}

test.describe("the article list", () => {
  test("shows 10 articles a page with status badges, excerpts and reading times, page in the address", async ({
    page,
  }) => {
    await page.goto("/admin/articles");
    await expect(page.getByRole("heading", { level: 1, name: "Articles du blog" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Nouvel article" })).toBeVisible();
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(10);
    await expect(rows.first().getByText(/^\d+ min$/)).toBeVisible();
    await expect(page.locator("tbody").getByText("Publié", { exact: true }).first()).toBeVisible();

    await page
      .getByRole("navigation", { name: "Pages de la liste" })
      .getByRole("link", { name: "Page 2" })
      .click();
    await expect(page).toHaveURL(/\/admin\/articles\?page=2$/);
    await expect(rows).toHaveCount(7);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.getByRole("button", { name: "Rafraîchir la liste" }).click();
    await expect(rows).toHaveCount(7);
  });

  test("filters by status and sorts on the server, both kept in the address", async ({ page }) => {
    await page.goto("/admin/articles");
    await page.getByLabel("Statut").selectOption({ label: "Programmé" });
    await expect(page).toHaveURL(/status=scheduled/);
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByText("Programmé", { exact: true })).toBeVisible();
    await expect(
      rows.first().getByText(/^Programmé pour \d{1,2} \S+ \d{4} à \d{2}:\d{2}$/),
    ).toBeVisible();

    await page.getByLabel("Statut").selectOption({ label: "Tous les statuts" });
    await page.getByLabel("Trier par").selectOption({ label: "Titre, de A à Z" });
    await expect(page).toHaveURL(/sort=alpha_asc/);
    // The address changes before the sorted rows arrive: wait for them.
    const links = page.locator("tbody tr td:first-child a");
    await expect(links.first()).toHaveText("Adolescents : posture, cartable et croissance");
    const titles = await links.allTextContents();
    const collator = new Intl.Collator("fr", { sensitivity: "base" });
    expect(titles).toEqual([...titles].sort(collator.compare));
    expect(titles[0]).toBe("Adolescents : posture, cartable et croissance");

    await page.reload();
    await expect(page.getByLabel("Trier par")).toHaveValue("alpha_asc");
    await page.getByLabel("Trier par").selectOption({ label: "Titre, de Z à A" });
    await expect(page.locator("tbody tr td:first-child a").first()).toHaveText(
      "Ventre et digestion : l'ostéopathie viscérale expliquée",
    );
  });

  test("sends an unknown article back to the list with 'Article non trouvé'", async ({ page }) => {
    await page.goto("/admin/articles/edit/987654");
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await expect(page.getByText("Article non trouvé", { exact: true }).first()).toBeVisible();
  });

  test("sends a malformed article address back to the list with 'ID de l'article invalide ou manquant'", async ({
    page,
  }) => {
    await page.goto("/admin/articles/edit/abc");
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await expect(page.getByText("Erreur de mise à jour", { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText("ID de l'article invalide ou manquant", { exact: true }).first(),
    ).toBeVisible();
  });

  test("has no serious accessibility violation", async ({ page }) => {
    await page.goto("/admin/articles");
    await expect(page.locator("tbody tr")).toHaveCount(10);
    await expectNoSeriousAxeViolation(page);
  });
});

test.describe("the article editor", () => {
  test("shows every validation message in French", async ({ page }) => {
    await openNewArticle(page);
    await page.getByRole("button", { name: "Créer l'article" }).click();
    await expect(page.getByText("Le titre doit faire entre 5 et 60 caractères.")).toBeVisible();
    await expect(page.getByText("La méta description est obligatoire.")).toBeVisible();
    await expect(page.getByText("Le résumé est obligatoire.")).toBeVisible();
    await expect(page.getByText("Le contenu est obligatoire.")).toBeVisible();
    await expect(page.getByLabel("Titre", { exact: true })).toBeFocused();

    await page.getByLabel("Titre", { exact: true }).fill("?!?!?! ???");
    await page.getByLabel("Méta titre").fill("m".repeat(61));
    await page.getByLabel("Méta description").fill("d".repeat(161));
    await expect(page.getByText("61/60")).toBeVisible();
    await expect(page.getByText("161/160")).toBeVisible();
    await page.getByRole("button", { name: "Créer l'article" }).click();
    await expect(page.getByText("Le slug est obligatoire (généré automatiquement).")).toBeVisible();
    await expect(page.getByText("Le méta titre ne doit pas dépasser 60 caractères.")).toBeVisible();
    await expect(
      page.getByText("La méta description ne doit pas dépasser 160 caractères."),
    ).toBeVisible();

    await page.getByLabel("Titre", { exact: true }).fill("t".repeat(61));
    await page.getByRole("button", { name: "Créer l'article" }).click();
    await expect(page.getByText("Le titre doit faire entre 5 et 60 caractères.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/articles\/edit$/);
  });

  test("the server checks the form again and saves nothing invalid", async ({ page, baseURL }) => {
    // What a browser without the page's own checks (or a forged request) would send.
    const title = "Une date déjà passée";
    const response = await page.request.post("/admin/articles/edit", {
      headers: { Origin: baseURL ?? "" },
      form: {
        intent: "save",
        title,
        metaTitle: "",
        metaDescription: "Une description.",
        excerpt: "Un résumé.",
        content: "<p>Du texte.</p>",
        status: "scheduled",
        scheduledFor: "2020-01-01T09:00:00.000Z",
        imageUrl: "",
        imageAlt: "",
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(
      "Cette date est passée : choisissez une date et une heure à venir.",
    );
    await page.goto("/admin/articles");
    await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);
  });

  test("creates, edits and publishes an article that then appears on /blog, its old address redirected", async ({
    page,
  }) => {
    await openNewArticle(page);
    await fillArticle(page, {
      title: "Le dos et le télétravail",
      content: "Installez votre écran",
    });
    await expect(page.getByLabel("Slug (généré automatiquement)")).toHaveValue(
      "le-dos-et-le-teletravail",
    );
    const preview = page.getByTestId("search-preview");
    await expect(preview).toContainText("Le dos et le télétravail |");
    await expect(preview).toContainText("blog › le-dos-et-le-teletravail");

    // A heading, then an internal link to it from the internal link dialog.
    await page.keyboard.press("Enter");
    await page.getByLabel("Style du paragraphe").selectOption({ label: "Titre 2" });
    await page.keyboard.type("Bien régler son écran");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Lien vers une section" }).click();
    const dialog = page.getByRole("dialog", { name: "Sélectionner une section" });
    await dialog.getByRole("button", { name: "H2 - Bien régler son écran" }).click();
    await expect(dialog).toBeHidden();
    await expect(editorArea(page).locator('a[href="#bien-regler-son-ecran"]')).toHaveText(
      "Bien régler son écran",
    );

    await save(page, "Créer l'article", "Article créé");
    await expect(page.getByText("L'article a été créé avec succès").first()).toBeVisible();
    const id = await idOf(page, "Le dos et le télétravail");
    created.push(id);
    await expect(
      page.locator("tbody tr").first().getByText("Brouillon", { exact: true }),
    ).toBeVisible();

    // Drafts stay private.
    expect((await page.request.get("/blog/le-dos-et-le-teletravail")).status()).toBe(404);

    await page.getByRole("link", { name: "Le dos et le télétravail", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Modifier un article" }),
    ).toBeVisible();
    await expect(page.getByLabel("Titre", { exact: true })).toHaveValue("Le dos et le télétravail");
    await setStatus(page, "Publié");
    await save(page, "Mettre à jour", "Article mis à jour");

    await page.goto("/blog");
    await expect(
      page.getByRole("link", { name: /Le dos et le télétravail/ }).first(),
    ).toBeVisible();
    await page.goto("/blog/le-dos-et-le-teletravail");
    await expect(
      page.getByRole("heading", { level: 1, name: "Le dos et le télétravail" }),
    ).toBeVisible();
    await expect(page.locator("#bien-regler-son-ecran")).toHaveText("Bien régler son écran");
    // The section link keeps the editor's look and stays in the same tab.
    const sectionLink = page.locator('a[href="#bien-regler-son-ecran"]');
    await expect(sectionLink).toHaveClass(/\btext-blue-500 underline cursor-pointer\b/);
    expect(await sectionLink.getAttribute("target")).toBeNull();

    // Renaming a published article keeps its old address as a permanent redirect.
    await page.goto(`/admin/articles/edit/${id}`);
    await page.getByLabel("Titre", { exact: true }).fill("Le dos et le travail à la maison");
    await save(page, "Mettre à jour", "Article mis à jour");
    const old = await page.request.get("/blog/le-dos-et-le-teletravail", { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe("/blog/le-dos-et-le-travail-a-la-maison");
  });

  test("schedules an article: the picker works only for 'Programmé', and the list shows the date", async ({
    page,
  }) => {
    await openNewArticle(page);
    await fillArticle(page, { title: "Préparer la rentrée sans douleur" });
    const calendar = page.locator(".article-schedule");
    await expect(calendar.getByRole("button").first()).toBeDisabled();

    await setStatus(page, "Programmé");
    await page.getByRole("button", { name: "Créer l'article" }).click();
    await expect(
      page.getByText("Choisissez la date et l'heure de publication de l'article programmé."),
    ).toBeVisible();

    await calendar.getByRole("button", { name: "Aller au mois suivant" }).click();
    await calendar
      .getByRole("button", { name: /\b15\b/ })
      .first()
      .click();
    // The browser runs in Europe/Paris (playwright.config.ts).
    const parisHour = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      hourCycle: "h23",
      timeZone: "Europe/Paris",
    }).format(new Date());
    // After 23:00 the picked day keeps its date and gets 23:59.
    const nextHour = Number(parisHour) + 1;
    const expected = nextHour < 24 ? `${String(nextHour).padStart(2, "0")}:00` : "23:59";
    await expect(page.getByLabel("Heure")).toHaveValue(expected);
    await page.getByLabel("Heure").fill("09:30");
    await expect(
      page.getByText(/^L'article sera publié automatiquement le 15 \S+ \d{4} à 09:30$/),
    ).toBeVisible();

    await save(page, "Créer l'article", "Article créé");
    const id = await idOf(page, "Préparer la rentrée sans douleur");
    created.push(id);
    const row = page.locator("tbody tr").filter({ hasText: "Préparer la rentrée sans douleur" });
    await expect(row.getByText("Programmé", { exact: true })).toBeVisible();
    await expect(row.getByText(/^Programmé pour 15 \S+ \d{4} à 09:30$/)).toBeVisible();
    expect((await page.request.get("/blog/preparer-la-rentree-sans-douleur")).status()).toBe(404);

    // The clear button empties the date.
    await page.goto(`/admin/articles/edit/${id}`);
    await page.getByRole("button", { name: "Effacer la date" }).click();
    await expect(page.getByText(/L'article sera publié automatiquement/)).toHaveCount(0);
  });

  test("reopens a scheduled article with its date, without any browser error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/admin/articles?status=scheduled");
    await page.locator("tbody tr td:first-child a").first().click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Modifier un article" }),
    ).toBeVisible();
    await expect(page.getByLabel("Statut", { exact: true })).toHaveValue("scheduled");
    await expect(
      page.getByText(/^L'article sera publié automatiquement le \d{1,2} \S+ \d{4} à \d{2}:\d{2}$/),
    ).toBeVisible();
    await expect(editorArea(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("archives a published article, which leaves the blog", async ({ page }) => {
    await openNewArticle(page);
    await fillArticle(page, { title: "Un article bientôt archivé" });
    await setStatus(page, "Publié");
    await save(page, "Créer l'article", "Article créé");
    created.push(await idOf(page, "Un article bientôt archivé"));
    expect((await page.request.get("/blog/un-article-bientot-archive")).status()).toBe(200);

    await page.getByRole("link", { name: "Un article bientôt archivé", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Modifier un article" }),
    ).toBeVisible();
    await setStatus(page, "Archivé");
    await save(page, "Mettre à jour", "Article mis à jour");
    const row = page.locator("tbody tr").filter({ hasText: "Un article bientôt archivé" });
    await expect(row.getByText("Archivé", { exact: true })).toBeVisible();
    expect((await page.request.get("/blog/un-article-bientot-archive")).status()).toBe(404);
  });

  test("deletes an article through the confirmation dialog", async ({ page }) => {
    await openNewArticle(page);
    await fillArticle(page, { title: "Un article à supprimer" });
    await save(page, "Créer l'article", "Article créé");
    created.push(await idOf(page, "Un article à supprimer"));

    await page.getByRole("button", { name: "Supprimer « Un article à supprimer »" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Confirmer la suppression" });
    await expect(dialog).toContainText(
      "Êtes-vous sûr de vouloir supprimer cet article? Cette action est irréversible.",
    );
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(
      page.getByRole("link", { name: "Un article à supprimer", exact: true }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Supprimer « Un article à supprimer »" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Article supprimé", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("L'article a été supprimé avec succès.").first()).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Un article à supprimer", exact: true }),
    ).toHaveCount(0);
  });

  test("uploads a PNG and a JPEG cover, shown on the public page and served for a year", async ({
    page,
  }) => {
    const png = await sharp({
      create: {
        width: 1600,
        height: 900,
        channels: 4,
        background: { r: 48, g: 86, b: 65, alpha: 0.6 },
      },
    })
      .png()
      .toBuffer();
    const jpeg = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 232, g: 220, b: 201 } },
    })
      .jpeg()
      .toBuffer();

    for (const [title, file, extension] of [
      [
        "Une couverture transparente en PNG",
        { name: "couverture.png", mimeType: "image/png", buffer: png },
        "png",
      ],
      [
        "Une couverture photographique JPEG",
        { name: "photo.jpg", mimeType: "image/jpeg", buffer: jpeg },
        "jpg",
      ],
    ] as const) {
      await openNewArticle(page);
      await fillArticle(page, { title });
      await page.getByLabel("Fichier image").setInputFiles(file);
      await expect(page.getByTestId("cover-preview")).toBeVisible();
      await page.getByLabel("Texte alternatif de l'image").fill(`Illustration : ${title}`);
      await setStatus(page, "Publié");
      await save(page, "Créer l'article", "Article créé");
      created.push(await idOf(page, title));

      const slug = title
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/\s+/g, "-");
      await page.goto(`/blog/${slug}`);
      const cover = page.getByRole("img", { name: `Illustration : ${title}` });
      await expect(cover).toBeVisible();
      const src = (await cover.getAttribute("src")) ?? "";
      expect(src).toMatch(new RegExp(`^/media/articles/[0-9a-f]{32}\\.${extension}$`));
      // A raster cover is what link previews show.
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new RegExp(`${src.replaceAll(".", "\\.")}$`),
      );
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
      // The browser takes the WebP variant.
      expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);

      const served = await page.request.get(src);
      expect(served.status()).toBe(200);
      expect(served.headers()["cache-control"]).toContain("immutable");
      const webp = await page.request.get(src.replace(/\.\w+$/, ".webp"));
      expect(webp.headers()["content-type"]).toBe("image/webp");
      expect(webp.headers()["cache-control"]).toContain("max-age=31536000");
    }
  });

  test("refuses a file that is not an image even when named like one", async ({ page }) => {
    await openNewArticle(page);
    await fillArticle(page, { title: "Une image qui n'en est pas une" });
    await page.getByLabel("Fichier image").setInputFiles({
      name: "vacances.png",
      mimeType: "image/png",
      buffer: Buffer.from("Ceci est un simple fichier texte renommé."),
    });
    // The file is sent as soon as it is chosen: the refusal shows at once, nothing is kept.
    await expect(
      page.getByText("Ce fichier n'est pas une image valide (JPEG, PNG, WebP, AVIF ou GIF)."),
    ).toBeVisible();
    await expect(page.getByLabel("Fichier image")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("cover-preview")).toHaveCount(0);
    // The autosave may have made a draft record of this new article.
    const draft = /\/edit\/(\d+)$/.exec(page.url());
    if (draft) created.push(Number(draft[1]));
  });

  test("autosaves the text on the server and offers it back after a reload", async ({ page }) => {
    await openNewArticle(page);
    await page.getByLabel("Titre", { exact: true }).fill("Un brouillon sauvegardé tout seul");
    await editorArea(page).click();
    // Typed in one go, so that the first autosave holds the whole sentence.
    await page.keyboard.insertText("Ce texte ne doit pas se perdre.");

    await expect(page.getByTestId("last-autosave")).toHaveText(
      /^Dernière sauvegarde: \d{2}:\d{2}:\d{2}$/,
    );
    await expect(page.getByText("Contenu enregistré automatiquement").first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/articles\/edit\/\d+$/);
    const id = Number(/\/edit\/(\d+)$/.exec(page.url())?.[1]);
    created.push(id);

    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Modifier un article" }),
    ).toBeVisible();
    await expect(editorArea(page)).not.toContainText("Ce texte ne doit pas se perdre.");
    await page.getByRole("button", { name: "Restaurer la sauvegarde" }).click();
    await expect(editorArea(page)).toContainText("Ce texte ne doit pas se perdre.");
    await expect(page.getByLabel("Titre", { exact: true })).toHaveValue(
      "Un brouillon sauvegardé tout seul",
    );
  });

  test("edits rich content: links by prompt, tables, images, code blocks, undo", async ({
    page,
  }) => {
    await openNewArticle(page);
    const answers: string[] = [];
    const alerts: string[] = [];
    page.on("dialog", async (dialog) => {
      if (dialog.type() === "alert") {
        alerts.push(dialog.message());
        await dialog.accept();
      } else await dialog.accept(answers.shift() ?? "");
    });
    const editor = editorArea(page);
    await expect(page.getByRole("button", { name: "Lien vers une section" })).toBeDisabled();

    await editor.click();
    await page.keyboard.type("Consultez le site officiel");
    // Ctrl+A reaches the editor's selection at once; a Shift+Home selection
    // only on the browser's next selectionchange event, after a fast Ctrl+B.
    await page.keyboard.press("Control+a");
    // In the editor Ctrl+B makes bold text and leaves the sidebar alone.
    await page.keyboard.press("Control+b");
    await expect(editor.locator("strong")).toHaveText("Consultez le site officiel");
    await expect(page.locator("#admin-sidebar")).toHaveAttribute("data-state", "expanded");
    await page.keyboard.press("Control+b");
    await expect(editor.locator("strong")).toHaveCount(0);
    answers.push("https://www.example.org/osteopathie");
    await page.getByRole("button", { name: "Lien externe" }).click();
    const link = editor.locator('a[href="https://www.example.org/osteopathie"]');
    await expect(link).toHaveText("Consultez le site officiel");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    // Links are not followed on click inside the editor.
    await link.click();
    await expect(page).toHaveURL(/\/admin\/articles\/edit/);

    // An empty answer removes the link; a javascript: address is refused.
    await page.keyboard.press("End");
    await page.keyboard.press("Shift+Home");
    answers.push("");
    await page.getByRole("button", { name: "Lien externe" }).click();
    await expect(editor.locator("a")).toHaveCount(0);
    answers.push("javascript:alert(1)");
    await page.getByRole("button", { name: "Lien externe" }).click();
    await expect.poll(() => alerts).toEqual(["Cette adresse de lien n'est pas autorisée."]);
    await expect(editor.locator("a")).toHaveCount(0);

    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Tableau" }).click();
    await expect(editor.locator("table tr")).toHaveCount(3);
    await expect(editor.locator("table tr").first().locator("th")).toHaveCount(3);
    await expect(editor.locator("table tr").nth(1).locator("td")).toHaveCount(3);
    await page.getByRole("button", { name: "Supprimer le tableau" }).click();
    await expect(editor.locator("table")).toHaveCount(0);

    answers.push("/images/blog/placeholder.svg");
    await page.getByRole("button", { name: "Image", exact: true }).click();
    await expect(editor.locator('img[src="/images/blog/placeholder.svg"]')).toHaveClass(
      /\brounded-lg max-w-full h-auto\b/,
    );

    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Bloc de code" }).click();
    await page.keyboard.type("body { margin: 0; }");
    await page.getByLabel("Langage du code").fill("css");
    await expect(editor.locator("pre code.language-css")).toHaveText("body { margin: 0; }");

    await page.getByRole("button", { name: "Annuler la modification" }).click();
    await expect(editor.locator("pre code.language-css")).toHaveCount(0);
    await page.getByRole("button", { name: "Rétablir la modification" }).click();
    await expect(editor.locator("pre code.language-css")).toHaveText("body { margin: 0; }");
    // The draft the autosave may have made of this new article.
    const draft = /\/edit\/(\d+)$/.exec(page.url());
    if (draft) created.push(Number(draft[1]));
  });

  test("has no serious accessibility violation", async ({ page }) => {
    await openNewArticle(page);
    await expectNoSeriousAxeViolation(page);
  });
});
