import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/support/chromium";
import { e2ePorts } from "./tests/e2e/support/ports";

const { app } = e2ePorts();

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One worker, everywhere: the admin suites share the owner's account, and
  // the password-reset test ends all of its sessions, which would sign out an
  // editor test running beside it. The suite takes about 7 minutes this way.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${app}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // Recording a trace costs every test time; with retries (CI), the retry
    // of a failed test records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // The app (production build) plus local stand-ins for the services outside
  // our control: mail (SMTP), the booking calendar, webhooks, IndexNow.
  webServer: {
    command: "node_modules/.bin/tsx tests/e2e/support/stack.ts",
    url: `http://127.0.0.1:${app}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
