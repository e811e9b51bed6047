/**
 * The recovery codes drawn when the second factor is turned on, shown once
 * on the page the confirmation redirects to. Turning it on renews the
 * session (the old cookie stops working), so the answer to the form cannot
 * be rendered with the request's cookie: the action redirects (the browser
 * stores the new session cookie on the way) and the page's loader takes the
 * codes from here. Without JavaScript, that redirect is what the browser
 * follows.
 *
 * The browser holds a random id (cookie `osteo_recovery_codes`, 5 minutes,
 * admin pages only); the codes are kept encrypted with the auth secret in
 * Better Auth's verification table (identifier stored hashed) and deleted
 * when shown.
 */
import crypto from "node:crypto";
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import { authSecret, getAuth, loadBetterAuth } from "./auth.server";

const COOKIE = "osteo_recovery_codes";
const TTL_SECONDS = 5 * 60;
export const ACCOUNT_PATH = "/admin/compte";

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`);
const identifier = (id: string) => `recovery-codes:${id}`;
const HeldSchema = z.object({ userId: z.string(), codes: z.array(z.string()) });

function cookie(services: Pick<AppServices, "env">, value: string, maxAge: number) {
  const secure = services.env.PUBLIC_URL.startsWith("https://") ? "; Secure" : "";
  // Path /admin, not /admin/compte: scripts load the page's data from /admin/compte.data.
  return `${COOKIE}=${value}; Path=/admin; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

/** Keeps the codes for the next page; returns the Set-Cookie value that points to them. */
export async function holdRecoveryCodes(
  services: AppServices,
  userId: string,
  codes: string[],
): Promise<string> {
  const id = crypto.randomBytes(32).toString("base64url");
  const context = await (await getAuth(services)).$context;
  const { symmetricEncrypt } = await loadBetterAuth();
  await context.internalAdapter.createVerificationValue({
    identifier: identifier(id),
    value: await symmetricEncrypt({
      key: await authSecret(services),
      data: JSON.stringify({ userId, codes }),
    }),
    // Better Auth's clock, like the other rows of its verification table.
    expiresAt: new Date(Date.now() + TTL_SECONDS * 1000),
  });
  return cookie(services, id, TTL_SECONDS);
}

/**
 * The codes held for this browser and account, once: they are deleted as
 * they are read. `setCookies` clears the browser's pointer.
 */
export async function takeRecoveryCodes(
  services: AppServices,
  request: Request,
  userId: string,
): Promise<{ codes: string[] | null; setCookies: string[] }> {
  const id = request.headers.get("Cookie")?.match(COOKIE_PATTERN)?.[1];
  if (!id) return { codes: null, setCookies: [] };
  const context = await (await getAuth(services)).$context;
  // Read and deleted in one step: two loads of the page cannot both show them.
  const row = await context.internalAdapter.consumeVerificationValue(identifier(id));
  const setCookies = [cookie(services, "", 0)];
  if (!row || row.expiresAt.getTime() <= Date.now()) return { codes: null, setCookies };
  const { symmetricDecrypt } = await loadBetterAuth();
  const held = HeldSchema.safeParse(
    JSON.parse(await symmetricDecrypt({ key: await authSecret(services), data: row.value })),
  );
  if (!held.success || held.data.userId !== userId) return { codes: null, setCookies };
  return { codes: held.data.codes, setCookies };
}
