import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/support/chromium";
import { e2ePorts, VISITOR_STACK_OFFSET } from "./tests/e2e/support/ports";

const admin = e2ePorts();
const visitor = e2ePorts(admin.app + VISITOR_STACK_OFFSET);

/**
 * Specs that never sign in: they run on a stack of their own, beside the
 * admin's specs, so the two halves of the suite share the run's time.
 */
const visitorSpecs = [
  "booking",
  "consent-banner",
  "public-pages",
  "server-baseline",
  "services",
  "valid-html",
].map((name) => `**/${name}.spec.ts`);

// The app (production build) plus local stand-ins for the services outside
// our control: mail (SMTP), the booking calendar, webhooks, IndexNow.
const stack = (app: number) => ({
  command: "node_modules/.bin/tsx tests/e2e/support/stack.ts",
  env: { E2E_PORT: String(app) },
  url: `http://127.0.0.1:${app}/healthz`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One worker per stack: the admin's specs share the owner's account, and
  // the password-reset test ends all of its sessions, which would sign out an
  // editor test running beside it.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: "admin",
      testIgnore: visitorSpecs,
      workers: 1,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${admin.app}` },
    },
    {
      name: "visitor",
      testMatch: visitorSpecs,
      workers: 1,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${visitor.app}` },
    },
  ],
  // Started one after the other: the first builds the app when the build is stale.
  webServer: [stack(admin.app), stack(visitor.app)],
});
