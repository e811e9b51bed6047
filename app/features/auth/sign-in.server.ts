/**
 * Sign-in and sign-out, as the /auth actions use them: throttled (per device
 * for a browser the account knows, per account and client otherwise),
 * answered with a French reason, returning the Set-Cookie headers of the
 * session and of the device cookie.
 */
import { isAPIError } from "better-auth/api";
import type { AppServices } from "~/server/context.server";
import { authHeaders, getAuth } from "./auth.server";
import { authMessages, frenchWait } from "./messages";
import { issueDeviceCookie, knownDeviceId } from "./device-cookie.server";
import { alertOwnerIfThrottled, recordFailedSignIn } from "./sign-in-alert.server";
import {
  accountThrottleKey,
  beginSignInAttempt,
  clearSignInAttempts,
  deviceThrottleKeys,
  signInThrottleKeys,
} from "./sign-in-throttle.server";

export interface RequestInfo {
  request: Request;
  /** The client's address, from the load context. */
  clientIp: string;
}

export type SignInResult =
  { ok: true; setCookies: string[] } | { ok: false; status: 401 | 429 | 503; message: string };

export async function signIn(
  services: AppServices,
  { request, clientIp }: RequestInfo,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const now = services.now();
  const deviceId = await knownDeviceId(services, request, credentials.email);
  const keys = deviceId
    ? deviceThrottleKeys(deviceId)
    : signInThrottleKeys(credentials.email, clientIp);
  // Failures from unknown browsers are what the owner's alert reports.
  const noteFailure = async () => {
    if (deviceId) return;
    await recordFailedSignIn(services, credentials.email, clientIp, now);
    await alertOwnerIfThrottled(services, credentials.email);
  };

  const attempt = await beginSignInAttempt(services.db, keys, now);
  if (!attempt.allowed) {
    await noteFailure();
    return {
      ok: false,
      status: 429,
      message: authMessages.tooManySignInAttempts(frenchWait(attempt.retryAfterSeconds)),
    };
  }
  const auth = await getAuth(services);
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email: credentials.email, password: credentials.password },
      headers: authHeaders(request, clientIp),
      returnHeaders: true,
    });
    // The owner is in: forget this browser's failures, and lift the account's
    // lock for other browsers too (a device that signs in proves who it is).
    await clearSignInAttempts(
      services.db,
      deviceId ? [...keys, accountThrottleKey(credentials.email)] : keys,
    );
    return {
      ok: true,
      setCookies: [...headers.getSetCookie(), await issueDeviceCookie(services, credentials.email)],
    };
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400)) {
      await noteFailure();
      return { ok: false, status: 401, message: authMessages.invalidCredentials };
    }
    console.error("Connexion impossible :", error);
    return { ok: false, status: 503, message: authMessages.signInUnavailable };
  }
}

/** Ends the session of the request; returns the headers that clear its cookies. */
export async function signOut(
  services: AppServices,
  { request, clientIp }: RequestInfo,
): Promise<string[]> {
  const auth = await getAuth(services);
  const { headers } = await auth.api.signOut({
    headers: authHeaders(request, clientIp),
    returnHeaders: true,
  });
  return headers.getSetCookie();
}

/** Signs the owner in right after a password reset (the spec sends them on to /admin). */
export async function startSessionAfterReset(
  services: AppServices,
  info: RequestInfo,
  credentials: { email: string; password: string },
): Promise<string[]> {
  const auth = await getAuth(services);
  const { headers } = await auth.api.signInEmail({
    body: credentials,
    headers: authHeaders(info.request, info.clientIp),
    returnHeaders: true,
  });
  await clearSignInAttempts(services.db, signInThrottleKeys(credentials.email, info.clientIp));
  return [...headers.getSetCookie(), await issueDeviceCookie(services, credentials.email)];
}
