/**
 * 'Adresses introuvables': the addresses answered 404 to visitors, so the
 * practitioner sees the old addresses nothing redirects yet. Only the path
 * and two figures are kept: no address of the visitor, no query string
 * (it may hold a name or an e-mail) except WordPress's `?p=`, no robot.
 *
 * Counted in memory (a 404 from the page cache costs a Map update) and
 * added to the database by `flush`, every few seconds; processes sharing a
 * database add up. At most 500 addresses, of the last 90 days, are kept.
 */
import { isbot } from "isbot";
import { subDays } from "date-fns";
import { and, desc, gte, inArray, lt, notInArray, or, sql } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { notFoundAddresses, redirections } from "~/server/db/schema";
import { requestKey } from "./redirection-rules";
import { isFixedSiteAddress } from "./served-addresses.server";

export const NOT_FOUND_KEPT = 500;
export const NOT_FOUND_DAYS = 90;
/** Longer addresses are not old pages but noise: not kept. */
const MAX_LOGGED_LENGTH = 300;
/** Distinct addresses held between two flushes; a flood of random ones stops there. */
const MAX_PENDING = 1_000;

type Services = Pick<AppServices, "db" | "now">;

export interface NotFoundLog {
  /** Notes a 404 answered to a request (its raw URL and User-Agent). */
  record(rawUrl: string, userAgent: string | undefined): void;
  /** Adds what was noted to the database. */
  flush(): Promise<void>;
}

/** React Router's data request for a page (`/x.data`, the home page's `/_root.data`) counts as the page. */
const DATA_REQUEST = /\.data(?=$|\?)/;

function pageKey(rawUrl: string): string | null {
  const key = requestKey(rawUrl.replace(DATA_REQUEST, ""));
  return key === "/_root" ? "/" : key;
}

export function createNotFoundLog(services: Services): NotFoundLog {
  let pending = new Map<string, { hits: number; lastSeenAt: Date }>();
  return {
    record(rawUrl, userAgent) {
      if (!userAgent || isbot(userAgent)) return;
      const path = pageKey(rawUrl);
      // Addresses of the site's own areas (a missing image, an old build file) cannot be redirected.
      if (path === null || path.length > MAX_LOGGED_LENGTH || isFixedSiteAddress(path)) return;
      const seen = pending.get(path);
      if (seen) {
        seen.hits += 1;
        seen.lastSeenAt = services.now();
      } else if (pending.size < MAX_PENDING) {
        pending.set(path, { hits: 1, lastSeenAt: services.now() });
      }
    },
    async flush() {
      if (pending.size === 0) return;
      const rows = [...pending].map(([path, seen]) => ({ path, ...seen }));
      pending = new Map();
      await services.db.transaction(async (tx) => {
        await tx
          .insert(notFoundAddresses)
          .values(rows)
          .onConflictDoUpdate({
            target: notFoundAddresses.path,
            set: {
              hits: sql`${notFoundAddresses.hits} + excluded.hits`,
              lastSeenAt: sql`greatest(${notFoundAddresses.lastSeenAt}, excluded.last_seen_at)`,
            },
          });
        // Old ones, and those redirected since: the 500 kept are all still to redirect.
        await tx
          .delete(notFoundAddresses)
          .where(
            or(
              lt(notFoundAddresses.lastSeenAt, subDays(services.now(), NOT_FOUND_DAYS)),
              inArray(
                notFoundAddresses.path,
                tx.select({ path: redirections.fromPath }).from(redirections),
              ),
            ),
          );
        const kept = tx
          .select({ path: notFoundAddresses.path })
          .from(notFoundAddresses)
          .orderBy(desc(notFoundAddresses.hits), desc(notFoundAddresses.lastSeenAt))
          .limit(NOT_FOUND_KEPT);
        await tx.delete(notFoundAddresses).where(notInArray(notFoundAddresses.path, kept));
      });
    },
  };
}

export interface NotFoundAddress {
  path: string;
  hits: number;
  lastSeenAt: Date;
}

/** The addresses of the last 90 days not redirected since, most visited first. */
export function listNotFoundAddresses(services: Services): Promise<NotFoundAddress[]> {
  return services.db
    .select({
      path: notFoundAddresses.path,
      hits: notFoundAddresses.hits,
      lastSeenAt: notFoundAddresses.lastSeenAt,
    })
    .from(notFoundAddresses)
    .where(
      and(
        gte(notFoundAddresses.lastSeenAt, subDays(services.now(), NOT_FOUND_DAYS)),
        notInArray(
          notFoundAddresses.path,
          services.db.select({ path: redirections.fromPath }).from(redirections),
        ),
      ),
    )
    .orderBy(desc(notFoundAddresses.hits), desc(notFoundAddresses.lastSeenAt))
    .limit(NOT_FOUND_KEPT);
}
