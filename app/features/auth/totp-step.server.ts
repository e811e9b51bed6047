/**
 * An authenticator app's code is accepted once (RFC 6238 §5.2): a code seen
 * over a shoulder or on a recorded screen cannot open a second session. The
 * two-factor plugin accepts the code of the current 30-second step and of the
 * steps either side, and remembers nothing; this module finds the step a code
 * belongs to and claims it in `two_factor.last_totp_step` before the plugin
 * is asked, in one conditional update, so that two processes given the same
 * code cannot both accept it. A step earlier than the last accepted one is
 * refused too.
 */
import crypto from "node:crypto";
import { createOTP } from "@better-auth/utils/otp";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { twoFactor } from "~/server/db/schema";
import { authSecret, loadBetterAuth } from "./auth.server";

/** The plugin's defaults: 6 digits, 30-second steps, one step of tolerance either side. */
const TOTP = { digits: 6, periodMs: 30_000, window: 1 } as const;

/**
 * "claimed": the code is the app's for a step not used before, now marked
 * used; "reused": right, but its step (or a later one) was already accepted;
 * "unknown": not a current code (the plugin will refuse it and count it).
 */
export type TotpClaim = "claimed" | "reused" | "unknown";

async function matchingStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const otp = createOTP(secret, { digits: TOTP.digits, period: TOTP.periodMs / 1000 });
  // The plugin's clock, which decides whether the code is current.
  const current = Math.floor(Date.now() / TOTP.periodMs);
  let found: number | null = null;
  for (let step = current - TOTP.window; step <= current + TOTP.window; step++) {
    const expected = Buffer.from(await otp.hotp(step));
    if (crypto.timingSafeEqual(expected, Buffer.from(code))) found = step;
  }
  return found;
}

export async function claimTotpStep(
  services: AppServices,
  userId: string,
  code: string,
): Promise<TotpClaim> {
  const [row] = await services.db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row) return "unknown";
  const { symmetricDecrypt } = await loadBetterAuth();
  const secret = await symmetricDecrypt({ key: await authSecret(services), data: row.secret });
  const step = await matchingStep(secret, code);
  if (step === null) return "unknown";
  const claimed = await services.db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactor.id });
  return claimed.length > 0 ? "claimed" : "reused";
}
