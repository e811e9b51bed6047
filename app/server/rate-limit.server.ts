import net from "node:net";
import { lt, sql } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import type { Database } from "~/server/db/database.server";
import { rateLimitBuckets } from "~/server/db/schema";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit on `key` in a fixed window stored in the database, so that
 * every process agrees. One atomic upsert: a new window starts when the
 * previous one has ended.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowEnd = new Date(now.getTime() + rule.windowMs);
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${rateLimitBuckets.windowEndsAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitBuckets.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimitBuckets.windowEndsAt} <= ${now.toISOString()}::timestamptz then ${windowEnd.toISOString()}::timestamptz else ${rateLimitBuckets.windowEndsAt} end`,
      },
    })
    .returning();
  if (!row || row.count <= rule.limit) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Deletes the counters whose window ended more than a day ago: a new window starts from zero anyway. */
export async function purgeFinishedRateLimits(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowEndsAt, new Date(now.getTime() - 24 * 3600_000)))
    .returning({ key: rateLimitBuckets.key });
  return removed.length;
}

/**
 * Who a rate limit counts: an IPv4 client by its address, an IPv6 client by
 * its /64 (a home or phone connection gets a whole /64 and may use any
 * address in it), an IPv4-mapped IPv6 address as its IPv4 address. What is
 * not an IP address (a missing one) is kept as it is.
 */
export function rateLimitClient(address: string): string {
  if (net.isIP(address) === 0) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = parsed.toByteArray().slice(0, 8);
  return `${ipaddr.fromByteArray([...prefix, 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`;
}
