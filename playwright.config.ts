import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, endToEndBrowserPath } from "./scripts/support/chromium";
import { e2ePorts, e2eStackCount } from "./tests/e2e/support/ports";

const stacks = e2eStackCount();

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // A file's tests run in order, on one worker (they share the owner's
  // session and sometimes what an earlier test made).
  fullyParallel: false,
  // A worker per stack (E2E_WORKERS, 2 by default): each worker talks only
  // to its own app, database and mail box (ports.ts), so the password-reset
  // test that ends all of the owner's sessions, or a file that changes the
  // practice's settings, never reaches a test running beside it.
  workers: stacks,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    // The calling worker's stack (the config is loaded again in each worker).
    baseURL: `http://127.0.0.1:${e2ePorts().app}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // Recording a trace costs every test time; with retries (CI), the retry
    // of a failed test records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: endToEndBrowserPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // Per stack, the app (production build) plus local stand-ins for the
  // services outside our control: mail (SMTP), the booking calendar,
  // webhooks, IndexNow. Playwright starts them one after the other: the
  // first builds the site when the build is stale, the next ones find it
  // fresh.
  webServer: Array.from({ length: stacks }, (_, index) => ({
    command: "node_modules/.bin/tsx tests/e2e/support/stack.ts",
    env: { E2E_PORT: String(e2ePorts(index).app) },
    url: `http://127.0.0.1:${e2ePorts(index).app}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  })),
});
