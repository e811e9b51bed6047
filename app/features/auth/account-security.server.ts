/**
 * The 'Sécurité du compte' page's server side: the authenticator app
 * (Better Auth's two-factor plugin: secret encrypted with the auth secret,
 * recovery codes stored as digests, codes checked by the plugin) and the
 * known devices.
 * Every call returns the Set-Cookie values Better Auth produced (turning the
 * second factor on or off renews the session).
 */
import { eq } from "drizzle-orm";
import { renderSVG } from "uqr";
import type { AppServices } from "~/server/context.server";
import { twoFactor } from "~/server/db/schema";
import {
  authSecret,
  getAuth,
  loadBetterAuth,
  RECOVERY_CODE_COUNT,
  recoveryCodeDigest,
} from "./auth.server";
import type { AdminSession } from "./guard.server";
import { accountMessages, frenchWait } from "./messages";
import { throttledPasswordCheck, type RequestInfo } from "./sign-in.server";
import { claimTotpStep } from "./totp-step.server";
import { readPracticeSettings } from "~/features/practice/practice-settings.server";

type SecurityResult<T> =
  | ({ ok: true; setCookies: string[] } & T)
  | { ok: false; status: 400 | 401 | 429; message: string };

/**
 * Runs a change that asks for the password again, throttled as sign-in is
 * (an open session must not be a way to guess the password).
 */
async function withPassword<T>(
  services: AppServices,
  info: RequestInfo,
  session: AdminSession,
  change: () => Promise<SecurityResult<T>>,
): Promise<SecurityResult<T>> {
  const result = await throttledPasswordCheck(services, info, session.user.email, change);
  if ("retryAfterSeconds" in result) {
    return {
      ok: false,
      status: 429,
      message: accountMessages.tooManyPasswordAttempts(frenchWait(result.retryAfterSeconds)),
    };
  }
  return result;
}

/** Whether the account's authenticator app is set and confirmed. */
export async function totpEnabled(services: AppServices, userId: string): Promise<boolean> {
  const [row] = await services.db
    .select({ verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  return row?.verified === true;
}

/** The key inside an otpauth:// address, for typing it by hand. */
function keyOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get("secret") ?? "";
}

interface TotpSetup {
  totpURI: string;
  key: string;
  /** The QR code of the address: an SVG image as a data: URL. */
  qrImage: string;
}

export function totpSetupView(totpURI: string): TotpSetup {
  const svg = renderSVG(totpURI, { border: 2 });
  return {
    totpURI,
    key: keyOf(totpURI),
    qrImage: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

async function failure(error: unknown, wrong: string) {
  const { isAPIError } = await loadBetterAuth();
  if (isAPIError(error) && error.statusCode < 500) {
    return { ok: false, status: 400, message: wrong } as const;
  }
  throw error;
}

/** Step one: checks the password and draws a new secret (not in use until confirmed). */
export async function startTotpSetup(
  services: AppServices,
  info: RequestInfo,
  session: AdminSession,
  password: string,
): Promise<SecurityResult<{ setup: TotpSetup }>> {
  const auth = await getAuth(services);
  return withPassword<{ setup: TotpSetup }>(services, info, session, async () => {
    try {
      const { headers, response } = await auth.api.enableTwoFactor({
        body: {
          password,
          method: "totp",
          issuer: (await readPracticeSettings(services)).settings.identity.practiceName,
        },
        headers: info.request.headers,
        returnHeaders: true,
      });
      if (response.method !== "totp")
        throw new Error("the two-factor plugin returned no TOTP address");
      const setup = totpSetupView(response.totpURI);
      return { ok: true, setCookies: headers.getSetCookie(), setup };
    } catch (error) {
      return failure(error, accountMessages.wrongPassword);
    }
  });
}

/** Step two: the first code from the app turns the second factor on; returns the recovery codes. */
export async function confirmTotpSetup(
  services: AppServices,
  request: Request,
  session: AdminSession,
  code: string,
): Promise<SecurityResult<{ recoveryCodes: string[] }>> {
  // Once on, new recovery codes ask for the password ('Générer de nouveaux
  // codes de secours'): a current code alone must not replace them.
  if (await totpEnabled(services, session.user.id)) {
    return { ok: false, status: 400, message: accountMessages.totpAlreadyOn };
  }
  const digits = code.replace(/\s+/g, "");
  if ((await claimTotpStep(services, session.user.id, digits)) === "reused") {
    return { ok: false, status: 400, message: accountMessages.codeAlreadyUsed };
  }
  const auth = await getAuth(services);
  try {
    const { headers } = await auth.api.verifyTOTP({
      body: { code: digits },
      headers: request.headers,
      returnHeaders: true,
    });
    const recoveryCodes = await replaceRecoveryCodes(services, session.user.id);
    return { ok: true, setCookies: headers.getSetCookie(), recoveryCodes };
  } catch (error) {
    return failure(error, accountMessages.wrongCode);
  }
}

/**
 * New recovery codes once the app is confirmed: the ones the plugin drew at
 * the first step are stored only as digests and cannot be shown. Same shape
 * as the plugin's (10 characters from its alphabet, xxxxx-xxxxx).
 */
async function replaceRecoveryCodes(services: AppServices, userId: string): Promise<string[]> {
  const secret = await authSecret(services);
  const { generateRandomString } = await loadBetterAuth();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    generateRandomString(10, "a-z", "0-9", "A-Z"),
  ).map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
  await services.db
    .update(twoFactor)
    .set({ backupCodes: JSON.stringify(codes.map((code) => recoveryCodeDigest(secret, code))) })
    .where(eq(twoFactor.userId, userId));
  return codes;
}

/** Ten new recovery codes (the previous ones stop working). */
export async function renewRecoveryCodes(
  services: AppServices,
  info: RequestInfo,
  session: AdminSession,
  password: string,
): Promise<SecurityResult<{ recoveryCodes: string[] }>> {
  const auth = await getAuth(services);
  return withPassword<{ recoveryCodes: string[] }>(services, info, session, async () => {
    try {
      const { headers, response } = await auth.api.generateBackupCodes({
        body: { password },
        headers: info.request.headers,
        returnHeaders: true,
      });
      const recoveryCodes = response.backupCodes;
      return { ok: true, setCookies: headers.getSetCookie(), recoveryCodes };
    } catch (error) {
      return failure(error, accountMessages.wrongPassword);
    }
  });
}

/** Turns the second factor off (the password is asked again). */
export async function disableTotp(
  services: AppServices,
  info: RequestInfo,
  session: AdminSession,
  password: string,
): Promise<SecurityResult<object>> {
  const auth = await getAuth(services);
  return withPassword<object>(services, info, session, async () => {
    try {
      const { headers } = await auth.api.disableTwoFactor({
        body: { password },
        headers: info.request.headers,
        returnHeaders: true,
      });
      return { ok: true, setCookies: headers.getSetCookie() };
    } catch (error) {
      return failure(error, accountMessages.wrongPassword);
    }
  });
}
