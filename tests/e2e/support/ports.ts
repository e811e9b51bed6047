/**
 * Ports of an end-to-end run. E2E_PORT moves the whole set, so two runs can
 * share a machine: app on E2E_PORT, stand-in HTTP services on +1, SMTP on +2.
 */
export function e2ePorts() {
  const app = Number(process.env.E2E_PORT ?? 4173);
  return { app, standIns: app + 1, smtp: app + 2 };
}

export const E2E_ADMIN = {
  email: "praticien@example.com",
  password: "Osteo-Test-2026!",
};
