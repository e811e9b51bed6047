/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device
 * cookies"): each completed sign-in gives the browser a cookie naming this
 * device (a random id, kept in `known_devices`) and signed for the account
 * (HMAC-SHA256 with the app's secret, over the address and the id). A browser
 * that shows a valid cookie for the address typed, whose device the owner has
 * not forgotten, is a known device: it is throttled per device, not per
 * account (an attack from elsewhere does not lock the owner's own browser
 * out), and without a second factor it signs in without an e-mailed code.
 */
import crypto from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { knownDevices } from "~/server/db/schema";
import { authSecret } from "./auth.server";

export const DEVICE_COOKIE = "osteo_device";
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const COOKIE_PATTERN = new RegExp(
  `(?:^|;\\s*)${DEVICE_COOKIE}=([A-Za-z0-9_-]{22})\\.([A-Za-z0-9_-]{43})(?:;|$)`,
);

type Services = Pick<AppServices, "env" | "db" | "now">;

async function signature(services: Services, email: string, id: string) {
  return crypto
    .createHmac("sha256", await authSecret(services))
    .update(`sign-in-device\n${email.trim().toLowerCase()}\n${id}`)
    .digest();
}

/** "Firefox sur Windows": what the list of known devices shows of a User-Agent. */
function deviceLabel(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser =
    [
      ["Edg/", "Edge"],
      ["Firefox/", "Firefox"],
      ["Chrome/", "Chrome"],
      ["Safari/", "Safari"],
    ].find(([marker]) => ua.includes(marker!))?.[1] ?? "Navigateur";
  const system =
    [
      ["iPhone", "iPhone"],
      ["iPad", "iPad"],
      ["Android", "Android"],
      ["Windows", "Windows"],
      ["Mac OS", "macOS"],
      ["Linux", "Linux"],
    ].find(([marker]) => ua.includes(marker!))?.[1] ?? "système inconnu";
  return `${browser} sur ${system}`;
}

/**
 * Records the request's browser as a known device of the account (or marks
 * an already known one as seen) and returns its cookie's Set-Cookie value.
 */
export async function issueDeviceCookie(
  services: Services,
  request: Request,
  owner: { email: string; userId: string },
): Promise<string> {
  const known = await knownDeviceId(services, request, owner.email);
  const id = known ?? crypto.randomBytes(16).toString("base64url");
  if (known) {
    await services.db
      .update(knownDevices)
      .set({ lastSeenAt: services.now() })
      .where(eq(knownDevices.id, id));
  } else {
    await services.db.insert(knownDevices).values({
      id,
      userId: owner.userId,
      label: deviceLabel(request.headers.get("User-Agent")),
      createdAt: services.now(),
      lastSeenAt: services.now(),
    });
  }
  const mac = (await signature(services, owner.email, id)).toString("base64url");
  const secure = services.env.PUBLIC_URL.startsWith("https://") ? "; Secure" : "";
  return `${DEVICE_COOKIE}=${id}.${mac}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
}

/** The request's device cookie id when it is signed for this address and still known, else null. */
export async function knownDeviceId(
  services: Services,
  request: Request,
  email: string,
): Promise<string | null> {
  const id = await signedDeviceId(services, request, email);
  if (!id) return null;
  const [row] = await services.db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(eq(knownDevices.id, id));
  return row ? id : null;
}

async function signedDeviceId(services: Services, request: Request, email: string) {
  const match = request.headers.get("Cookie")?.match(COOKIE_PATTERN);
  const [, id, mac] = match ?? [];
  if (!id || !mac) return null;
  const expected = await signature(services, email, id);
  const given = Buffer.from(mac, "base64url");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
}

interface KnownDevice {
  id: string;
  label: string;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** The account's known devices, most recently seen first; `current` marks the request's own. */
export async function listKnownDevices(
  services: Services,
  request: Request,
  owner: { email: string; userId: string },
): Promise<KnownDevice[]> {
  const current = await signedDeviceId(services, request, owner.email);
  const rows = await services.db
    .select()
    .from(knownDevices)
    .where(eq(knownDevices.userId, owner.userId))
    .orderBy(desc(knownDevices.lastSeenAt));
  return rows.map(({ id, label, createdAt, lastSeenAt }) => ({
    id,
    label,
    createdAt,
    lastSeenAt,
    current: id === current,
  }));
}

/** Forgets one device of the account: its next sign-in is a new browser's. */
export async function forgetKnownDevice(services: Services, userId: string, id: string) {
  const deleted = await services.db
    .delete(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.id, id)))
    .returning({ id: knownDevices.id });
  return deleted.length > 0;
}
