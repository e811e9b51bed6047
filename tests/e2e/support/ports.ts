/**
 * Ports of an end-to-end run. E2E_PORT moves the whole set, so two runs can
 * share a machine: app on E2E_PORT, stand-in HTTP services on +1, SMTP on +2
 * (tests that start a server of their own take +3 to +6).
 *
 * Each Playwright worker has a stack of its own (its database, its owner
 * sessions, its mail box), E2E_STACK_SPACING ports above the previous one:
 * the worker of parallel index i talks to the stack at E2E_PORT + i × 100.
 */
export const E2E_STACK_SPACING = 100;

/** How many stacks (and Playwright workers) a run uses: E2E_WORKERS, 2 by default. */
export function e2eStackCount(): number {
  const count = Number(process.env.E2E_WORKERS ?? 2);
  if (!Number.isInteger(count) || count < 1 || count > 4) {
    throw new Error(`E2E_WORKERS: expected 1 to 4 stacks, got ${process.env.E2E_WORKERS}`);
  }
  return count;
}

/**
 * The ports of stack `index`: by default the calling worker's own (Playwright
 * sets TEST_PARALLEL_INDEX in each worker; elsewhere it is stack 0).
 */
export function e2ePorts(index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)) {
  const app = Number(process.env.E2E_PORT ?? 4173) + index * E2E_STACK_SPACING;
  return { app, standIns: app + 1, smtp: app + 2 };
}

export const E2E_ADMIN = {
  email: "praticien@example.com",
  password: "Osteo-Test-2026!",
};
