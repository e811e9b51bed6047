import { expect, type APIRequestContext, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { aboutPage } from "../../app/content/about";
import { generalFaq } from "../../app/content/faq";
import { legalNotice, privacyPolicy } from "../../app/content/legal";
import { footerLinks, mainMenu } from "../../app/content/navigation";
import { defaultPracticeSettings as demo } from "../../app/content/default-settings";
import { defaultIdentity as identity } from "../../app/content/practice";

/** The demo's number in the tel: form. */
const demoPhoneE164 = "+33465712345";
import { sessionPage } from "../../app/content/session-steps";
import { asShown } from "./support/demo-practice";
import { formatParisDate, parisYear } from "../../app/lib/paris-date";

const suffix = `| ${identity.practiceName} - Ostéopathe à ${identity.towns[0]}`;

/** The public pages of this suite: address, title, main heading, a sentence of their text. */
const pages = [
  {
    path: "/",
    title: `${identity.slogan} ${suffix}`,
    heading: identity.slogan,
    text: "Ce que disent mes patients",
  },
  {
    path: "/a-propos",
    title: `À propos ${suffix}`,
    heading: asShown(aboutPage.heading),
    text: "Mon parcours",
  },
  {
    path: "/seance-type",
    title: `Comment se déroule une séance ? ${suffix}`,
    heading: "Comment se déroule une séance ?",
    text: "Observation & palpation",
  },
  {
    path: "/contact",
    title: `Contact ${suffix}`,
    heading: "Me trouver et me contacter",
    text: demo.pricing.urgentSlots,
  },
  {
    path: "/mentions-legales",
    title: `Mentions légales ${suffix}`,
    heading: "Mentions légales",
    text: "Propriété intellectuelle",
  },
  {
    path: "/politique-confidentialite",
    title: `Politique de confidentialité ${suffix}`,
    heading: "Politique de confidentialité",
    text: "Aucune donnée n'est transférée en dehors de l'Union européenne.",
  },
];

/** The map is a third-party frame: answer it locally, the test machine is offline. */
async function stubMap(page: Page) {
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="fr"><title>Plan</title><main><p>Plan du quartier</p></main></html>',
    }),
  );
}

/** The page's islands answer (links are plain links, buttons wait for their island). */
async function waitForHydration(element: Locator) {
  await expect(element.page().locator("html[data-islands='hydrated']")).toHaveCount(1);
}

async function rawHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text() };
}

/** The JSON-LD blocks of a page's server HTML, parsed (a syntax error fails the test). */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1] ?? "") as Record<string, unknown>);
}

function decodeEntities(html: string): string {
  return html
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}

test.describe("every public page", () => {
  for (const entry of pages) {
    test(`${entry.path} answers 200 with its French title, heading and text`, async ({ page }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(entry.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.heading);
      await expect(page.getByText(entry.text).first()).toBeVisible();
    });
  }

  test("is complete without JavaScript: text, title and meta tags in the server HTML", async ({
    request,
    baseURL,
  }) => {
    for (const entry of pages) {
      const { status, html } = await rawHtml(request, entry.path);
      expect(status, entry.path).toBe(200);
      const text = decodeEntities(html);
      expect(text, entry.path).toContain(`<title>${entry.title}</title>`);
      expect(text, entry.path).toContain(entry.heading);
      expect(text, entry.path).toContain(entry.text);
      expect(html, entry.path).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html, entry.path).toContain(`<link rel="canonical" href="${baseURL}${entry.path}"/>`);
      expect(html, entry.path).toContain('<meta property="og:locale" content="fr_FR"/>');
      expect(html, entry.path).toContain('<meta property="og:type" content="website"/>');
      expect(html, entry.path).toContain(
        `<meta property="og:image" content="${baseURL}/images/og-default.jpg"/>`,
      );
      expect(html, entry.path).toContain('<html lang="fr">');
    }
  });

  test("shares a 1200x630 default image for social networks", async ({ request }) => {
    const response = await request.get("/images/og-default.jpg");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
  });

  test("has a footer with the site map's links, the contact details and this year's copyright", async ({
    page,
  }) => {
    await page.goto("/a-propos");
    const footer = page.getByRole("contentinfo");
    const siteMap = footer.getByRole("navigation", { name: "Plan du site" });
    for (const link of footerLinks) {
      await expect(siteMap.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.to,
      );
    }
    await expect(footer.getByRole("link", { name: demo.contact.phone })).toHaveAttribute(
      "href",
      `tel:${demoPhoneE164}`,
    );
    await expect(footer.getByText(demo.contact.email)).toBeVisible();
    await expect(footer).toContainText(`© ${parisYear(new Date())} ${identity.practiceName}`);
  });

  test("offers a skip link to the content as the first stop of the keyboard", async ({ page }) => {
    await page.goto("/contact");
    const skip = page.getByRole("link", { name: "Aller au contenu" });
    await waitForHydration(skip);
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#contenu$/);
    await expect(page.locator("main#contenu")).toBeFocused();
  });
});

test.describe("home page", () => {
  test("shows the hero, then services, about, testimonials, FAQ and contact sections", async ({
    page,
  }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    const hero = main.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("listitem")).toHaveCount(4);
    await expect(hero.getByRole("link", { name: "Prendre rendez-vous" })).toHaveAttribute(
      "href",
      "/rendez-vous?source=hero-button",
    );
    const ids = await main
      .locator(":scope > section[id]")
      .evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(["services", "a-propos", "temoignages", "faq", "contact"]);
    await expect(page.locator("#temoignages li figure")).toHaveCount(15);
    // Each review's stars are one image announced with its rating.
    const firstReview = page.locator("#temoignages li figure").first();
    await expect(firstReview.getByRole("img", { name: /^Note : [1-5] sur 5$/ })).toBeVisible();
  });

  test("the rating card scrolls to the testimonials", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("link", { name: /Excellent\s+basé sur \+70 avis/ });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/#temoignages$/);
    await expect(
      page.getByRole("heading", { name: "Ce que disent mes patients" }),
    ).toBeInViewport();
  });

  test("hero image is a WebP picture loaded first, with its size set", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("picture img").first();
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("width", "1200");
    await expect(hero).toHaveAttribute("height", "900");
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.webp$/);
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Pictures further down wait until they are scrolled to.
    await expect(page.locator("#a-propos img")).toHaveAttribute("loading", "lazy");
  });

  test("hero image falls back to JPEG, then to 'Image indisponible'", async ({ page }) => {
    await page.route(/\/images\/generated\/cabinet-\d+\.webp$/, (route) => route.abort());
    await page.goto("/");
    const hero = page.locator('img[data-stage="original"]').first();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/cabinet-\d+\.jpg$/);
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.route(/\/images\/generated\/cabinet-\d+\.jpg$/, (route) => route.abort());
    await page.reload();
    await expect(page.getByText("Image indisponible")).toBeVisible();
  });

  test("FAQ opens one answer at a time and closes it again", async ({ page }) => {
    await page.goto("/");
    const faq = page.locator("#faq");
    const first = faq.locator("details").nth(0);
    const second = faq.locator("details").nth(1);
    await expect(faq.locator("details")).toHaveCount(7);

    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.getByText("approche manuelle", { exact: false })).toBeVisible();

    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");

    await second.locator("summary").click();
    await expect(second).not.toHaveAttribute("open", "");
  });

  test("carries the practice and FAQ structured data in the server HTML", async ({ request }) => {
    const { html } = await rawHtml(request, "/");
    const blocks = jsonLdBlocks(html);

    const business = blocks.find((block) => block["@type"] === "MedicalBusiness");
    expect(business).toMatchObject({
      knowsAbout: "Ostéopathie",
      name: identity.practiceName,
      telephone: demoPhoneE164,
      email: demo.contact.email,
      priceRange: demo.pricing.consultation,
      aggregateRating: { ratingValue: 5, reviewCount: 70 },
    });
    const departments = business?.department as {
      name: string;
      openingHoursSpecification: unknown[];
    }[];
    expect(departments.map((site) => site.name)).toEqual(
      demo.locations.locations.map((site) => site.name),
    );
    expect(departments.map((site) => site.openingHoursSpecification.length)).toEqual([2, 1]);

    const faq = blocks.find((block) => block["@type"] === "FAQPage");
    const questions = (faq?.mainEntity as { name: string }[]).map((question) => question.name);
    expect(questions).toEqual(generalFaq.map((item) => item.question));
  });
});

test.describe("navbar", () => {
  test("turns white with a shadow once the page is scrolled", async ({ page }) => {
    await page.goto("/");
    const navbar = page.locator("header[data-scrolled]");
    await waitForHydration(navbar);
    await expect(navbar).toHaveAttribute("data-scrolled", "false");
    await expect(navbar).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

    await page.mouse.wheel(0, 400);
    await expect(navbar).toHaveAttribute("data-scrolled", "true");
    await expect(navbar).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect
      .poll(() => navbar.evaluate((node) => getComputedStyle(node).boxShadow))
      .not.toBe("none");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(navbar).toHaveAttribute("data-scrolled", "false");
  });

  test("shows the main menu and a booking button on a desktop screen", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Menu principal" });
    for (const item of mainMenu) {
      await expect(menu.getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
        "href",
        item.to,
      );
    }
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Prendre rendez-vous" }),
    ).toHaveAttribute("href", "/rendez-vous?source=navbar-button");
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeHidden();
  });
});

test.describe("back-to-top button", () => {
  test("appears on a wide screen after 500 px of scroll and brings the reader back up", async ({
    page,
  }) => {
    await page.goto("/a-propos");
    // A first visit starts with the cookie banner at the bottom: answer it, as a visitor would.
    await page.getByRole("button", { name: "Tout refuser" }).click();
    const button = page.getByRole("button", { name: "Revenir en haut de la page" });
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(1600); // mounted after the page's content (1500 ms)
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("stays hidden on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/a-propos");
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(1600);
    await expect(page.getByRole("button", { name: "Revenir en haut de la page" })).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("opens, lists the pages, closes with Escape and returns focus", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
    const burger = page.getByRole("button", { name: "Ouvrir le menu" });
    await waitForHydration(burger);
    await expect(burger).toHaveAttribute("aria-expanded", "false");

    await burger.click();
    const close = page.getByRole("button", { name: "Fermer le menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Menu mobile" });
    for (const item of mainMenu) {
      await expect(menu.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link").first()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute("aria-expanded", "false");
  });

  test("buttons hold their whole label, even when it wraps", async ({ page }) => {
    for (const path of ["/", "/services", "/services/generale", "/a-propos", "/contact"]) {
      await page.goto(path);
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll("main a, main button")]
          .filter(
            (element) =>
              getComputedStyle(element).display !== "inline" &&
              element.getClientRects().length > 0 &&
              element.scrollHeight > element.clientHeight + 1,
          )
          .map((element) => element.textContent?.trim()),
      );
      expect(overflowing, path).toEqual([]);
    }
  });

  test("following a link closes the menu", async ({ page }) => {
    await page.goto("/");
    const burger = page.getByRole("button", { name: "Ouvrir le menu" });
    await waitForHydration(burger);
    await burger.click();
    await page
      .getByRole("navigation", { name: "Menu mobile" })
      .getByRole("link", { name: "Séance type" })
      .click();
    await expect(page).toHaveURL(/\/seance-type$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Comment se déroule une séance ?",
    );
    await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("its booking button closes the menu", async ({ page }) => {
    await page.goto("/a-propos");
    const burger = page.getByRole("button", { name: "Ouvrir le menu" });
    await waitForHydration(burger);
    await burger.click();
    const booking = page.locator('a[href="/rendez-vous?source=mobile-menu-button"]');
    await expect(booking).toBeVisible();
    await booking.click();
    await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeHidden();
  });
});

test.describe("typical session page", () => {
  test("lists the five steps in order and books from its button", async ({ page }) => {
    await page.goto("/seance-type");
    const steps = page.getByRole("main").locator("ol > li h2");
    await expect(steps).toHaveText([
      "Étape 1 : Échange & écoute",
      "Étape 2 : Observation & palpation",
      "Étape 3 : Traitement personnalisé",
      "Étape 4 : Conseils & accompagnement",
      "Étape 5 : Suivi si nécessaire",
    ]);
    await expect(page.getByText(sessionPage.closing)).toBeVisible();
    await expect(
      page.getByRole("main").locator('a[href="/rendez-vous?source=seance-type-page-button"]'),
    ).toHaveText("Prendre rendez-vous");
  });

  test("sends a page view to the analytics data layer", async ({ page }) => {
    await page.goto("/seance-type");
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
      )
      .toContainEqual({ event: "pageview", pageTitle: "Séance Type", pagePath: "/seance-type" });
  });
});

test.describe("islands wait until they are needed", () => {
  test("the home page's map and the information modal load only when reached for", async ({
    page,
  }) => {
    await stubMap(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await expect(page.locator("html[data-islands='hydrated']")).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    const loaded = (name: string) => scripts.some((url) => url.includes(`/assets/${name}-`));
    expect(loaded("location-map")).toBe(false);
    expect(loaded("information-modal")).toBe(false);

    // The contact section at the bottom: its map's island hydrates, then mounts the frame.
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect(page.locator("#contact iframe")).toHaveAttribute("title", /Plan d'accès/);
    expect(loaded("location-map")).toBe(true);

    // A booking button under the pointer brings the modal's code before the click.
    await page.locator("#contact a[data-booking-source]").first().hover();
    await expect.poll(() => loaded("information-modal")).toBe(true);
  });
});

test.describe("contact page", () => {
  test("shows the map, directions, addresses, phone, hours, urgent slots and payment", async ({
    page,
  }) => {
    await stubMap(page);
    await page.goto("/contact");
    const main = page.getByRole("main");

    const map = main.locator("iframe");
    await expect(map).toHaveAttribute(
      "src",
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
    );
    await expect(map).toHaveAttribute("title", /Plan d'accès/);
    expect(await page.locator('iframe[src*="google"]').count()).toBe(0);

    const directions = main.getByRole("link", { name: /Itinéraire vers le cabinet de Manosque/ });
    await expect(directions).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/directions?to=43.8342%2C5.7839#map=16/43.8342/5.7839",
    );
    await expect(directions).toHaveAttribute("target", "_blank");

    await expect(
      main.getByRole("link", { name: `Appeler le ${demo.contact.phone}` }),
    ).toHaveAttribute("href", `tel:${demoPhoneE164}`);
    for (const location of demo.locations.locations) {
      await expect(main.getByRole("heading", { name: location.name })).toBeVisible();
      await expect(main.getByText(location.street)).toBeVisible();
    }
    for (const days of ["Mardi et jeudi", "Samedi", "Mercredi et vendredi"])
      await expect(main.getByText(days, { exact: true })).toBeVisible();
    await expect(main.getByText(demo.pricing.urgentSlots)).toBeVisible();
    for (const method of demo.pricing.paymentMethods) {
      await expect(main.getByText(method, { exact: true })).toBeVisible();
    }
    await expect(main.locator('a[href="/rendez-vous?source=contact-page-button"]')).toBeVisible();
  });

  test("shows the address card in place of the map in the server HTML", async ({ request }) => {
    const { html } = await rawHtml(request, "/contact");
    expect(html).not.toContain("<iframe");
    expect(html).toContain(demo.locations.locations[0]?.street ?? "missing");
  });
});

test.describe("legal pages", () => {
  test("legal notices show every section with the practice's legal details", async ({ page }) => {
    await page.goto("/mentions-legales");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(legalNotice.sections.map((section) => section.title));
    const main = page.getByRole("main");
    await expect(main).toContainText(identity.professionalNumber);
    await expect(main).toContainText(identity.companyNumber);
    await expect(main).toContainText(identity.hostingName);
    await expect(main).toContainText(demo.contact.phone);
    await expect(main).toContainText(demo.contact.email);
    await expect(main).toContainText("Doctolib");
    await expect(main).toContainText("droit français");
  });

  test("privacy policy shows today's date as its last update and every section", async ({
    page,
  }) => {
    await page.goto("/politique-confidentialite");
    await expect(
      page.getByText(`Dernière mise à jour : ${formatParisDate(new Date())}`),
    ).toBeVisible();
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(privacyPolicy.sections.map((section) => section.title));
    const main = page.getByRole("main");
    await expect(main).toContainText("votre nom");
    await expect(main).toContainText("votre prénom");
    await expect(main).toContainText("votre adresse e-mail");
    await expect(main).toContainText("aucune donnée de santé");
    await expect(main).toContainText("3 ans après notre dernier échange");
    await expect(main).toContainText("CNIL");
    // Everything else the funnel records or keeps is told too.
    await expect(main).toContainText(
      "le nombre de vos visites et de vos passages par le formulaire",
    );
    await expect(main).toContainText("stockage local de votre navigateur");
    await expect(main).toContainText("les moments où l'onglet est masqué");
    await expect(main).toContainText("transmises automatiquement à l'outil de suivi des contacts");
  });
});

test.describe("not-found page", () => {
  test("answers 404 with 'Os perdu!' for any unknown path, in the server HTML too", async ({
    page,
    request,
  }) => {
    const response = await page.goto("/cette-page/nexiste-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Os perdu!");
    await expect(page).toHaveTitle(`Os perdu! ${suffix}`);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Me contacter" }),
    ).toHaveAttribute("href", "/#contact");

    const { status, html } = await rawHtml(request, "/encore-une-page-inconnue");
    expect(status).toBe(404);
    expect(html).toContain("Os perdu!");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  test("marks no menu entry as the current page, whichever unknown address was asked first", async ({
    page,
  }) => {
    // Every unknown address shares one page in memory: the first one must not leave its trace.
    const check = async () => {
      for (const path of ["/blog/a/b", "/services/x/y", "/autre-adresse"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Os perdu!");
        await expect(page.getByRole("banner").locator("[aria-current]")).toHaveCount(0);
      }
    };
    await check();
    // A session cookie (even a stale one) takes the request past the memory: rendered afresh.
    await page
      .context()
      .addCookies([{ name: "better-auth.session_token", value: "perime", url: page.url() }]);
    await check();
  });

  test("leads back home", async ({ page }) => {
    await page.goto("/page-inconnue");
    const home = page.getByRole("main").getByRole("link", { name: "Retourner à l'accueil" });
    await waitForHydration(home);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(identity.slogan);
  });
});

test.describe("accessibility", () => {
  for (const path of [...pages.map((entry) => entry.path), "/page-inconnue"]) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await stubMap(page);
      await page.goto(path);
      await waitForHydration(page.locator("header[data-scrolled]"));
      await expectNoSeriousAxeViolation(page);
    });
  }
});
