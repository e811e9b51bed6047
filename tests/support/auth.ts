import type { AppServices } from "~/server/context.server";
import { saveOwnerAccount } from "~/features/auth/owner-account.server";
import { eq } from "drizzle-orm";
import { issueDeviceCookie } from "~/features/auth/device-cookie.server";
import fs from "node:fs";
import path from "node:path";
import { signIn, verifySignInCode, type RequestInfo } from "~/features/auth/sign-in.server";
import { outboxDir } from "~/server/mail.server";
import { user } from "~/server/db/schema";

export const TEST_OWNER = { email: "praticien@example.com", password: "Un-mot-de-passe-solide-42" };

/** A request as the browser sends it to this site (same-origin POSTs carry Origin). */
export function siteRequest(
  services: Pick<AppServices, "env">,
  path: string,
  init: { method?: string; cookie?: string; origin?: string | null; body?: BodyInit } = {},
): Request {
  const headers = new Headers();
  const method = init.method ?? "GET";
  if (init.cookie) headers.set("Cookie", init.cookie);
  const origin = init.origin === undefined ? new URL(services.env.PUBLIC_URL).origin : init.origin;
  if (origin && method !== "GET") headers.set("Origin", origin);
  return new Request(`${services.env.PUBLIC_URL}${path}`, { method, headers, body: init.body });
}

/**
 * The Cookie header of a browser the owner already signed in from (its
 * e-mailed code was accepted earlier): creates the account if needed.
 */
export async function knownDeviceCookie(services: AppServices): Promise<string> {
  await saveOwnerAccount(services, TEST_OWNER);
  const [owner] = await services.db.select().from(user).where(eq(user.email, TEST_OWNER.email));
  if (!owner) throw new Error("owner account missing");
  const setCookie = await issueDeviceCookie(services, siteRequest(services, "/auth"), {
    email: owner.email,
    userId: owner.id,
  });
  return cookieHeaderFrom([setCookie]);
}

/** Creates the owner account and returns the Cookie header of a signed-in session (from a known device). */
export async function signedInCookie(services: AppServices): Promise<string> {
  const device = await knownDeviceCookie(services);
  const result = await signIn(
    services,
    {
      request: siteRequest(services, "/auth", { method: "POST", cookie: device }),
      clientIp: "203.0.113.9",
    },
    TEST_OWNER,
  );
  if (result.ok !== true) throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
  return cookieHeaderFrom(result.setCookies);
}

/** Turns Set-Cookie values into the Cookie header a browser would send back. */
export function cookieHeaderFrom(setCookies: string[]): string {
  return setCookies
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/** The code of the last sign-in e-mail written to the outbox (no SMTP in these tests). */
export function lastSignInCode(services: Pick<AppServices, "env">): string {
  const dir = outboxDir(services);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
  for (const file of files) {
    const code = fs.readFileSync(path.join(dir, file), "utf8").match(/Code de connexion : (\d{6})/);
    if (code?.[1]) return code[1];
  }
  throw new Error("no sign-in code in the outbox");
}

/**
 * Signs in as a person does: the password, then, from a browser the account
 * does not know, the code e-mailed to the owner (read from the outbox).
 */
export async function completeSignIn(
  services: AppServices,
  info: RequestInfo,
  credentials: { email: string; password: string },
) {
  const first = await signIn(services, info, credentials);
  if (first.ok !== "code" || first.method !== "email") return first;
  const cookie = [info.request.headers.get("Cookie"), cookieHeaderFrom(first.setCookies)]
    .filter(Boolean)
    .join("; ");
  return verifySignInCode(
    services,
    {
      request: siteRequest(services, "/auth", { method: "POST", cookie }),
      clientIp: info.clientIp,
    },
    lastSignInCode(services),
  );
}
