/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device
 * cookies"): each successful sign-in gives the browser a cookie naming this
 * device (a random id) and signed for the account (HMAC-SHA256 with the
 * app's secret, over the address and the id). A sign-in from a browser that
 * shows a valid cookie for the address typed is throttled per device, not per
 * account, so an attacker who locks the account out from elsewhere does not
 * lock out the owner's own browser.
 */
import crypto from "node:crypto";
import type { AppServices } from "~/server/context.server";
import { authSecret } from "./auth.server";

export const DEVICE_COOKIE = "osteo_device";
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const COOKIE_PATTERN = new RegExp(
  `(?:^|;\\s*)${DEVICE_COOKIE}=([A-Za-z0-9_-]{22})\\.([A-Za-z0-9_-]{43})(?:;|$)`,
);

async function signature(services: Pick<AppServices, "env" | "db">, email: string, id: string) {
  return crypto
    .createHmac("sha256", await authSecret(services))
    .update(`sign-in-device\n${email.trim().toLowerCase()}\n${id}`)
    .digest();
}

/** A new device cookie for the account (its Set-Cookie value). */
export async function issueDeviceCookie(
  services: Pick<AppServices, "env" | "db">,
  email: string,
): Promise<string> {
  const id = crypto.randomBytes(16).toString("base64url");
  const mac = (await signature(services, email, id)).toString("base64url");
  const secure = services.env.PUBLIC_URL.startsWith("https://") ? "; Secure" : "";
  return `${DEVICE_COOKIE}=${id}.${mac}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
}

/** The id of the request's device when its cookie was signed for this address, else null. */
export async function knownDeviceId(
  services: Pick<AppServices, "env" | "db">,
  request: Request,
  email: string,
): Promise<string | null> {
  const match = request.headers.get("Cookie")?.match(COOKIE_PATTERN);
  const [, id, mac] = match ?? [];
  if (!id || !mac) return null;
  const expected = await signature(services, email, id);
  const given = Buffer.from(mac, "base64url");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
}
