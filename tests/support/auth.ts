import type { AppServices } from "~/server/context.server";
import { saveOwnerAccount } from "~/features/auth/owner-account.server";
import { signIn } from "~/features/auth/sign-in.server";

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

/** Creates the owner account and returns the Cookie header of a signed-in session. */
export async function signedInCookie(services: AppServices): Promise<string> {
  await saveOwnerAccount(services, TEST_OWNER);
  const result = await signIn(
    services,
    { request: siteRequest(services, "/auth", { method: "POST" }), clientIp: "203.0.113.9" },
    TEST_OWNER,
  );
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return cookieHeaderFrom(result.setCookies);
}

/** Turns Set-Cookie values into the Cookie header a browser would send back. */
export function cookieHeaderFrom(setCookies: string[]): string {
  return setCookies
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}
