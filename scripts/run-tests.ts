/**
 * `npm test`: unit and integration tests (Vitest; also on PostgreSQL when
 * TEST_DATABASE_URL is set) and the end-to-end suite (Playwright in
 * Chromium against a production build), side by side. Ends with one line
 * `N passed, N failed` over everything, and a non-zero exit on any failure.
 * `npm test unit` runs Vitest only, `npm test e2e` Playwright only.
 *
 * Side by side, because the two leave each other room: Vitest keeps the
 * cores busy (its files compute, or wait on a database in the same
 * process), while the end-to-end tests mostly wait on a browser and a
 * server. Vitest runs at a lower scheduling priority, so that a page the
 * browser loads is never slowed by it; it still gets every idle moment.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { childProcesses } from "./support/child-processes";

const tmp = path.resolve(".tmp");
fs.mkdirSync(tmp, { recursive: true });
const bin = (name: string) => path.resolve("node_modules/.bin", name);
const measure = path.resolve("scripts/support/measure-phase.js");

/** Vitest's niceness while the end-to-end suite runs beside it. */
const VITEST_NICE_BESIDE_E2E = 5;

interface Tally {
  passed: number;
  failed: number;
}

interface Measured {
  status: number;
  seconds: number;
  cpuSeconds: number | null;
}

interface PhaseOptions {
  env?: Record<string, string>;
  nice?: number;
  /** Where the phase's output goes instead of the terminal (printed in one block at its end). */
  log?: string;
  onStart?: (pid: number | undefined) => void;
}

/**
 * Puts a process and everything under it back at the default priority: once
 * the end-to-end tests are over, nothing of ours needs the room any more,
 * and other work on the machine must not starve what is left. Raising a
 * priority again needs root (as in CI); elsewhere the phase ends as it ran.
 */
function restorePriority(pid: number) {
  const tree = (id: number): number[] => [id, ...childProcesses(id).flatMap(tree)];
  for (const id of tree(pid)) {
    try {
      os.setPriority(id, 0);
    } catch {
      // Gone meanwhile, or not allowed.
    }
  }
}

/** Runs a phase and says how long it took and how much CPU it used, to see where CI time goes. */
async function runPhase(
  name: string,
  command: string,
  args: string[],
  options: PhaseOptions = {},
): Promise<Measured> {
  const result = path.join(tmp, `${name}.phase.json`);
  fs.rmSync(result, { force: true });
  const out = options.log ? fs.openSync(options.log, "w") : "inherit";
  const child = spawn(
    process.execPath,
    [measure, result, String(options.nice ?? 0), command, ...args],
    {
      stdio: ["ignore", out, out],
      env: { ...process.env, ...options.env },
    },
  );
  options.onStart?.(child.pid);
  const status = await new Promise<number>((resolve) => {
    child.on("exit", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
  if (typeof out === "number") {
    fs.closeSync(out);
    process.stdout.write(fs.readFileSync(options.log!, "utf8"));
  }
  const measured = readJson<Measured>(result) ?? { status, seconds: NaN, cpuSeconds: null };
  return measured;
}

function describe(name: string, measured: Measured): string {
  const cpu = measured.cpuSeconds === null ? "" : `, ${Math.round(measured.cpuSeconds)} s CPU`;
  return `${name}: ${Math.round(measured.seconds)} s${cpu}`;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

let vitestPid: number | undefined;

async function vitest(beside: boolean): Promise<[Tally, Measured]> {
  const output = path.join(tmp, "vitest.json");
  fs.rmSync(output, { force: true });
  const measured = await runPhase(
    "vitest",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile=${output}`],
    beside
      ? {
          nice: VITEST_NICE_BESIDE_E2E,
          log: path.join(tmp, "vitest.log"),
          onStart: (pid) => (vitestPid = pid),
        }
      : {},
  );
  vitestPid = undefined;
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(output);
  if (!report) return [{ passed: 0, failed: 1 }, measured];
  // A crash outside any test (a failing setup file) still counts as a failure.
  const failed = report.numFailedTests || (measured.status === 0 ? 0 : 1);
  return [{ passed: report.numPassedTests, failed }, measured];
}

async function playwright(): Promise<[Tally, Measured]> {
  const output = path.join(tmp, "playwright.json");
  fs.rmSync(output, { force: true });
  const measured = await runPhase("playwright", bin("playwright"), ["test"], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  if (vitestPid !== undefined) restorePriority(vitestPid);
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    output,
  );
  if (!report) return [{ passed: 0, failed: 1 }, measured];
  const failed = report.stats.unexpected || (measured.status === 0 ? 0 : 1);
  // Passed on their retry (CI only): counted as passed, but never silently.
  if (report.stats.flaky > 0) {
    console.log(
      `${report.stats.flaky} end-to-end test(s) passed only on retry (flaky, see above).`,
    );
  }
  return [{ passed: report.stats.expected + report.stats.flaky, failed }, measured];
}

const only = process.argv[2];
const started = Date.now();
const phases = await Promise.all([
  ...(only !== "e2e" ? [vitest(only !== "unit")] : []),
  ...(only !== "unit" ? [playwright()] : []),
]);
const names = only === "e2e" ? ["playwright"] : ["vitest", "playwright"];
phases.forEach(([, measured], index) => console.log(describe(names[index]!, measured)));
if (phases.length > 1) {
  const cpu = phases.reduce((sum, [, m]) => sum + (m.cpuSeconds ?? NaN), 0);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  console.log(
    `${describe("together", { status: 0, seconds: (Date.now() - started) / 1000, cpuSeconds: Number.isNaN(cpu) ? null : cpu })}; load average ${load}`,
  );
}
const passed = phases.reduce((sum, [tally]) => sum + tally.passed, 0);
const failed = phases.reduce((sum, [tally]) => sum + tally.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
