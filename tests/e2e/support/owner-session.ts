import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { e2ePorts } from "./ports";
import { submitSignIn } from "./sign-in";

export const appOrigin = `http://127.0.0.1:${e2ePorts().app}`;

/** Where a test file keeps its owner session; `name` keeps each file's apart. */
export function ownerSessionFile(name: string): string {
  // Outside test-results/, which a concurrent run may empty.
  return path.join(os.tmpdir(), `osteo-${name}-session-${e2ePorts().app}.json`);
}

/** The session the run's first `saveOwnerSession` opened, offered to the next test files. */
const sharedSessionFile = ownerSessionFile("shared");

/** Whether a saved session still opens the admin (a test may have signed it out or ended it). */
async function stillSignedIn(browser: Browser, file: string): Promise<boolean> {
  if (!fs.existsSync(file)) return false;
  const context = await browser.newContext({ storageState: file });
  try {
    const response = await context.request.get("/admin", { maxRedirects: 0 });
    return response.status() === 200;
  } catch {
    return false;
  } finally {
    await context.close();
  }
}

/**
 * Saves to `file` the cookies of a browser where the owner is signed in: the
 * run's shared session while it still opens the admin (each sign-in costs a
 * page, a password hash, and counts against the sign-in limits), otherwise a
 * new sign-in from a fresh browser context, which becomes the shared one.
 */
export async function saveOwnerSession(browser: Browser, file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (file !== sharedSessionFile && (await stillSignedIn(browser, sharedSessionFile))) {
    fs.copyFileSync(sharedSessionFile, file);
    return;
  }
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await submitSignIn(page, "/auth");
  await expect(page).toHaveURL(/\/admin$/);
  await context.storageState({ path: file });
  await context.close();
  if (file !== sharedSessionFile) fs.copyFileSync(file, sharedSessionFile);
}

/**
 * Signs the owner in once for the calling test file (sign-in attempts are
 * rate limited) and makes its tests start signed in.
 */
export function useOwnerSession(name: string) {
  const storageState = ownerSessionFile(name);
  test.beforeAll(async ({ browser }) => saveOwnerSession(browser, storageState));
  test.use({ storageState });
}

/** Deletes these articles through the list's action (the end of a test that made them). */
export async function deleteArticles(page: Page, ids: number[]) {
  for (const id of ids) {
    await page.request.post("/admin/articles", {
      form: { intent: "delete", id: String(id) },
      headers: { Origin: appOrigin },
    });
  }
}

/**
 * Puts sections of the practice settings back to their defaults, as
 * 'Historique' does, with a spec's saved session: the safety net of an
 * `afterAll` that changed them.
 */
export async function restorePracticeDefaults(
  browser: Browser,
  session: string,
  sections: readonly string[],
) {
  const context = await browser.newContext({ storageState: ownerSessionFile(session) });
  for (const section of sections) {
    const response = await context.request.post("/admin/cabinet", {
      form: { intent: "restore-defaults", section },
      headers: { Origin: appOrigin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  }
  await context.close();
}
