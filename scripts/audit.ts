/**
 * `npm run audit`: Lighthouse (mobile) scores of the main pages of a
 * production build, in Debian's Chromium (CHROME_PATH). Runs offline.
 *
 * Performance scores vary from one load to the next, so each page is loaded
 * AUDIT_RUNS times (3 by default) and the median run is reported, as
 * Lighthouse's documentation recommends; the server is warmed up first, like
 * a production server that has been answering for a while.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { firstArticlePath, measuredPages, serveProduction } from "./support/serve-production";

const exec = promisify(execFile);
const PORT = Number(process.env.AUDIT_PORT ?? 3950);
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");

/** Lighthouse sometimes loses the trace on a busy machine: try up to three times. */
async function runLighthouse(url: string, output: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await exec(
        path.resolve("node_modules/.bin/lighthouse"),
        [
          url,
          "--quiet",
          "--output=json",
          `--output-path=${output}`,
          `--chrome-flags=${CHROME_FLAGS}`,
          "--only-categories=performance,accessibility,best-practices,seo",
          // The not-found page answers 404 on purpose.
          "--ignore-status-code",
        ],
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
      );
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const server = await serveProduction(PORT);
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-audit-"));
try {
  const pages: [string, string][] = Object.entries(measuredPages);
  const article = await firstArticlePath(server.url);
  if (article) pages.push(["article", article]);

  // Warm-up: the first render of each page pays for the server's start.
  for (const [, pagePath] of pages) await fetch(server.url + pagePath).then((r) => r.text());

  const rows: string[] = [];
  for (const [name, pagePath] of pages) {
    const runs: Result[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const output = path.join(outDir, `${name}-${run}.json`);
      await runLighthouse(server.url + pagePath, output);
      runs.push(JSON.parse(fs.readFileSync(output, "utf8")) as Result);
    }
    const report = computeMedianRun(runs);
    const score = (key: string) => String(Math.round((report.categories[key]?.score ?? 0) * 100));
    rows.push(
      `${name.padEnd(9)} ${pagePath.slice(0, 40).padEnd(41)} ${score("performance").padStart(5)} ${score("accessibility").padStart(5)} ${score("best-practices").padStart(5)} ${score("seo").padStart(5)}`,
    );
  }
  console.log(`\n${"Page".padEnd(9)} ${"Path".padEnd(41)}  perf  a11y    bp   seo`);
  for (const row of rows) console.log(row);
} finally {
  await server.stop();
  // AUDIT_KEEP=1 keeps the JSON reports for a closer look.
  if (process.env.AUDIT_KEEP) console.log(`Rapports : ${outDir}`);
  else fs.rmSync(outDir, { recursive: true, force: true });
}
