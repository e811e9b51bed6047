/**
 * 'Importer' in the admin: a WordPress export uploaded, analysed (nothing
 * written), imported in the background with its images fetched from a
 * local server, then the article read on the public blog at its old slug.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolation } from "./support/axe";
import { useOwnerSession } from "./support/owner-session";

useOwnerSession("import");

let images: http.Server;
let base = "";

test.beforeAll(async () => {
  const photo = await sharp({
    create: { width: 800, height: 450, channels: 3, background: "#6b8f71" },
  })
    .jpeg()
    .toBuffer();
  images = http.createServer((request, response) => {
    if (request.url === "/uploads/dos.jpg") {
      response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  images.closeAllConnections();
  images.close();
});

function exportFile(slug: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wxr-")), "export.xml");
  fs.writeFileSync(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>https://ancien.example</wp:base_site_url>
<item><title>Photo</title><wp:post_id>2</wp:post_id><wp:post_type>attachment</wp:post_type>
  <wp:attachment_url>${base}/uploads/dos.jpg</wp:attachment_url></item>
<item><title>Soulager le dos au bureau</title><link>https://ancien.example/${slug}/</link>
  <wp:post_id>1</wp:post_id><wp:post_name>${slug}</wp:post_name><wp:status>publish</wp:status>
  <wp:post_type>post</wp:post_type><wp:post_date_gmt>2024-03-02 09:00:00</wp:post_date_gmt>
  <content:encoded><![CDATA[<!-- wp:paragraph --><p>Se lever toutes les heures aide le dos.</p><!-- /wp:paragraph -->
<p><img src="${base}/uploads/dos.jpg" alt="Un dos droit"></p>
<p><img src="${base}/uploads/perdue.jpg" alt="Perdue"></p>]]></content:encoded>
  <wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>2</wp:meta_value></wp:postmeta>
</item></channel></rss>`,
  );
  return file;
}

test("a WordPress export is analysed, imported in the background, and its article answers at its old slug", async ({
  page,
}) => {
  const slug = `dos-au-bureau-${Date.now()}`;
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Importer" })
    .click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await expect(page.getByRole("heading", { level: 1, name: "Importer" })).toBeVisible();
  await expect(page.locator("div[data-hydrated]")).toHaveCount(1);
  await expectNoSeriousAxeViolation(page);

  await page.getByLabel("Fichier d'export WordPress (.xml)").setInputFiles(exportFile(slug));
  await page.getByRole("button", { name: "Analyser" }).first().click();
  const analysis = page.getByRole("region", { name: "Analyse" });
  await expect(analysis).toContainText("Rien n'a encore été écrit.");
  await expect(analysis.getByText("Articles publiés").locator("..")).toContainText("1");
  await expect(analysis).toContainText(`/${slug}/`);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  await page.getByRole("button", { name: "Importer" }).click();
  const report = page.getByRole("region", { name: /Rapport de l'import/ });
  await expect(report).toBeVisible({ timeout: 20_000 });
  await expect(report).toContainText("Créés : 1");
  await expect(report).toContainText(
    `Image non récupérée (réponse 404) : ${base}/uploads/perdue.jpg`,
  );
  await expect(page.getByRole("region", { name: "Imports précédents" })).toContainText(
    "export.xml",
  );
  await expectNoSeriousAxeViolation(page);

  await page.goto(`/blog/${slug}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Soulager le dos au bureau" }),
  ).toBeVisible();
  await expect(page.getByText("Se lever toutes les heures aide le dos.")).toBeVisible();
  const inline = page.getByRole("img", { name: "Un dos droit" });
  await expect(inline).toHaveAttribute("src", /^\/media\/articles\/[0-9a-f]{32}\.jpg$/);
  await expect(page.getByRole("img", { name: "Perdue" })).toHaveCount(0);
});
