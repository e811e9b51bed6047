import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { defaultIdentity as identity } from "../../app/content/practice";
import {
  emergencyAdvice as emergencyAdviceText,
  serviceCta,
  serviceDetails,
  services,
} from "../../app/content/services";
import { asShown, demoPractice } from "./support/demo-practice";

const suffix = `| ${identity.practiceName} - Ostéopathe à ${identity.towns[0]}`;

/** The JSON-LD blocks of the page, parsed (a syntax error fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function ofType(blocks: Record<string, unknown>[], type: string) {
  return blocks.filter((block) => block["@type"] === type);
}

/** The page's islands answer (links are plain links, buttons wait for their island). */
async function waitForHydration(element: Locator) {
  await expect(element.page().locator("html[data-islands='hydrated']")).toHaveCount(1);
}

test.describe("services list", () => {
  test("shows the six services, each linking to its page, and a booking button", async ({
    page,
  }) => {
    const response = await page.goto("/services");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Services d'ostéopathie à ${identity.towns[0]} ${suffix}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Services d'ostéopathie à ${identity.towns[0]}`,
    );

    const main = page.getByRole("main");
    for (const service of services) {
      const link = main.getByRole("link", { name: service.title, exact: true });
      await expect(link).toHaveAttribute("href", `/services/${service.slug}`);
      await expect(main.getByText(service.description, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Prendre rendez-vous en ligne" })).toHaveAttribute(
      "href",
      "/rendez-vous?source=services-page-button",
    );

    const blocks = await jsonLd(page);
    expect(ofType(blocks, "ItemList")[0]?.itemListElement).toHaveLength(6);
    expect(ofType(blocks, "BreadcrumbList")).toHaveLength(1);
  });

  test("opens a service page from its card", async ({ page }) => {
    await page.goto("/services");
    const card = page
      .getByRole("main")
      .getByRole("link", { name: "Ostéopathie du sport", exact: true });
    await waitForHydration(card);
    await card.click();
    await expect(page).toHaveURL(/\/services\/sport$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Ostéopathie du sport à ${identity.towns[0]}`,
    );
  });
});

test.describe("service pages", () => {
  for (const service of services) {
    const detail = asShown(serviceDetails[service.id]);
    const cta = asShown(serviceCta(service.id));

    test(`${service.slug}: hero, reasons, text, FAQ, call to action and structured data`, async ({
      page,
    }) => {
      const response = await page.goto(`/services/${service.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${service.title} à ${identity.towns[0]} ${suffix}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        asShown(service.metaDescription),
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/services/${service.slug}$`),
      );

      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        `${service.title} à ${identity.towns[0]}`,
      );
      await expect(main.getByRole("img", { name: service.image.alt })).toBeVisible();
      await expect(
        main.getByRole("heading", { name: detail.reasonsTitle, exact: true }),
      ).toBeVisible();
      for (const reason of detail.reasons)
        await expect(main.getByText(reason, { exact: true })).toBeVisible();
      await expect(
        main.getByRole("link", { name: "Prendre rendez-vous en ligne" }).first(),
      ).toHaveAttribute("href", `/rendez-vous?source=service-${service.id}-hero-button`);
      for (const section of detail.sections) {
        await expect(
          main.getByRole("heading", { name: section.heading, exact: true }),
        ).toBeVisible();
      }
      await expect(
        main.getByRole("heading", { name: detail.faq.title, exact: true }),
      ).toBeVisible();
      await expect(main.getByRole("heading", { name: cta.headline, exact: true })).toBeVisible();
      await expect(main.getByText(cta.text, { exact: true })).toBeVisible();
      await expect(main.getByRole("link", { name: "Me contacter" })).toHaveAttribute(
        "href",
        "/contact",
      );

      const blocks = await jsonLd(page);
      const [serviceData] = ofType(blocks, "Service");
      expect(serviceData?.name).toBe(`${service.title} à ${identity.towns[0]}`);
      expect((serviceData?.provider as { name: string }).name).toBe(identity.practiceName);
      const [faq] = ofType(blocks, "FAQPage");
      expect(faq?.mainEntity).toHaveLength(detail.faq.items.length);
      const [breadcrumb] = ofType(blocks, "BreadcrumbList");
      expect(breadcrumb?.itemListElement).toHaveLength(3);
    });
  }

  test("the page is complete in the server HTML, before any script runs", async ({ request }) => {
    const response = await request.get("/services/femmes-enceintes");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      `<title>Ostéopathie pour femmes enceintes à ${identity.towns[0]} ${suffix}</title>`,
    );
    expect(html).toContain('<meta name="keywords"');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain("Prendre rendez-vous en ligne");
    // FAQ answers are in the HTML even while their item is closed.
    const firstAnswer = asShown(serviceDetails.pregnant.faq.items[0]?.answer ?? "");
    expect(html).toContain(firstAnswer.slice(0, 40).replace(/'/g, "&#x27;"));
  });

  test("the emergency page tells when to call and when to go to the emergency room", async ({
    page,
  }) => {
    await page.goto("/services/urgences");
    const main = page.getByRole("main");
    const emergencyAdvice = asShown(emergencyAdviceText);
    await expect(
      main.getByRole("heading", { name: emergencyAdvice.title, exact: true }),
    ).toBeVisible();
    await expect(main.getByText("24 à 48 heures").first()).toBeVisible();
    await expect(
      main.getByRole("link", {
        name: `${emergencyAdvice.callLabel} : ${demoPractice.contact.phone}`,
      }),
    ).toHaveAttribute("href", "tel:+33465712345");
    await expect(
      main.getByRole("heading", { name: emergencyAdvice.warningTitle, exact: true }),
    ).toBeVisible();
    for (const flag of emergencyAdvice.redFlags)
      await expect(main.getByText(flag, { exact: true })).toBeVisible();
  });

  test("only the emergency page has the emergency block", async ({ page }) => {
    await page.goto("/services/generale");
    await expect(
      page.getByRole("heading", { name: emergencyAdviceText.warningTitle, exact: true }),
    ).toHaveCount(0);
  });

  test("fits a phone screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services/seniors");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

test.describe("service FAQ accordion", () => {
  const items = asShown(serviceDetails.babies.faq.items);
  const question = (page: Page, index: number) =>
    page.locator("details", { hasText: items[index]?.question });

  test("opens one answer at a time and closes the open one", async ({ page }) => {
    await page.goto("/services/nourrissons");
    const first = question(page, 0);
    const second = question(page, 1);
    const firstAnswer = page.getByText(items[0]?.answer ?? "");
    const secondAnswer = page.getByText(items[1]?.answer ?? "");
    await expect(firstAnswer).toBeHidden();

    await first.locator("summary").click();
    await expect(firstAnswer).toBeVisible();

    await second.locator("summary").click();
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    await expect(first).not.toHaveAttribute("open", "");

    await second.locator("summary").click();
    await expect(secondAnswer).toBeHidden();
  });

  test("works with the keyboard", async ({ page }) => {
    await page.goto("/services/nourrissons");
    const firstSummary = question(page, 0).locator("summary");
    const secondSummary = question(page, 1).locator("summary");

    await firstSummary.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(items[0]?.answer ?? "")).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(secondSummary).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByText(items[1]?.answer ?? "")).toBeVisible();
    await expect(page.getByText(items[0]?.answer ?? "")).toBeHidden();

    await page.keyboard.press("Space");
    await expect(page.getByText(items[1]?.answer ?? "")).toBeHidden();
  });

  test("opens answers without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/services/nourrissons");
    await question(page, 0).locator("summary").click();
    await expect(page.getByText(items[0]?.answer ?? "")).toBeVisible();
    await context.close();
  });
});

test.describe("unknown service", () => {
  test("shows 'Service non trouvé' with HTTP 404 and a way back to the services", async ({
    page,
  }) => {
    const response = await page.goto("/services/acupuncture");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Service non trouvé ${suffix}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service non trouvé");
    const back = page.getByRole("main").getByRole("link", { name: "Voir tous les services" });
    await expect(back).toHaveAttribute("href", "/services");
    await waitForHydration(back);
    await back.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Services d'ostéopathie à ${identity.towns[0]}`,
    );
  });
});

test.describe("accessibility", () => {
  // Every service page; /services/sport is scanned below with an answer open.
  const paths = [
    "/services",
    ...services.filter((s) => s.slug !== "sport").map((s) => `/services/${s.slug}`),
  ];
  for (const path of paths) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousAxeViolation(page);
    });
  }

  test("a service page with an open FAQ answer has no serious or critical axe violation", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services/sport");
    const [item] = asShown(serviceDetails.sports.faq.items);
    await page.locator("summary", { hasText: item?.question }).click();
    await expect(page.getByText(item?.answer ?? "")).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  });
});
