/**
 * The collapsed sidebar has one layout, whether it was collapsed with the
 * button, with Ctrl+B, or arrives collapsed from the cookie after a reload:
 * where the page's content starts, and the width of each icon of the menu,
 * measured as soon as the sidebar says it is collapsed (no layout in between).
 */
import { expect, type Page, test } from "@playwright/test";
import { useOwnerSession } from "./support/owner-session";

/** Where the content starts and how wide each item of the menu is. */
async function layout(page: Page) {
  const sidebar = page.locator("#admin-sidebar");
  const box = async (locator: ReturnType<Page["locator"]>) => {
    const found = await locator.boundingBox();
    return found && { x: Math.round(found.x), width: Math.round(found.width) };
  };
  const items = await sidebar.locator("nav a, button").all();
  return {
    sidebar: await box(sidebar),
    content: await box(page.getByRole("heading", { level: 1 }).first()),
    items: await Promise.all(items.map(async (item) => (await box(item))?.width)),
  };
}

test.describe("the collapsed admin sidebar", () => {
  useOwnerSession("admin-sidebar");

  for (const [path, width] of [
    ["/admin", 1280],
    ["/admin/articles", 1024],
    ["/admin/sauvegardes", 1440],
  ] as const) {
    test(`keeps one layout on ${path} at ${width} px, from the button, Ctrl+B or a reload`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator("[data-hydrated]")).toHaveCount(1);
      const sidebar = page.locator("#admin-sidebar");

      await page.getByRole("button", { name: "Masquer le menu" }).click();
      await expect(sidebar).toHaveAttribute("data-state", "collapsed");
      const clicked = await layout(page);
      expect(clicked.sidebar?.width).toBe(64);

      await page.reload();
      await expect(page.locator("[data-hydrated]")).toHaveCount(1);
      await expect(sidebar).toHaveAttribute("data-state", "collapsed");
      expect(await layout(page), "after a reload").toEqual(clicked);

      await page.keyboard.press("Control+b");
      await expect(sidebar).toHaveAttribute("data-state", "expanded");
      await page.keyboard.press("Control+b");
      await expect(sidebar).toHaveAttribute("data-state", "collapsed");
      expect(await layout(page), "with Ctrl+B").toEqual(clicked);

      await page.keyboard.press("Control+b");
      await expect(sidebar).toHaveAttribute("data-state", "expanded");
    });
  }
});
