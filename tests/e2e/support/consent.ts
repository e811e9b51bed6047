import type { Page } from "@playwright/test";

/**
 * Makes the visitor one who already refused analytics cookies (the banner is
 * tested on its own), unless the page stored another choice meanwhile.
 */
export async function asVisitorWhoRefusedCookies(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem("cookie_consent")) {
      localStorage.setItem(
        "cookie_consent",
        JSON.stringify({ choice: "refused", expiresAt: Date.now() + 86_400_000 }),
      );
    }
  });
}
