/**
 * Sign-in and sign-out, as the /auth actions use them: throttled (per device
 * for a browser the account knows, per account and client otherwise),
 * answered with a French reason, returning the Set-Cookie headers of the
 * session and of the device cookie. A sign-in has two steps when the account
 * has a second factor, or when the browser is new to it (an e-mailed code):
 * the session is opened only once the code is accepted.
 */
import type { AppServices } from "~/server/context.server";
import {
  authHeaders,
  authSecret,
  getAuth,
  loadBetterAuth,
  recoveryCodeDigest,
} from "./auth.server";
import { authMessages, frenchWait } from "./messages";
import { issueDeviceCookie, knownDeviceId } from "./device-cookie.server";
import {
  beginCodeStep,
  endCodeStep,
  pendingCodeStep,
  type CodeMethod,
} from "./sign-in-step.server";
import { alertOwnerIfThrottled, recordFailedSignIn } from "./sign-in-alert.server";
import {
  accountThrottleKey,
  beginSignInAttempt,
  clearSignInAttempts,
  deviceThrottleKeys,
  signInThrottleKeys,
} from "./sign-in-throttle.server";
import { claimTotpStep } from "./totp-step.server";

export interface RequestInfo {
  request: Request;
  /** The client's address, from the load context. */
  clientIp: string;
}

export type SignInResult =
  | { ok: true; setCookies: string[] }
  | { ok: "code"; method: CodeMethod; setCookies: string[] }
  | { ok: false; status: 400 | 401 | 429 | 503; message: string; restart?: true };

/** Throttle keys of an attempt on this account from this request, and how to report a failure. */
async function attemptKeys(
  services: AppServices,
  { request, clientIp }: RequestInfo,
  email: string,
) {
  const now = services.now();
  const deviceId = await knownDeviceId(services, request, email);
  const keys = deviceId ? deviceThrottleKeys(deviceId) : signInThrottleKeys(email, clientIp);
  return {
    deviceId,
    keys,
    // Failures from unknown browsers are what the owner's alert reports.
    noteFailure: async () => {
      if (deviceId) return;
      await recordFailedSignIn(services, email, clientIp, now);
      await alertOwnerIfThrottled(services, email);
    },
    // The owner is in: forget this browser's failures, and lift the account's
    // lock for other browsers too (a device that signs in proves who it is).
    clear: () =>
      clearSignInAttempts(services.db, deviceId ? [...keys, accountThrottleKey(email)] : keys),
  };
}

async function begin(services: AppServices, keys: Awaited<ReturnType<typeof attemptKeys>>) {
  const attempt = await beginSignInAttempt(services.db, keys.keys, services.now());
  if (attempt.allowed) return null;
  await keys.noteFailure();
  return {
    ok: false,
    status: 429,
    message: authMessages.tooManySignInAttempts(frenchWait(attempt.retryAfterSeconds)),
  } as const;
}

/**
 * A password asked again on 'Sécurité du compte' (to change the second
 * factor) is throttled as at sign-in, on the same keys: an open session must
 * not be a way to guess it. The attempt is counted before `check` runs,
 * forgotten when it succeeds.
 */
export async function throttledPasswordCheck<T extends { ok: boolean }>(
  services: AppServices,
  info: RequestInfo,
  email: string,
  check: () => Promise<T>,
): Promise<T | { ok: false; status: 429; retryAfterSeconds: number }> {
  const attempt = await attemptKeys(services, info, email);
  const allowed = await beginSignInAttempt(services.db, attempt.keys, services.now());
  if (!allowed.allowed) {
    await attempt.noteFailure();
    return { ok: false, status: 429, retryAfterSeconds: allowed.retryAfterSeconds };
  }
  const result = await check();
  if (result.ok) await attempt.clear();
  else await attempt.noteFailure();
  return result;
}

/**
 * The first step: the password. With a second factor, or from a browser the
 * account does not know, no session is opened yet: the answer asks for a
 * code (an e-mailed one is sent now).
 */
export async function signIn(
  services: AppServices,
  info: RequestInfo,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const attempt = await attemptKeys(services, info, credentials.email);
  const throttled = await begin(services, attempt);
  if (throttled) return throttled;
  const auth = await getAuth(services);
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: credentials.email, password: credentials.password },
      headers: authHeaders(info.request, info.clientIp),
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response) {
      // The plugin opened no session; its challenge cookie goes to the browser.
      const owner = await auth.$context.then((c) =>
        c.internalAdapter.findUserByEmail(credentials.email),
      );
      if (!owner) throw new Error("account vanished during sign-in");
      const step = await beginCodeStep(services, {
        userId: owner.user.id,
        email: owner.user.email,
        method: "totp",
      });
      return { ok: "code", method: "totp", setCookies: [...headers.getSetCookie(), step] };
    }
    const owner = { email: response.user.email, userId: response.user.id };
    if (attempt.deviceId) {
      await attempt.clear();
      return {
        ok: true,
        setCookies: [
          ...headers.getSetCookie(),
          await issueDeviceCookie(services, info.request, owner),
        ],
      };
    }
    // A browser never seen: the session Better Auth just opened is dropped
    // before anyone holds it, and a code is e-mailed to the owner.
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(response.token);
    await auth.api.sendVerificationOTP({ body: { email: owner.email, type: "sign-in" } });
    const step = await beginCodeStep(services, { ...owner, method: "email" });
    return { ok: "code", method: "email", setCookies: [step] };
  } catch (error) {
    const { isAPIError } = await loadBetterAuth();
    if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400)) {
      await attempt.noteFailure();
      return { ok: false, status: 401, message: authMessages.invalidCredentials };
    }
    console.error("Connexion impossible :", error);
    return { ok: false, status: 503, message: authMessages.signInUnavailable };
  }
}

/** Better Auth's codes for a challenge that can no longer be answered: start again. */
const SPENT_CHALLENGE = new Set([
  "INVALID_TWO_FACTOR_COOKIE",
  "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
  "OTP_EXPIRED",
  "TOO_MANY_ATTEMPTS",
]);

/**
 * The second step: the code from the authenticator app (or a recovery
 * code), or the e-mailed one. Throttled like the password, on the same keys,
 * so failing codes waits as failing passwords does.
 */
export async function verifySignInCode(
  services: AppServices,
  info: RequestInfo,
  rawCode: string,
): Promise<SignInResult> {
  const pending = await pendingCodeStep(services, info.request);
  if (!pending) {
    return {
      ok: false,
      status: 400,
      message: authMessages.codeStepExpired,
      restart: true,
    };
  }
  const attempt = await attemptKeys(services, info, pending.email);
  const throttled = await begin(services, attempt);
  if (throttled) return throttled;
  const code = rawCode.replace(/\s+/g, "");
  if (
    pending.method === "totp" &&
    (await claimTotpStep(services, pending.userId, code)) === "reused"
  ) {
    await attempt.noteFailure();
    return { ok: false, status: 401, message: authMessages.codeAlreadyUsed };
  }
  const auth = await getAuth(services);
  const headers = authHeaders(info.request, info.clientIp);
  try {
    const result =
      pending.method === "email"
        ? await auth.api.signInEmailOTP({
            body: { email: pending.email, otp: code },
            headers,
            returnHeaders: true,
          })
        : /^\d{6}$/.test(code)
          ? await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
          : await auth.api.verifyBackupCode({
              body: { code: recoveryCodeDigest(await authSecret(services), code) },
              headers,
              returnHeaders: true,
            });
    await attempt.clear();
    return {
      ok: true,
      setCookies: [
        ...result.headers.getSetCookie(),
        await endCodeStep(services, info.request),
        await issueDeviceCookie(services, info.request, pending),
      ],
    };
  } catch (error) {
    const { isAPIError } = await loadBetterAuth();
    if (isAPIError(error) && error.statusCode < 500) {
      await attempt.noteFailure();
      if (SPENT_CHALLENGE.has(String(error.body?.code))) {
        return {
          ok: false,
          status: 400,
          message: authMessages.codeStepExpired,
          restart: true,
        };
      }
      return { ok: false, status: 401, message: authMessages.invalidCode };
    }
    console.error("Vérification du code de connexion impossible :", error);
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

/**
 * Signs the owner in right after a password reset, then on to /admin. The
 * link proved the mailbox, as an e-mailed code does; with a second factor
 * set, no session is opened: the owner signs in with the code.
 */
export async function startSessionAfterReset(
  services: AppServices,
  info: RequestInfo,
  credentials: { email: string; password: string },
): Promise<string[]> {
  const auth = await getAuth(services);
  const { headers, response } = await auth.api.signInEmail({
    body: credentials,
    headers: authHeaders(info.request, info.clientIp),
    returnHeaders: true,
  });
  if ("twoFactorRedirect" in response) return [];
  await clearSignInAttempts(services.db, signInThrottleKeys(credentials.email, info.clientIp));
  return [
    ...headers.getSetCookie(),
    await issueDeviceCookie(services, info.request, {
      email: response.user.email,
      userId: response.user.id,
    }),
  ];
}
