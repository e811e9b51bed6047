import crypto from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/server/db/database.server";
import { jobLocks } from "~/server/db/schema";

const processId = crypto.randomUUID();

/**
 * Runs `task` only if no other process (or concurrent call) holds the lock
 * `name`; returns `{ ran: false }` otherwise. The lease expires after `ttlMs`
 * so a crashed holder does not block the job forever.
 */
export async function withJobLock<T>(
  db: Database,
  name: string,
  ttlMs: number,
  task: () => Promise<T>,
  now: () => Date = () => new Date(),
): Promise<{ ran: true; result: T } | { ran: false }> {
  const holder = `${processId}:${crypto.randomUUID()}`;
  const start = now();
  const expiresAt = new Date(start.getTime() + ttlMs);
  const taken = await db
    .insert(jobLocks)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLocks.name,
      set: { holder, expiresAt },
      setWhere: lt(jobLocks.expiresAt, sql`${start.toISOString()}::timestamptz`),
    })
    .returning({ holder: jobLocks.holder });
  if (taken[0]?.holder !== holder) return { ran: false };
  try {
    return { ran: true, result: await task() };
  } finally {
    await db.delete(jobLocks).where(and(eq(jobLocks.name, name), eq(jobLocks.holder, holder)));
  }
}
