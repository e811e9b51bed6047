/**
 * Passkeys, through Better Auth's passkey plugin (WebAuthn checked by
 * SimpleWebAuthn on the server, nothing by hand): adding, listing and
 * deleting them on 'Sécurité du compte', and signing in with one. Each
 * ceremony has two requests: the options (a challenge, kept by the plugin in
 * a signed cookie and a verification row), then the authenticator's answer.
 */
import type { AppServices } from "~/server/context.server";
import { authHeaders, getAuth, loadBetterAuth } from "./auth.server";
import { issueDeviceCookie } from "./device-cookie.server";
import { accountMessages, authMessages, frenchWait } from "./messages";
import type { z } from "zod";
import type { PasskeyRegistrationSchema, PasskeySignInSchema } from "./schemas";
import type { RequestInfo, SignInResult } from "./sign-in.server";
import {
  accountThrottleKey,
  beginSignInAttempt,
  clearSignInAttempts,
  clientThrottleKey,
} from "./sign-in-throttle.server";

interface OwnerPasskey {
  id: string;
  name: string;
  createdAt: Date | null;
}

/** What the browser gives `navigator.credentials` (PublicKeyCredential*OptionsJSON). */
type PasskeyOptions = Record<string, unknown>;

type PasskeyResult<T = object> =
  | ({ ok: true; setCookies: string[] } & T)
  | { ok: false; status: 400 | 401 | 429; message: string };

export async function listOwnerPasskeys(
  services: AppServices,
  request: Request,
): Promise<OwnerPasskey[]> {
  const auth = await getAuth(services);
  const passkeys = await auth.api.listPasskeys({ headers: request.headers });
  return passkeys.map((key) => ({
    id: key.id,
    name: key.name ?? "",
    createdAt: key.createdAt ? new Date(key.createdAt) : null,
  }));
}

/** Registration options for a new passkey of the signed-in owner. */
export async function passkeyRegistrationOptions(
  services: AppServices,
  request: Request,
): Promise<PasskeyResult<{ options: PasskeyOptions }>> {
  const auth = await getAuth(services);
  try {
    const { headers, response } = await auth.api.generatePasskeyRegistrationOptions({
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, setCookies: headers.getSetCookie(), options: { ...response } };
  } catch (error) {
    // The plugin asks for a session opened less than a day ago.
    const { isAPIError } = await loadBetterAuth();
    if (isAPIError(error) && error.statusCode < 500) {
      return { ok: false, status: 401, message: accountMessages.passkeySessionTooOld };
    }
    throw error;
  }
}

/** Checks the authenticator's answer and stores the new passkey under `name`. */
export async function registerPasskey(
  services: AppServices,
  request: Request,
  answer: { response: z.infer<typeof PasskeyRegistrationSchema>; name: string },
): Promise<PasskeyResult> {
  const auth = await getAuth(services);
  try {
    await auth.api.verifyPasskeyRegistration({
      body: { response: answer.response, name: answer.name },
      headers: request.headers,
    });
    return { ok: true, setCookies: [] };
  } catch (error) {
    const { isAPIError } = await loadBetterAuth();
    if (isAPIError(error)) {
      return { ok: false, status: 400, message: accountMessages.passkeyNotAdded };
    }
    throw error;
  }
}

/** Deletes one of the owner's passkeys; false when it is not theirs or no longer exists. */
export async function deleteOwnerPasskey(
  services: AppServices,
  request: Request,
  id: string,
): Promise<boolean> {
  const auth = await getAuth(services);
  try {
    await auth.api.deletePasskey({ body: { id }, headers: request.headers });
    return true;
  } catch (error) {
    const { isAPIError } = await loadBetterAuth();
    if (isAPIError(error) && error.statusCode < 500) return false;
    throw error;
  }
}

/**
 * Options for signing in with a passkey (any of the account's: the browser
 * offers the ones it holds). Each request counts as a sign-in attempt of the
 * client, with the same waits as wrong passwords; a sign-in forgets them.
 */
export async function passkeySignInOptions(
  services: AppServices,
  info: RequestInfo,
): Promise<PasskeyResult<{ options: PasskeyOptions }>> {
  const attempt = await beginSignInAttempt(
    services.db,
    [clientThrottleKey(info.clientIp)],
    services.now(),
  );
  if (!attempt.allowed) {
    return {
      ok: false,
      status: 429,
      message: authMessages.tooManySignInAttempts(frenchWait(attempt.retryAfterSeconds)),
    };
  }
  const auth = await getAuth(services);
  const { headers, response } = await auth.api.generatePasskeyAuthenticationOptions({
    headers: authHeaders(info.request, info.clientIp),
    returnHeaders: true,
  });
  return { ok: true, setCookies: headers.getSetCookie(), options: { ...response } };
}

/**
 * Signs in with the authenticator's answer. The passkey is a second factor
 * in itself (something held, unlocked on the device): the session opens at
 * once, without an e-mailed code, and the browser becomes a known device.
 */
export async function signInWithPasskey(
  services: AppServices,
  info: RequestInfo,
  response: z.infer<typeof PasskeySignInSchema>,
): Promise<Exclude<SignInResult, { ok: "code" }>> {
  const auth = await getAuth(services);
  try {
    const result = await auth.api.verifyPasskeyAuthentication({
      body: { response },
      headers: authHeaders(info.request, info.clientIp),
      returnHeaders: true,
    });
    const { user } = result.response;
    await clearSignInAttempts(services.db, [
      clientThrottleKey(info.clientIp),
      accountThrottleKey(user.email),
    ]);
    return {
      ok: true,
      setCookies: [
        ...result.headers.getSetCookie(),
        await issueDeviceCookie(services, info.request, { email: user.email, userId: user.id }),
      ],
    };
  } catch (error) {
    const { isAPIError } = await loadBetterAuth();
    if (isAPIError(error) && error.statusCode < 500) {
      return { ok: false, status: 401, message: authMessages.passkeyRefused };
    }
    console.error("Connexion par clé d'accès impossible :", error);
    return { ok: false, status: 503, message: authMessages.signInUnavailable };
  }
}
