/**
 * A first-time visitor, who has not answered the cookie banner yet: the page
 * around the banner's card stays usable (footer links, back-to-top button),
 * and on a phone the fixed booking bar stays visible and usable below it.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { gotoInteractive } from "./support/islands";

/** Each test is its own visitor for the server's rate limits (the stack trusts X-Forwarded-For). */
let visitor = 0;
test.beforeEach(async ({ context }) => {
  visitor++;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.18.7.${(visitor % 250) + 1}` });
});

const banner = (page: Page) => page.getByRole("region", { name: "Cookies de mesure d'audience" });

/** Whether the element is what a tap at its centre reaches (nothing drawn over it). */
const reachableAtCentre = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

test.describe("on a wide screen, with the cookie banner open", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the back-to-top button beside the banner brings the reader back up", async ({ page }) => {
    await gotoInteractive(page, "/a-propos");
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    const button = page.getByRole("button", { name: "Revenir en haut de la page" });
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(banner(page)).toBeVisible();
  });

  test("the footer's 'Mentions légales' link opens the legal notice", async ({ page }) => {
    await gotoInteractive(page, "/");
    await expect(banner(page)).toBeVisible();
    await page.locator("footer").getByRole("link", { name: "Mentions légales" }).click();
    await expect(page).toHaveURL(/\/mentions-legales$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();
  });
});

test.describe("on a phone, with the cookie banner open", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the booking bar stays visible under the banner, and 'Rdv Doctolib' works", async ({
    page,
  }) => {
    await gotoInteractive(page, "/");
    await expect(banner(page)).toBeVisible();
    const bar = page.getByRole("region", { name: "Prendre contact" });
    await expect(bar).toBeVisible();
    const call = bar.getByRole("link", { name: "04 65 71 23 45" });
    const booking = bar.getByRole("link", { name: "Rdv Doctolib" });
    expect(await reachableAtCentre(call)).toBe(true);
    expect(await reachableAtCentre(booking)).toBe(true);
    // The banner's card ends where the bar begins.
    const card = await banner(page).getByRole("heading").locator("..").boundingBox();
    const barBox = await bar.boundingBox();
    expect((card?.y ?? 0) + (card?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);

    await booking.tap();
    await expect(page.getByRole("dialog", { name: "Prendre rendez-vous" })).toBeVisible();
  });

  test("a public page has no serious or critical axe violation while the banner is open", async ({
    page,
  }) => {
    await gotoInteractive(page, "/");
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("region", { name: "Prendre contact" })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  });
});
