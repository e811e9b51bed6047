/**
 * Brute-force protection of the sign-in ("5 failures, then a growing
 * wait"). Each key has a count of attempts that did not end in a successful
 * sign-in. Past the key's free attempts, the next one waits 30 s after the
 * previous one, then 1 min, 2 min… up to 15 min. Counters live in the
 * database (`rate_limit_buckets`, keys prefixed "sign-in:") so that every
 * process agrees; they are forgotten an hour after the last attempt, or at
 * once after a successful sign-in.
 *
 * Which keys count an attempt depends on the browser (OWASP device cookies,
 * see device-cookie.server.ts): a browser the account signed in from before
 * is counted on its own device key only, so that an attack from elsewhere,
 * counted per account and per client, cannot lock the owner out of it; a
 * device that fails too often waits like any other key.
 *
 * An attempt is counted before the password is checked, inside a row lock,
 * so that parallel guesses cannot all slip through the same gap.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/server/db/database.server";
import { rateLimitBuckets } from "~/server/db/schema";
import { rateLimitClient } from "~/server/rate-limit.server";

export const SIGN_IN_THROTTLE = {
  /** Attempts allowed without waiting, per account and per client. */
  accountFreeAttempts: 5,
  clientFreeAttempts: 10,
  deviceFreeAttempts: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  /** Attempts are forgotten this long after the last one. */
  memoryMs: 60 * 60_000,
} as const;

interface ThrottleKey {
  key: string;
  freeAttempts: number;
}

export const accountThrottleKey = (email: string): ThrottleKey => ({
  key: `sign-in:account:${email.trim().toLowerCase()}`,
  freeAttempts: SIGN_IN_THROTTLE.accountFreeAttempts,
});

export const clientThrottleKey = (clientIp: string): ThrottleKey => ({
  key: `sign-in:client:${rateLimitClient(clientIp)}`,
  freeAttempts: SIGN_IN_THROTTLE.clientFreeAttempts,
});

/** Keys of an attempt from a browser the account does not know. */
export function signInThrottleKeys(email: string, clientIp: string): ThrottleKey[] {
  return [accountThrottleKey(email), clientThrottleKey(clientIp)];
}

/** Keys of an attempt from a browser with a valid device cookie for the account. */
export function deviceThrottleKeys(deviceId: string): ThrottleKey[] {
  return [{ key: `sign-in:device:${deviceId}`, freeAttempts: SIGN_IN_THROTTLE.deviceFreeAttempts }];
}

/** Wait imposed after `attempts` attempts, 0 while within the free ones. */
export function waitAfter(attempts: number, freeAttempts: number): number {
  if (attempts < freeAttempts) return 0;
  return Math.min(
    SIGN_IN_THROTTLE.maxDelayMs,
    SIGN_IN_THROTTLE.baseDelayMs * 2 ** (attempts - freeAttempts),
  );
}

type AttemptResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one sign-in attempt on every key, unless one of them is still
 * waiting: then nothing is counted and the wait left is returned.
 */
export async function beginSignInAttempt(
  db: Database,
  keys: ThrottleKey[],
  now: Date,
): Promise<AttemptResult> {
  return db.transaction(async (tx) => {
    const names = keys.map((k) => k.key);
    await tx
      .insert(rateLimitBuckets)
      .values(names.map((key) => ({ key, count: 0, windowEndsAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(rateLimitBuckets)
      .where(inArray(rateLimitBuckets.key, names))
      .orderBy(rateLimitBuckets.key)
      .for("update");

    let retryAfterMs = 0;
    const counts = new Map<string, number>();
    for (const { key, freeAttempts } of keys) {
      const row = rows.find((r) => r.key === key);
      const remembered = row && row.windowEndsAt.getTime() > now.getTime();
      const attempts = remembered ? row.count : 0;
      counts.set(key, attempts);
      // Within the free attempts nothing waits, even when a parallel attempt
      // that took the lock first read a later clock than this one.
      const wait = waitAfter(attempts, freeAttempts);
      if (!remembered || wait === 0) continue;
      const lastAttempt = row.windowEndsAt.getTime() - SIGN_IN_THROTTLE.memoryMs;
      const allowedAt = lastAttempt + wait;
      retryAfterMs = Math.max(retryAfterMs, allowedAt - now.getTime());
    }
    if (retryAfterMs > 0)
      return { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };

    const windowEndsAt = new Date(now.getTime() + SIGN_IN_THROTTLE.memoryMs);
    for (const { key } of keys) {
      await tx
        .update(rateLimitBuckets)
        .set({ count: (counts.get(key) ?? 0) + 1, windowEndsAt })
        .where(eq(rateLimitBuckets.key, key));
    }
    return { allowed: true } as const;
  });
}

/** A successful sign-in forgets the attempts of its account and client. */
export async function clearSignInAttempts(db: Database, keys: ThrottleKey[]) {
  await db.delete(rateLimitBuckets).where(
    inArray(
      rateLimitBuckets.key,
      keys.map((k) => k.key),
    ),
  );
}

/** Whether attempts counted on `key` must now wait (the account is locked for unknown browsers). */
export async function isThrottled(db: Database, { key, freeAttempts }: ThrottleKey, now: Date) {
  const [row] = await db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
  return Boolean(row && row.windowEndsAt.getTime() > now.getTime() && row.count >= freeAttempts);
}
