/**
 * Tags reach the public blog: the practitioner creates a tag and gives it to
 * two published articles; each article shows it, its link opens the tag's
 * page listing both (indexable, and in the blog sitemap); with one article
 * left the page asks search engines to leave it out. afterAll deletes the
 * tag, which unlinks it from the articles.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { appOrigin, ownerSessionFile, useOwnerSession } from "./support/owner-session";

useOwnerSession("tag-pages");

const TAG = "Étirements doux";
const TAG_PATH = "/blog/tag/etirements-doux";

/** Ticks or unticks the tag in an article's editor and saves it. */
async function setTag(page: Page, title: string, checked: boolean) {
  await page.goto("/admin/articles");
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.locator("#article-content-editor .ProseMirror")).toBeVisible();
  await page
    .getByRole("group", { name: "Tags" })
    .getByRole("checkbox", { name: TAG })
    .setChecked(checked);
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
}

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: ownerSessionFile("tag-pages") });
  const page = await context.newPage();
  await page.goto("/admin/categories");
  page.once("dialog", (dialog) => void dialog.accept());
  const remove = page.getByRole("button", { name: `Supprimer le tag ${TAG}` });
  if ((await remove.count()) > 0) {
    await remove.click();
    await expect(remove).toHaveCount(0);
  }
  await context.close();
});

test("an article shows its tags, each leading to the tag's page", async ({ page }) => {
  // Three saves in the article editor: the longest journey of the blog's specs.
  test.setTimeout(120_000);
  await page.goto("/blog");
  const cards = page.locator("main h2 a, main h3 a");
  const titles = (await cards.allTextContents()).map((title) => title.trim()).slice(0, 2);
  expect(titles).toHaveLength(2);
  const [first = "", second = ""] = titles;

  await page.goto("/admin/categories");
  await page.locator("#new-tag-name").fill(TAG);
  await page.getByRole("button", { name: "Créer le tag" }).click();
  await expect(page.getByRole("button", { name: `Supprimer le tag ${TAG}` })).toBeVisible();
  for (const title of titles) await setTag(page, title, true);

  await page.goto("/blog");
  await page.getByRole("link", { name: first, exact: true }).click();
  const tagLink = page.getByRole("list", { name: "Étiquettes :" }).getByRole("link", {
    name: `#${TAG}`,
  });
  await expect(tagLink).toHaveAttribute("href", TAG_PATH);
  await tagLink.click();

  await expect(page).toHaveURL(new RegExp(`${TAG_PATH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAG);
  await expect(page).toHaveTitle(new RegExp(`^${TAG} – Blog \\| `));
  await expect(page.getByRole("link", { name: first, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: second, exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);
  expect(await (await page.request.get("/sitemap-blog.xml")).text()).toContain(
    `<loc>${appOrigin}${TAG_PATH}</loc>`,
  );

  // With a single article, the page stays but search engines are asked to leave it out.
  await setTag(page, second, false);
  await page.goto(TAG_PATH);
  await expect(page.getByRole("link", { name: second, exact: true })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  expect(await (await page.request.get("/sitemap-blog.xml")).text()).not.toContain(TAG_PATH);
  expect((await page.request.get("/blog/tag/inconnue")).status()).toBe(404);
});
