/**
 * Audience (not tracking, not statistics): page views counted on the server without cookies, within the CNIL's
 * exemption for audience measurement (docs/decisions/0012-insights-and-privacy-requests.md):
 * nothing is stored in the browser, no address or user agent is stored, and
 * counts are kept per Paris day, page and referring host only.
 *
 * A visitor is recognised for one day by a keyed hash of address and user
 * agent; the key is random, made each day, and lives in this process's
 * memory only, like the set of the day's hashes. Counters stay in memory and
 * are added to the database every few seconds (one statement per flush).
 */
import { createHmac, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { audiencePageViews } from "~/server/db/schema";
import { parisIsoDate } from "~/lib/paris-date";

export interface PageView {
  path: string;
  /** Host of an external referrer; "" for none or this site. */
  referrerHost: string;
  clientAddress: string;
  userAgent: string;
  at: Date;
}

interface Counts {
  views: number;
  siteVisitors: number;
  pageVisitors: number;
  referrerVisitors: number;
}

interface Day {
  day: string;
  salt: Buffer;
  /** Visitor hashes of the day: on the site, per page, per referring host. */
  site: Set<string>;
  pages: Map<string, Set<string>>;
  referrers: Map<string, Set<string>>;
}

/** The first time `hash` is seen in the set of `key`, add it and say so. */
function firstTime(sets: Map<string, Set<string>>, key: string, hash: string): boolean {
  let set = sets.get(key);
  if (!set) sets.set(key, (set = new Set()));
  if (set.has(hash)) return false;
  set.add(hash);
  return true;
}

export interface PageViewCounter {
  record(view: PageView): void;
  /** Adds the pending counts to the database; safe to call at any time. */
  flush(): Promise<void>;
  /** How many counts wait for the next flush (tests, shutdown). */
  pending(): number;
}

export function createPageViewCounter(services: AppServices): PageViewCounter {
  let today: Day | null = null;
  let pending = new Map<string, Counts & { day: string; path: string; referrerHost: string }>();

  const dayOf = (at: Date): Day => {
    const day = parisIsoDate(at);
    // A new day: a new key, and yesterday's hashes are forgotten.
    if (!today || today.day !== day)
      today = {
        day,
        salt: randomBytes(32),
        site: new Set(),
        pages: new Map(),
        referrers: new Map(),
      };
    return today;
  };

  return {
    record(view) {
      const day = dayOf(view.at);
      const hash = createHmac("sha256", day.salt)
        .update(`${view.clientAddress}\n${view.userAgent}`)
        .digest("base64url")
        .slice(0, 22);
      const key = `${day.day}\n${view.path}\n${view.referrerHost}`;
      let counts = pending.get(key);
      if (!counts) {
        counts = {
          day: day.day,
          path: view.path,
          referrerHost: view.referrerHost,
          views: 0,
          siteVisitors: 0,
          pageVisitors: 0,
          referrerVisitors: 0,
        };
        pending.set(key, counts);
      }
      counts.views++;
      if (!day.site.has(hash)) {
        day.site.add(hash);
        counts.siteVisitors++;
      }
      if (firstTime(day.pages, view.path, hash)) counts.pageVisitors++;
      if (view.referrerHost && firstTime(day.referrers, view.referrerHost, hash))
        counts.referrerVisitors++;
    },

    async flush() {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      try {
        await services.db
          .insert(audiencePageViews)
          .values(batch)
          .onConflictDoUpdate({
            target: [audiencePageViews.day, audiencePageViews.path, audiencePageViews.referrerHost],
            set: {
              views: sql`${audiencePageViews.views} + excluded.views`,
              siteVisitors: sql`${audiencePageViews.siteVisitors} + excluded.site_visitors`,
              pageVisitors: sql`${audiencePageViews.pageVisitors} + excluded.page_visitors`,
              referrerVisitors: sql`${audiencePageViews.referrerVisitors} + excluded.referrer_visitors`,
            },
          });
      } catch (error) {
        // Put the counts back for the next flush rather than lose them.
        for (const counts of batch) {
          const key = `${counts.day}\n${counts.path}\n${counts.referrerHost}`;
          const newer = pending.get(key);
          if (!newer) pending.set(key, counts);
          else {
            newer.views += counts.views;
            newer.siteVisitors += counts.siteVisitors;
            newer.pageVisitors += counts.pageVisitors;
            newer.referrerVisitors += counts.referrerVisitors;
          }
        }
        throw error;
      }
    },

    pending: () => pending.size,
  };
}

/** Page views are kept 25 months (the CNIL's limit for audience statistics). */
export const PAGE_VIEW_RETENTION_MONTHS = 25;

export async function purgeExpiredPageViews(services: AppServices): Promise<number> {
  const cutoff = new Date(services.now());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - PAGE_VIEW_RETENTION_MONTHS);
  const removed = await services.db
    .delete(audiencePageViews)
    .where(sql`${audiencePageViews.day} < ${parisIsoDate(cutoff)}::date`)
    .returning({ day: audiencePageViews.day });
  return removed.length;
}
