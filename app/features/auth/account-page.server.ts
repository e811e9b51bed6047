/**
 * What 'Sécurité du compte' shows: the second factor's state (and the
 * recovery codes held for this browser right after turning it on), the
 * passkeys and the known browsers, dates in the practice's time zone.
 */
import type { AppServices } from "~/server/context.server";
import { PRACTICE_TIME_ZONE } from "~/lib/paris-date";
import { totpEnabled } from "./account-security.server";
import { listKnownDevices } from "./device-cookie.server";
import type { AdminSession } from "./guard.server";
import { listOwnerPasskeys } from "./passkeys.server";
import { takeRecoveryCodes } from "./recovery-codes-once.server";

const when = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PRACTICE_TIME_ZONE,
  dateStyle: "long",
  timeStyle: "short",
});

export async function accountPageData(
  services: AppServices,
  request: Request,
  { user }: AdminSession,
) {
  const owner = { email: user.email, userId: user.id };
  const devices = await listKnownDevices(services, request, owner);
  const held = await takeRecoveryCodes(services, request, user.id);
  const body = {
    email: user.email,
    totpEnabled: await totpEnabled(services, user.id),
    recoveryCodes: held.codes,
    passkeys: (await listOwnerPasskeys(services, request)).map((key) => ({
      id: key.id,
      name: key.name,
      added: key.createdAt ? when.format(key.createdAt) : null,
    })),
    devices: devices.map((device) => ({
      id: device.id,
      label: device.label,
      current: device.current,
      firstSeen: when.format(device.createdAt),
      lastSeen: when.format(device.lastSeenAt),
    })),
  };
  return { body, setCookies: held.setCookies };
}
