/**
 * The practitioner's way into the back office: sign-in and return to the
 * page asked for, wrong password, throttling, the whole password reset by
 * e-mail (read from the SMTP stand-in), expired and used links, the form
 * checks, the sidebar and its cookie, sign-out, accessibility.
 *
 * The reset test sets the owner's password again (to the same value) and, by
 * design, ends every open session of the owner.
 */
import { expect, type Page, test } from "@playwright/test";
import { useOwnerSession } from "./support/owner-session";
import { submitSignIn } from "./support/sign-in";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { E2E_ADMIN } from "./support/ports";
import { clearRecords, decodeQuotedPrintable, readRecords } from "./support/records";

async function resetLinkFromMail(to: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const mail = (await readRecords()).mails.find((m) => m.to.includes(to));
        const match =
          mail &&
          decodeQuotedPrintable(mail.raw).match(/https?:\/\/\S+\/auth#access_token=[^\s"<]+/);
        link = match?.[0] ?? "";
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe("");
  return link;
}

test.describe("sign-in", () => {
  test("sends a signed-out visitor to /auth and back to the page asked for", async ({ page }) => {
    await page.goto("/admin?onglet=articles");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%3Fonglet%3Darticles$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Connexion à l'administration" }),
    ).toBeVisible();
    await submitSignIn(page, page.url());
    await expect(page).toHaveURL(/\/admin\?onglet=articles$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Tableau de bord d'administration" }),
    ).toBeVisible();
    await expect(page.getByText("Connexion réussie", { exact: true })).toBeVisible();
  });

  test("shows 'Erreur de connexion' with the reason when the password is wrong", async ({
    page,
  }) => {
    await page.goto("/auth");
    await page.getByLabel("Adresse email").fill(E2E_ADMIN.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("ce-n-est-pas-le-bon");
    await page.getByRole("button", { name: "Se connecter" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Erreur de connexion" });
    await expect(alert).toContainText("Adresse email ou mot de passe incorrect.");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("checks the login form in French before sending it", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.locator("main[data-hydrated]")).toBeVisible();
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(
      page.getByText("Veuillez saisir votre adresse email", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Veuillez saisir votre mot de passe")).toBeVisible();
    await expect(page.getByLabel("Adresse email")).toBeFocused();
  });

  test("shows and hides the password", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.locator("main[data-hydrated]")).toBeVisible();
    const password = page.getByLabel("Mot de passe", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Afficher le mot de passe" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Masquer le mot de passe" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("makes a sixth wrong attempt on an account wait, with HTTP 429 and a French message", async ({
    page,
  }) => {
    const email = "intrus@example.com";
    await page.goto("/auth");
    for (let i = 0; i < 5; i++) {
      await page.getByLabel("Adresse email").fill(email);
      await page.getByLabel("Mot de passe", { exact: true }).fill(`essai-numero-${i}`);
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByRole("alert")).toContainText(
        "Adresse email ou mot de passe incorrect.",
      );
    }
    await page.getByLabel("Mot de passe", { exact: true }).fill("essai-numero-6");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toContainText(
      /Trop de tentatives de connexion\. Veuillez réessayer dans \d+ secondes\./,
    );

    const response = await page.request.post("/auth", {
      form: { intent: "login", email, password: "essai-numero-7" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(429);
  });
});

test.describe("password reset by e-mail", () => {
  test("checks the forgot-password form", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("link", { name: "J'ai oublié mon mot de passe" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Mot de passe oublié" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
    await expect(
      page.getByText("Veuillez saisir votre adresse email pour réinitialiser votre mot de passe"),
    ).toBeVisible();
    await page.getByRole("link", { name: "Retour à la connexion" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Connexion à l'administration" }),
    ).toBeVisible();
  });

  test("answers an unknown address like a known one, and sends nothing", async ({ page }) => {
    await clearRecords();
    await page.goto("/auth?mode=forgot");
    await page.getByLabel("Adresse email").fill("personne@example.com");
    await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Un email de réinitialisation a été envoyé à votre adresse email. Veuillez vérifier votre boîte de réception.",
    );
    await page.waitForTimeout(500);
    expect((await readRecords()).mails).toEqual([]);
  });

  test("sets a new password from the link in the e-mail, then goes to /admin", async ({ page }) => {
    await clearRecords();
    await page.goto("/auth?mode=forgot");
    await page.getByLabel("Adresse email").fill(E2E_ADMIN.email);
    await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Un email de réinitialisation a été envoyé",
    );

    const link = await resetLinkFromMail(E2E_ADMIN.email);
    const mail = (await readRecords()).mails.find((m) => m.to.includes(E2E_ADMIN.email));
    expect(decodeQuotedPrintable(mail?.raw ?? "")).toContain(
      "Réinitialisation de votre mot de passe",
    );
    expect(link).toMatch(/#access_token=[^&]+&type=recovery$/);

    await page.goto(link);
    await expect(
      page.getByRole("heading", { level: 1, name: "Choisir un nouveau mot de passe" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    const submit = page.getByRole("button", { name: "Mettre à jour le mot de passe" });
    await submit.click();
    await expect(
      page.getByText("Veuillez saisir et confirmer votre nouveau mot de passe"),
    ).toBeVisible();
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("un-mot-de-passe-1");
    await page.getByLabel("Confirmer le mot de passe").fill("un-mot-de-passe-2");
    await submit.click();
    await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("court");
    await page.getByLabel("Confirmer le mot de passe").fill("court");
    await submit.click();
    await expect(
      page.getByText("Le mot de passe doit contenir au moins 12 caractères"),
    ).toBeVisible();

    // The same password again, so that the other end-to-end tests can still sign in.
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByLabel("Confirmer le mot de passe").fill(E2E_ADMIN.password);
    await submit.click();
    await expect(page.getByRole("status")).toContainText(
      "Votre mot de passe a été mis à jour avec succès. Vous allez être redirigé.",
    );
    await expect(page).toHaveURL(/\/admin$/, { timeout: 5000 });
    await expect(
      page.getByRole("heading", { level: 1, name: "Tableau de bord d'administration" }),
    ).toBeVisible();

    // The link is used: opening it again says so and offers a new one.
    await page.goto(link);
    const alert = page.getByRole("alert").filter({ hasText: "Problème de réinitialisation" });
    await expect(alert).toContainText("Le lien de réinitialisation a expiré ou n'est plus valide.");
    await expect(
      page.getByRole("heading", { level: 1, name: "Mot de passe oublié" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=forgot$/);
  });

  test("treats an unknown link, or an expired one, as no longer valid", async ({ page }) => {
    await page.goto("/auth#access_token=inexistant&type=recovery");
    await expect(page.getByRole("alert")).toContainText(
      "Le lien de réinitialisation a expiré ou n'est plus valide.",
    );
    await expect(
      page.getByRole("heading", { level: 1, name: "Mot de passe oublié" }),
    ).toBeVisible();

    await page.goto(
      "/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid",
    );
    await expect(page.getByRole("alert")).toContainText("Problème de réinitialisation");
    await expect(
      page.getByRole("heading", { level: 1, name: "Mot de passe oublié" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=forgot$/);
  });
});

test.describe("admin shell", () => {
  // Signed in once for these tests (after the reset above, which ends every session).
  useOwnerSession("admin-shell");

  test("toggles the sidebar with Ctrl+B and keeps the choice in a 7-day cookie", async ({
    page,
    context,
  }) => {
    await page.goto("/admin");
    await expect(page.locator("[data-hydrated]")).toHaveCount(1);
    const sidebar = page.locator("#admin-sidebar");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect(page.getByRole("link", { name: "Tableau de bord" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Read on the server: the page arrives already collapsed.
    const html = await (await page.request.get("/admin")).text();
    expect(html).toMatch(/id="admin-sidebar" data-state="collapsed"/);

    await page.getByRole("link", { name: "Articles", exact: true }).hover();
    await expect(page.getByRole("tooltip", { name: "Articles" })).toBeVisible();

    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("lays out the collapsed sidebar the same after a reload, and so does the server's HTML", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin");
    await expect(page.locator("#admin-sidebar")).toBeVisible();
    const sidebar = page.locator("#admin-sidebar");
    const heading = page.getByRole("heading", { level: 1 }).first();
    const layout = async () => {
      // Once the width transition has ended.
      await expect
        .poll(() => sidebar.evaluate((element) => element.getAnimations().length))
        .toBe(0);
      return { sidebar: await sidebar.boundingBox(), heading: await heading.boundingBox() };
    };
    // Pages whose heading sits in different layouts, at a tablet's and a wide screen's width.
    for (const [path, width] of [
      ["/admin", 1280],
      ["/admin/articles", 1024],
      ["/admin/cabinet", 1440],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator("[data-hydrated]")).toHaveCount(1);
      await page.getByRole("button", { name: "Masquer le menu" }).click();
      await expect(sidebar).toHaveAttribute("data-state", "collapsed");
      const collapsed = await layout();
      await page.reload();
      await expect(page.locator("[data-hydrated]")).toHaveCount(1);
      expect(await layout(), `${path} at ${width} px`).toEqual(collapsed);
      // What the server sends, before any script could correct it.
      const serverOnly = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
        storageState: await page.context().storageState(),
      });
      const serverPage = await serverOnly.newPage();
      await serverPage.goto(new URL(path, page.url()).href);
      const served = {
        sidebar: await serverPage.locator("#admin-sidebar").boundingBox(),
        heading: await serverPage.getByRole("heading", { level: 1 }).first().boundingBox(),
      };
      await serverOnly.close();
      expect(served, `${path} at ${width} px without scripts`).toEqual(collapsed);
      await page.getByRole("button", { name: "Afficher le menu" }).click();
      await expect(sidebar).toHaveAttribute("data-state", "expanded");
    }
  });

  test("opens the menu as a drawer on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin");
    await expect(page.locator("div[data-hydrated]")).toHaveCount(1);
    await expect(page.locator("#admin-sidebar")).toBeHidden();
    await page.getByRole("button", { name: "Afficher le menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu d'administration" });
    await expect(drawer.getByRole("link", { name: "Tableau de bord" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    // Closing gives focus back to the button that opened the drawer.
    await expect(page.getByRole("button", { name: "Afficher le menu" })).toBeFocused();
  });

  test("signs out with 'Déconnexion réussie', and the admin is closed again", async ({
    browser,
  }) => {
    // A session of its own: the others' saved one must outlive this sign-out.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await submitSignIn(page);
    await expect(page.locator("div[data-hydrated]")).toHaveCount(1);
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Déconnexion réussie", { exact: true })).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
    await context.close();
  });

  test("shows the dashboard's cards", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("link", { name: "Voir les articles" })).toHaveAttribute(
      "href",
      "/admin/articles",
    );
    await expect(page.getByRole("link", { name: "Nouvel article" })).toHaveAttribute(
      "href",
      "/admin/articles/edit",
    );
    await expect(page.getByRole("heading", { name: "Taxonomie" })).toBeVisible();
    // Categories and tags have their page: the card leads to it.
    await expect(page.getByRole("link", { name: "Gérer les catégories" })).toHaveAttribute(
      "href",
      "/admin/categories",
    );
    await page.getByRole("link", { name: "Gérer les tags" }).click();
    await expect(page).toHaveURL(/\/admin\/categories#tags$/);
    await expect(page.getByRole("heading", { name: "Tags", exact: true })).toBeInViewport();
  });
});

test.describe("accessibility", () => {
  test("/auth has no serious or critical axe violation", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.locator("main[data-hydrated]")).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  });

  test("/admin has no serious or critical axe violation", async ({ page }) => {
    await submitSignIn(page);
    await expect(page.locator("div[data-hydrated]")).toHaveCount(1);
    await expectNoSeriousAxeViolation(page);
  });
});
