import fs from "node:fs";

/**
 * Debian's Chromium as the tests and the audit launch it: never a browser
 * downloaded by a tool, and nothing that reaches the network on its own.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The end-to-end tests' browser: Debian's headless shell (package
 * `chromium-headless-shell`, the same engine without the desktop browser
 * around it) when installed, which runs the suite in about two thirds of the
 * time and CPU of the full browser (docs/decisions/0024-ci-time.md); else
 * CHROME_PATH. The audit keeps the full browser: Lighthouse measures it.
 */
export function endToEndBrowserPath(): string {
  const shell = process.env.CHROME_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
  return fs.existsSync(shell) ? shell : CHROMIUM_PATH;
}

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
