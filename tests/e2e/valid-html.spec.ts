/**
 * Every kind of public page is valid HTML for the Nu HTML checker (vnu-jar,
 * run on Java), as served by the production build.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

const exec = promisify(execFile);
const VNU = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const PAGES = [
  "/",
  "/a-propos",
  "/seance-type",
  "/services",
  "/services/generale",
  "/contact",
  "/mentions-legales",
  "/politique-confidentialite",
  "/blog",
  "/rendez-vous",
  "/page-inexistante",
];

test("every public page type is valid HTML for the Nu checker", async ({ request }) => {
  // Checking a dozen pages on one Java start takes a while on a busy machine.
  test.setTimeout(180_000);
  const blog = await (await request.get("/blog")).text();
  const article = blog.match(/href="(\/blog\/(?!categorie\/)[a-z0-9-]+)"/)?.[1];
  const category = blog.match(/href="(\/blog\/categorie\/[a-z0-9-]+)"/)?.[1];
  expect(article, "an article link on /blog").toBeTruthy();
  expect(category, "a category link on /blog").toBeTruthy();

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "valid-html-"));
  try {
    const files = new Map<string, string>();
    for (const [index, pagePath] of [...PAGES, article, category].entries()) {
      const response = await request.get(pagePath ?? "/");
      expect([200, 404], pagePath).toContain(response.status());
      const file = path.join(folder, `page-${index}.html`);
      fs.writeFileSync(file, await response.body());
      files.set(`file:${file}`, pagePath ?? "/");
    }
    // vnu exits with 1 when it finds an error: its report is what we read.
    const { stderr } = await exec(
      "java",
      ["-jar", VNU, "--format", "json", "--exit-zero-always", ...files.keys()].map((argument) =>
        argument.startsWith("file:") ? argument.slice("file:".length) : argument,
      ),
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stderr) as { messages: NuMessage[] }).messages;
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map(
        (message) =>
          `${files.get(message.url ?? "") ?? message.url} line ${message.lastLine}: ${message.message} ${message.extract ?? ""}`,
      );
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
