/**
 * `npm run audit`: Lighthouse (mobile) on the main pages of a production
 * build, in Debian's Chromium (CHROME_PATH). Runs offline.
 *
 * Each page is loaded AUDIT_RUNS times (3 by default) and every figure is the
 * median of its runs, as Lighthouse's documentation recommends; the server is
 * warmed up first, like a production server that has been answering for a
 * while. Exits with 1 when a page misses its budget (docs/decisions/0010):
 * JavaScript transferred (what loads at idle included), total blocking
 * time, scores (performance on every run), largest contentful paint.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./support/chromium";
import { firstArticlePath, measuredPages, serveProduction } from "./support/serve-production";

const exec = promisify(execFile);
const PORT = Number(process.env.AUDIT_PORT ?? 3950);
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS].join(" ");

/**
 * The budget of a public page: what a mid-range phone runs well. JavaScript
 * and blocking time hold on every page; the scores on the scored pages (the
 * 404 page's status costs it SEO points), performance on every run.
 */
export const budget = {
  maxJavaScriptKb: 35,
  maxTbtMs: 50,
  minPerformance: 99,
  minOtherScores: 100,
  maxLcpSeconds: 1.8,
};
const scoredPages = new Set(["home", "service", "blog", "article"]);

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
        { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
      );
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpSeconds: number;
  fcpSeconds: number;
  tbtMs: number;
  javaScriptKb: number;
  javaScriptFiles: number;
}

type NetworkItem = { resourceType?: string; transferSize?: number };

function figures(report: Result): RunFigures {
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const requests = (report.audits["network-requests"]?.details as { items?: NetworkItem[] })?.items;
  const scripts = (requests ?? []).filter((item) => item.resourceType === "Script");
  const numeric = (key: string) => report.audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpSeconds: numeric("largest-contentful-paint") / 1000,
    fcpSeconds: numeric("first-contentful-paint") / 1000,
    tbtMs: numeric("total-blocking-time"),
    // Transferred bytes, headers included: what a phone downloads.
    javaScriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1000,
    javaScriptFiles: scripts.length,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The medians of a page's runs, and its worst performance score. */
type PageFigures = RunFigures & { worstPerformance: number };

function medians(runs: RunFigures[]): PageFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
  const middle = Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as RunFigures;
  return { ...middle, worstPerformance: Math.min(...runs.map((run) => run.performance)) };
}

/** What a page misses of its budget, in words; empty when it meets it. */
function budgetMisses(name: string, page: PageFigures): string[] {
  const misses: string[] = [];
  if (page.javaScriptKb > budget.maxJavaScriptKb) {
    misses.push(`JavaScript ${page.javaScriptKb.toFixed(1)} kB > ${budget.maxJavaScriptKb} kB`);
  }
  if (page.tbtMs > budget.maxTbtMs) {
    misses.push(`TBT ${Math.round(page.tbtMs)} ms > ${budget.maxTbtMs} ms`);
  }
  if (!scoredPages.has(name)) return misses;
  if (page.worstPerformance < budget.minPerformance) {
    misses.push(`performance ${page.worstPerformance} (worst run) < ${budget.minPerformance}`);
  }
  for (const key of ["accessibility", "bestPractices", "seo"] as const) {
    if (page[key] < budget.minOtherScores)
      misses.push(`${key} ${page[key]} < ${budget.minOtherScores}`);
  }
  if (page.lcpSeconds > budget.maxLcpSeconds) {
    misses.push(`LCP ${page.lcpSeconds.toFixed(2)} s > ${budget.maxLcpSeconds} s`);
  }
  return misses;
}

const server = await serveProduction(PORT, {}, { withFreePage: true });
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-audit-"));
let failed = false;
try {
  const pages: [string, string][] = Object.entries(measuredPages);
  const article = await firstArticlePath(server.url);
  if (article) pages.push(["article", article]);

  // Warm-up: the first render of each page pays for the server's start.
  for (const [, pagePath] of pages) await fetch(server.url + pagePath).then((r) => r.text());

  const rows: string[] = [];
  const verdicts: string[] = [];
  for (const [name, pagePath] of pages) {
    const runs: RunFigures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const output = path.join(outDir, `${name}-${run}.json`);
      await runLighthouse(server.url + pagePath, output);
      runs.push(figures(JSON.parse(fs.readFileSync(output, "utf8")) as Result));
    }
    const page = medians(runs);
    rows.push(
      [
        name.padEnd(9),
        pagePath.slice(0, 32).padEnd(33),
        `${page.performance}/${page.worstPerformance}`.padStart(8),
        String(page.accessibility).padStart(4),
        String(page.bestPractices).padStart(4),
        String(page.seo).padStart(4),
        page.fcpSeconds.toFixed(2).padStart(6),
        page.lcpSeconds.toFixed(2).padStart(6),
        String(Math.round(page.tbtMs)).padStart(5),
        page.javaScriptKb.toFixed(1).padStart(7),
        String(page.javaScriptFiles).padStart(5),
      ].join(" "),
    );
    const misses = budgetMisses(name, page);
    if (misses.length > 0) failed = true;
    verdicts.push(`${name}: ${misses.length === 0 ? "OK" : misses.join(", ")}`);
  }
  console.log(
    `\nMedians of ${RUNS} run(s) per page (Lighthouse mobile, simulated Slow 4G)\n` +
      `${"Page".padEnd(9)} ${"Path".padEnd(33)} perf/min a11y   bp  seo  FCP s  LCP s TBTms  JS kB files`,
  );
  for (const row of rows) console.log(row);
  console.log(
    `\nBudget: JavaScript ≤ ${budget.maxJavaScriptKb} kB transferred and TBT ≤ ${budget.maxTbtMs} ms on every page; ` +
      `on ${[...scoredPages].join(", ")}: performance ≥ ${budget.minPerformance} on every run, ` +
      `other scores ${budget.minOtherScores}, LCP ≤ ${budget.maxLcpSeconds} s`,
  );
  for (const verdict of verdicts) console.log(verdict);
} finally {
  await server.stop();
  // AUDIT_KEEP=1 keeps the JSON reports for a closer look.
  if (process.env.AUDIT_KEEP) console.log(`Rapports : ${outDir}`);
  else fs.rmSync(outDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
