/**
 * Ports of an end-to-end stack. E2E_PORT moves the whole set, so two runs can
 * share a machine: app on E2E_PORT, stand-in HTTP services on +1, SMTP on +2.
 * A run starts two stacks (playwright.config.ts): the admin's on E2E_PORT,
 * the visitors' VISITOR_STACK_OFFSET above it.
 */
export function e2ePorts(app = Number(process.env.E2E_PORT ?? 4173)) {
  return { app, standIns: app + 1, smtp: app + 2 };
}

/** Far enough for each stack's own extra servers (app + 3 to app + 6). */
export const VISITOR_STACK_OFFSET = 10;

export const E2E_ADMIN = {
  email: "praticien@example.com",
  password: "Osteo-Test-2026!",
};
