/**
 * Audience (not tracking, not statistics): page views counted on the server without cookies, within the CNIL's
 * exemption for audience measurement (docs/decisions/0012-insights-and-privacy-requests.md):
 * nothing is stored in the browser, no address or user agent is stored, and
 * counts are kept per Paris day, page and referring host only.
 *
 * A visitor is recognised for one day by a keyed hash of address and user
 * agent; the key is random, made each day, and lives in this process's
 * memory only, like the set of the day's hashes. Counters stay in memory and
 * are added to the database every few seconds.
 *
 * One client (an address, an IPv6 /64) brings at most a few new referring
 * hosts a day; past them, its new hosts are counted as "autres". Without
 * this, one client inventing 5,000 hosts would fill the day's quota and
 * fold every real referrer of the day into "autres". It is known by the
 * same kind of keyed hash, forgotten with the day.
 */
import { createHmac, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { audiencePageViews } from "~/server/db/schema";
import { rateLimitClient } from "~/server/rate-limit.server";
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

type PendingCounts = Counts & { day: string; path: string; referrerHost: string };

interface Day {
  day: string;
  salt: Buffer;
  /** Visitor hashes of the day: on the site, per page, per referring host. */
  site: Set<string>;
  pages: Map<string, Set<string>>;
  referrers: Map<string, Set<string>>;
  /** New referring hosts each client (by keyed hash) brought today. */
  hostsByClient: Map<string, number>;
  /** Hashes held in all the sets and the map above. */
  remembered: number;
}

/**
 * Bounds that keep a flood of distinct referrers, pages or visitors (one
 * client forging headers) from growing memory or a flush without end: a
 * day's distinct referring hosts, the page/referrer pairs waiting for a
 * flush, and the visitor hashes remembered for the day.
 */
interface PageViewLimits {
  referrersPerDay: number;
  /** New referring hosts one client may bring in a day. */
  referrersPerClient: number;
  pendingPairs: number;
  /** Extra pairs allowed for the per-page "autres" rows that take in folded referrers. */
  foldedPairs: number;
  visitorHashesPerDay: number;
}

export const PAGE_VIEW_LIMITS: PageViewLimits = {
  referrersPerDay: 5_000,
  // A visitor comes from a search engine, a directory, a social network: a few a day at most.
  referrersPerClient: 10,
  pendingPairs: 10_000,
  foldedPairs: 1_000,
  visitorHashesPerDay: 300_000,
};

/** The referring host counted in place of the hosts beyond the day's limit. */
export const OTHER_REFERRERS = "autres";

/**
 * Rows per INSERT: seven parameters a row, so 2,000 rows stay far below
 * PostgreSQL's 65,535 parameters per statement.
 */
const ROWS_PER_INSERT = 2_000;

/** The first time `hash` is seen in the set of `key`, add it and say so. */
function firstTime(
  sets: Map<string, Set<string>>,
  key: string,
  hash: string,
  day: Day,
  budget: number,
): boolean {
  let set = sets.get(key);
  if (!set) sets.set(key, (set = new Set()));
  if (set.has(hash)) return false;
  // Past the day's budget, new visitors are counted as views only.
  if (day.remembered >= budget) return false;
  set.add(hash);
  day.remembered++;
  return true;
}

const keyOf = (counts: { day: string; path: string; referrerHost: string }) =>
  `${counts.day}\n${counts.path}\n${counts.referrerHost}`;

/** The innermost error's message: the driver's, without the query's parameter values. */
function rootMessage(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}

export interface PageViewCounter {
  record(view: PageView): void;
  /**
   * Adds the pending counts to the database; safe to call at any time. A
   * failure keeps the counts for the next flush and throws an error whose
   * message holds none of the counted values.
   */
  flush(): Promise<void>;
  /** How many page/referrer pairs wait for the next flush (tests, shutdown). */
  pending(): number;
  /** Views dropped since start because too many distinct pairs were waiting. */
  dropped(): number;
}

/** A day's first view: a new key, and yesterday's hashes are forgotten. */
/** A new day: a new key, and yesterday's hashes are forgotten. */
function newDay(day: string): Day {
  return {
    day,
    salt: randomBytes(32),
    site: new Set(),
    pages: new Map(),
    referrers: new Map(),
    hostsByClient: new Map(),
    remembered: 0,
  };
}

/** Adds pending counts to the rows of their day, page and referrer. */
function addCounts({ db }: Pick<AppServices, "db">, rows: PendingCounts[]) {
  return db
    .insert(audiencePageViews)
    .values(rows)
    .onConflictDoUpdate({
      target: [audiencePageViews.day, audiencePageViews.path, audiencePageViews.referrerHost],
      set: {
        views: sql`${audiencePageViews.views} + excluded.views`,
        siteVisitors: sql`${audiencePageViews.siteVisitors} + excluded.site_visitors`,
        pageVisitors: sql`${audiencePageViews.pageVisitors} + excluded.page_visitors`,
        referrerVisitors: sql`${audiencePageViews.referrerVisitors} + excluded.referrer_visitors`,
      },
    });
}

/** A visitor or client of the day, known by a hash keyed with the day's salt. */
function keyedHash(day: Day, value: string): string {
  return createHmac("sha256", day.salt).update(value).digest("base64url").slice(0, 22);
}

/**
 * The host a view is counted under: its own when known today, else when
 * its client and the day both have room for a new one; "autres" otherwise.
 */
function countedReferrer(day: Day, view: PageView, limits: PageViewLimits): string {
  const host = view.referrerHost;
  if (host === "" || day.referrers.has(host)) return host;
  if (day.referrers.size >= limits.referrersPerDay) return OTHER_REFERRERS;
  const client = keyedHash(day, `client\n${rateLimitClient(view.clientAddress)}`);
  const brought = day.hostsByClient.get(client);
  if (brought === undefined && day.remembered >= limits.visitorHashesPerDay) {
    return OTHER_REFERRERS;
  }
  if ((brought ?? 0) >= limits.referrersPerClient) return OTHER_REFERRERS;
  if (brought === undefined) day.remembered++;
  day.hostsByClient.set(client, (brought ?? 0) + 1);
  return host;
}

/** Counts the visitor `hash` once on the site, its page and its referrer, within the budget. */
function countVisitor(day: Day, counts: PendingCounts, hash: string, budget: number) {
  if (!day.site.has(hash) && day.remembered < budget) {
    day.site.add(hash);
    day.remembered++;
    counts.siteVisitors++;
  }
  if (firstTime(day.pages, counts.path, hash, day, budget)) counts.pageVisitors++;
  if (counts.referrerHost && firstTime(day.referrers, counts.referrerHost, hash, day, budget))
    counts.referrerVisitors++;
}

export function createPageViewCounter(
  services: AppServices,
  limits: PageViewLimits = PAGE_VIEW_LIMITS,
): PageViewCounter {
  let today: Day | null = null;
  let pending = new Map<string, PendingCounts>();
  let dropped = 0;

  const dayOf = (at: Date): Day => {
    const day = parisIsoDate(at);
    if (!today || today.day !== day) today = newDay(day);
    return today;
  };

  /**
   * The pending counts for a page and referrer, created if there is room:
   * past the pending limit a referrer is folded into "autres", and a view
   * that still finds no room is dropped (and counted as such).
   */
  const pendingFor = (day: string, path: string, referrerHost: string) => {
    const wanted = pending.get(keyOf({ day, path, referrerHost }));
    if (wanted) return wanted;
    const add = (host: string) => {
      const counts: PendingCounts = {
        day,
        path,
        referrerHost: host,
        views: 0,
        siteVisitors: 0,
        pageVisitors: 0,
        referrerVisitors: 0,
      };
      pending.set(keyOf(counts), counts);
      return counts;
    };
    if (pending.size < limits.pendingPairs) return add(referrerHost);
    if (referrerHost === "") return null;
    const folded = pending.get(keyOf({ day, path, referrerHost: OTHER_REFERRERS }));
    if (folded) return folded;
    if (pending.size < limits.pendingPairs + limits.foldedPairs) return add(OTHER_REFERRERS);
    return null;
  };

  const merge = (counts: PendingCounts) => {
    const into = pendingFor(counts.day, counts.path, counts.referrerHost);
    if (!into) {
      dropped += counts.views;
      return;
    }
    into.views += counts.views;
    into.siteVisitors += counts.siteVisitors;
    into.pageVisitors += counts.pageVisitors;
    into.referrerVisitors += counts.referrerVisitors;
  };

  return {
    record(view) {
      const day = dayOf(view.at);
      const hash = keyedHash(day, `${view.clientAddress}\n${view.userAgent}`);
      const referrerHost = countedReferrer(day, view, limits);
      const counts = pendingFor(day.day, view.path, referrerHost);
      if (!counts) {
        dropped++;
        return;
      }
      counts.views++;
      countVisitor(day, counts, hash, limits.visitorHashesPerDay);
    },

    async flush() {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      let written = 0;
      try {
        for (; written < batch.length; written += ROWS_PER_INSERT) {
          await addCounts(services, batch.slice(written, written + ROWS_PER_INSERT));
        }
      } catch (error) {
        // The counts not written go back for the next flush, within the same limits.
        for (const counts of batch.slice(written)) merge(counts);
        // The driver's message only: the query's error lists every parameter value.
        throw new Error(`Mesure d'audience : compteurs non enregistrés (${rootMessage(error)})`);
      }
    },

    pending: () => pending.size,
    dropped: () => dropped,
  };
}

/** Page views are kept 25 months (the CNIL's limit for audience statistics). */
const PAGE_VIEW_RETENTION_MONTHS = 25;

export async function purgeExpiredPageViews(services: AppServices): Promise<number> {
  const cutoff = new Date(services.now());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - PAGE_VIEW_RETENTION_MONTHS);
  const removed = await services.db
    .delete(audiencePageViews)
    .where(sql`${audiencePageViews.day} < ${parisIsoDate(cutoff)}::date`)
    .returning({ day: audiencePageViews.day });
  return removed.length;
}
