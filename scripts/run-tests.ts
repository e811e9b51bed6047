/**
 * `npm test`: unit and integration tests (Vitest; also on PostgreSQL when
 * TEST_DATABASE_URL is set), then the end-to-end suite (Playwright in
 * Chromium against a production build). Ends with one line
 * `N passed, N failed` over everything, and a non-zero exit on any failure.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const tmp = path.resolve(".tmp");
fs.mkdirSync(tmp, { recursive: true });
const bin = (name: string) => path.resolve("node_modules/.bin", name);

interface Tally {
  passed: number;
  failed: number;
}

/** CPU seconds of the finished child processes (Linux); null elsewhere. */
function childrenCpuSeconds(): number | null {
  try {
    // Fields after the command's closing parenthesis; cutime and cstime are the 16th and 17th.
    const stat = fs.readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/** Runs a phase and says how long it took and how much CPU it used, to see where CI time goes. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const status = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  }).status;
  const cpuAfter = childrenCpuSeconds();
  const cpu =
    cpuBefore === null || cpuAfter === null ? "" : `, ${Math.round(cpuAfter - cpuBefore)} s CPU`;
  console.log(`${path.basename(command)}: ${Math.round((Date.now() - started) / 1000)} s${cpu}`);
  return status;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

function vitest(): Tally {
  const output = path.join(tmp, "vitest.json");
  fs.rmSync(output, { force: true });
  const status = run(bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${output}`,
  ]);
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(output);
  if (!report) return { passed: 0, failed: 1 };
  // A crash outside any test (a failing setup file) still counts as a failure.
  const failed = report.numFailedTests || (status === 0 ? 0 : 1);
  return { passed: report.numPassedTests, failed };
}

function playwright(): Tally {
  const output = path.join(tmp, "playwright.json");
  fs.rmSync(output, { force: true });
  const status = run(bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: output });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    output,
  );
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.stats.unexpected || (status === 0 ? 0 : 1);
  // Passed on their retry (CI only): counted as passed, but never silently.
  if (report.stats.flaky > 0) {
    console.log(
      `${report.stats.flaky} end-to-end test(s) passed only on retry (flaky, see above).`,
    );
  }
  return { passed: report.stats.expected + report.stats.flaky, failed };
}

const only = process.argv[2];
const tallies: Tally[] = [];
if (only !== "e2e") tallies.push(vitest());
if (only !== "unit") tallies.push(playwright());
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
