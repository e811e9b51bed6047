/**
 * Password reset by e-mail: the request (rate-limited per address and per
 * client, same answer whether the address exists or not), the check of a
 * link's token, and the new password.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import { verification } from "~/server/db/schema";
import { hitRateLimit, rateLimitClient } from "~/server/rate-limit.server";
import { getAuth, loadBetterAuth } from "./auth.server";
import { authMessages, frenchWait } from "./messages";
import { startSessionAfterReset, type RequestInfo } from "./sign-in.server";

const HOUR_MS = 60 * 60_000;
const RESET_REQUEST_LIMITS = {
  perAddress: { limit: 3, windowMs: HOUR_MS },
  perClient: { limit: 10, windowMs: HOUR_MS },
  /** New-password submissions and link checks, per client. */
  linkChecksPerClient: { limit: 30, windowMs: HOUR_MS },
} as const;

type ResetRequestResult = { ok: true } | { ok: false; status: 429 | 503; message: string };

export async function requestPasswordReset(
  services: AppServices,
  { clientIp }: RequestInfo,
  email: string,
): Promise<ResetRequestResult> {
  const now = services.now();
  const byAddress = await hitRateLimit(
    services.db,
    `password-reset:address:${email}`,
    RESET_REQUEST_LIMITS.perAddress,
    now,
  );
  const byClient = await hitRateLimit(
    services.db,
    `password-reset:client:${rateLimitClient(clientIp)}`,
    RESET_REQUEST_LIMITS.perClient,
    now,
  );
  const wait = Math.max(
    byAddress.allowed ? 0 : byAddress.retryAfterSeconds,
    byClient.allowed ? 0 : byClient.retryAfterSeconds,
  );
  if (wait > 0)
    return { ok: false, status: 429, message: authMessages.tooManyResetRequests(frenchWait(wait)) };

  try {
    const auth = await getAuth(services);
    await auth.api.requestPasswordReset({ body: { email } });
    return { ok: true };
  } catch (error) {
    console.error("Demande de réinitialisation impossible :", error);
    return { ok: false, status: 503, message: authMessages.resetRequestFailed };
  }
}

/** Limits link checks and new-password submissions per client; returns the wait, or 0. */
export async function resetLinkThrottle(
  services: AppServices,
  { clientIp }: RequestInfo,
): Promise<number> {
  const result = await hitRateLimit(
    services.db,
    `password-reset:link:${rateLimitClient(clientIp)}`,
    RESET_REQUEST_LIMITS.linkChecksPerClient,
    services.now(),
  );
  return result.allowed ? 0 : result.retryAfterSeconds;
}

/** Better Auth's reset tokens are short alphanumeric ids; anything else is no link of ours. */
const ResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

async function findResetRequest(services: AppServices, token: string) {
  if (!ResetTokenSchema.safeParse(token).success) return null;
  const auth = await getAuth(services);
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(
    `reset-password:${token}`,
  );
  if (!verification || verification.expiresAt.getTime() <= services.now().getTime()) return null;
  const owner = await context.internalAdapter.findUserById(verification.value);
  return owner ? { userId: owner.id, email: owner.email } : null;
}

/** Whether a reset link's token can still be used (unknown, used and expired ones cannot). */
export async function resetTokenIsValid(services: AppServices, token: string): Promise<boolean> {
  return (await findResetRequest(services, token)) !== null;
}

type ResetPasswordResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; reason: "invalid-link" }
  | { ok: false; reason: "error"; message: string };

/** Sets the new password, consumes the link, and opens a session for the owner. */
export async function resetPassword(
  services: AppServices,
  info: RequestInfo,
  { token, password }: { token: string; password: string },
): Promise<ResetPasswordResult> {
  const pending = await findResetRequest(services, token);
  if (!pending) return { ok: false, reason: "invalid-link" };
  const auth = await getAuth(services);
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    const { isAPIError } = await loadBetterAuth();
    if (isAPIError(error) && error.body?.code === "INVALID_TOKEN")
      return { ok: false, reason: "invalid-link" };
    console.error("Mise à jour du mot de passe impossible :", error);
    return { ok: false, reason: "error", message: authMessages.passwordUpdateFailed };
  }
  // Better Auth spends the link used and ends the sessions; the other links
  // sent meanwhile must die too: they are the verification values whose
  // value is the user id (so are a pending second-factor challenge's, which
  // a new password rightly ends as well).
  await services.db.delete(verification).where(eq(verification.value, pending.userId));
  try {
    return {
      ok: true,
      setCookies: await startSessionAfterReset(services, info, { email: pending.email, password }),
    };
  } catch (error) {
    // The password is changed: the owner can still sign in by hand.
    console.error("Ouverture de session après réinitialisation impossible :", error);
    return { ok: true, setCookies: [] };
  }
}
