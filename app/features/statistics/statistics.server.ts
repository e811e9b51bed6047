/**
 * Statistics (not audience, not tracking: it counts, it records nothing): the
 * figures of /admin/statistiques, aggregated in SQL (the same on PGlite and
 * PostgreSQL). One function per table reads it once for the period and the
 * one before it: FILTER clauses split the two periods, GROUPING SETS give the
 * total and every breakdown from that one pass. `loadStatistics` composes
 * them. Days are Paris days.
 *
 * A read model (docs/decisions/0011): it reads the tables of leads,
 * tracking and audience directly, and never writes them.
 */
import { and, gte, lt, notInArray, sql, type SQL } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/database.server";
import { appointmentTracking, audiencePageViews, leads, trackingEvents } from "~/server/db/schema";
import { addIsoDays, parisDayStart } from "~/lib/paris-date";
import type { Period } from "./period";

/** Events recorded as clicks that are not a visitor pressing a booking button. */
const NOT_BUTTON_CLICKS = ["modal-form-submit", "external-direct-access"];

/** The clicks on the site's buttons in [start, end): the statistics page's and the dashboard's one notion. */
const buttonClicksBetween = (start: Date, end: Date) =>
  and(
    sql`${trackingEvents.event} = 'click'`,
    notInArray(trackingEvents.buttonId, NOT_BUTTON_CLICKS),
    gte(trackingEvents.createdAt, start),
    lt(trackingEvents.createdAt, end),
  );
/** Rows of each breakdown table. */
const BREAKDOWN_LIMIT = 15;

export interface Pair {
  current: number;
  previous: number;
}

interface Totals {
  views: Pair;
  visitors: Pair;
  clicks: Pair;
  leads: Pair;
  sessions: Pair;
  completed: Pair;
  closed: Pair;
  /** Median seconds on the calendar page of the sessions that reported a duration; null if none. */
  medianSeconds: { current: number | null; previous: number | null };
}

export interface Breakdown {
  key: string;
  current: number;
  previous: number;
  /** Visitors, where the measure has them (pages, referring sites). */
  visitors?: number;
}

interface UtmRow {
  source: string | null;
  campaign: string | null;
  clicks: number;
  leads: number;
  sessions: number;
}

interface DailyPoint {
  day: string;
  visitors: number;
  views: number;
  clicks: number;
  leads: number;
}

export interface Statistics {
  totals: Totals;
  pages: Breakdown[];
  referrers: Breakdown[];
  buttons: Breakdown[];
  clickPages: Breakdown[];
  utm: UtmRow[];
  daily: DailyPoint[];
}

const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`;
/** 1 in a row of GROUPING SETS where the column is not one of the set's keys. */
const grouping = (...columns: SQL[]) => sql<number>`grouping(${sql.join(columns, sql`, `)})::int`;

/** "/services/sport" from a stored page address (origin, query and fragment dropped). */
const clickPath = sql<string>`coalesce(nullif(regexp_replace(${trackingEvents.pageUrl}, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]+|[?#].*$', '', 'g'), ''), '/')`;
const parisDayOf = (column: SQL) =>
  sql<string>`((${column} at time zone 'Europe/Paris')::date)::text`;
const clickDay = parisDayOf(sql`${trackingEvents.createdAt}`);
const leadDay = parisDayOf(sql`${leads.createdAt}`);
const clickSource = sql<string | null>`(${trackingEvents.data} ->> 'utmSource')`;
const clickCampaign = sql<string | null>`(${trackingEvents.data} ->> 'utmCampaign')`;

/** Sorted by the period's figure (then by name), the first BREAKDOWN_LIMIT. */
function top(rows: Breakdown[]): Breakdown[] {
  return rows
    .sort((a, b) => b.current - a.current || a.key.localeCompare(b.key))
    .slice(0, BREAKDOWN_LIMIT);
}

/** The two periods as instants: [start, split) is the one before, [split, end) the period. */
interface Bounds {
  start: Date;
  split: SQL;
  end: Date;
}

function boundsOf(period: Period): Bounds {
  return {
    start: parisDayStart(period.previousFrom),
    split: sql`${parisDayStart(period.from).toISOString()}::timestamptz`,
    end: parisDayStart(addIsoDays(period.to, 1)),
  };
}

/** One UTM source and campaign's count in the period. */
interface UtmCount {
  source: string | null;
  campaign: string | null;
  current: number;
}

/** Rows of the day's figure, by Paris day. */
function byDay<T>(rows: T[], day: (row: T) => string | null): Map<string, T> {
  return new Map(rows.flatMap((row) => (day(row) ? [[day(row) as string, row] as const] : [])));
}

/** audience_page_views: views and visitors in all, by page, by referring site and by day. */
async function readPageViews(db: Database, period: Period) {
  const views = audiencePageViews;
  const viewCurrent = sql`${views.day} >= ${period.from}::date`;
  const now = (expression: SQL) => int(sql`${expression} filter (where ${viewCurrent})`);
  const before = (expression: SQL) => int(sql`${expression} filter (where not (${viewCurrent}))`);
  const rows = await db
    .select({
      byPath: grouping(sql`${views.path}`),
      byReferrer: grouping(sql`${views.referrerHost}`),
      byDay: grouping(sql`${views.day}`),
      path: views.path,
      referrerHost: views.referrerHost,
      day: sql<string | null>`${views.day}::text`,
      views: now(sql`sum(${views.views})`),
      viewsBefore: before(sql`sum(${views.views})`),
      siteVisitors: now(sql`sum(${views.siteVisitors})`),
      siteVisitorsBefore: before(sql`sum(${views.siteVisitors})`),
      pageVisitors: now(sql`sum(${views.pageVisitors})`),
      referrerVisitors: now(sql`sum(${views.referrerVisitors})`),
    })
    .from(views)
    .where(and(gte(views.day, period.previousFrom), lt(views.day, addIsoDays(period.to, 1))))
    .groupBy(sql`grouping sets ((${views.path}), (${views.referrerHost}), (${views.day}), ())`);

  const total = rows.find((r) => r.byPath && r.byReferrer && r.byDay);
  return {
    views: { current: total?.views ?? 0, previous: total?.viewsBefore ?? 0 },
    visitors: { current: total?.siteVisitors ?? 0, previous: total?.siteVisitorsBefore ?? 0 },
    pages: top(
      rows
        .filter((r) => !r.byPath)
        .map((r) => ({
          key: r.path,
          current: r.views,
          previous: r.viewsBefore,
          visitors: r.pageVisitors,
        })),
    ),
    referrers: top(
      rows
        .filter((r) => !r.byReferrer && r.referrerHost !== "")
        .map((r) => ({
          key: r.referrerHost,
          current: r.views,
          previous: r.viewsBefore,
          visitors: r.referrerVisitors,
        })),
    ),
    byDay: byDay(
      rows.filter((r) => !r.byDay),
      (r) => r.day,
    ),
  };
}

/** tracking_events: booking clicks in all, by button, by page, by day and by UTM. */
async function readClicks(db: Database, { start, split, end }: Bounds) {
  const clickCurrent = sql`${trackingEvents.createdAt} >= ${split}`;
  const rows = await db
    .select({
      byButton: grouping(sql`${trackingEvents.buttonId}`),
      byPath: grouping(clickPath),
      byDay: grouping(clickDay),
      byUtm: grouping(clickSource, clickCampaign),
      button: trackingEvents.buttonId,
      path: clickPath,
      day: clickDay,
      source: clickSource,
      campaign: clickCampaign,
      current: int(sql`count(*) filter (where ${clickCurrent})`),
      previous: int(sql`count(*) filter (where not (${clickCurrent}))`),
    })
    .from(trackingEvents)
    .where(buttonClicksBetween(start, end))
    .groupBy(
      sql`grouping sets ((${trackingEvents.buttonId}), (${clickPath}), (${clickDay}), (${clickSource}, ${clickCampaign}), ())`,
    );

  const total = rows.find((r) => r.byButton && r.byPath && r.byDay && r.byUtm);
  const breakdown = (grouped: typeof rows, key: (row: (typeof rows)[number]) => string) =>
    top(grouped.map((r) => ({ key: key(r), current: r.current, previous: r.previous })));
  return {
    clicks: { current: total?.current ?? 0, previous: total?.previous ?? 0 },
    buttons: breakdown(
      rows.filter((r) => !r.byButton),
      (r) => r.button ?? "",
    ),
    clickPages: breakdown(
      rows.filter((r) => !r.byPath),
      (r) => r.path,
    ),
    byDay: byDay(
      rows.filter((r) => !r.byDay),
      (r) => r.day,
    ),
    byUtm: rows.filter((r) => !r.byUtm) satisfies UtmCount[],
  };
}

/** leads: leads in all, by day and by UTM. */
async function readLeads(db: Database, { start, split, end }: Bounds) {
  const leadCurrent = sql`${leads.createdAt} >= ${split}`;
  const rows = await db
    .select({
      byDay: grouping(leadDay),
      byUtm: grouping(sql`${leads.utmSource}`, sql`${leads.utmCampaign}`),
      day: leadDay,
      source: leads.utmSource,
      campaign: leads.utmCampaign,
      current: int(sql`count(*) filter (where ${leadCurrent})`),
      previous: int(sql`count(*) filter (where not (${leadCurrent}))`),
    })
    .from(leads)
    .where(and(gte(leads.createdAt, start), lt(leads.createdAt, end)))
    .groupBy(sql`grouping sets ((${leadDay}), (${leads.utmSource}, ${leads.utmCampaign}), ())`);

  const total = rows.find((r) => r.byDay && r.byUtm);
  return {
    leads: { current: total?.current ?? 0, previous: total?.previous ?? 0 },
    byDay: byDay(
      rows.filter((r) => !r.byDay),
      (r) => r.day,
    ),
    byUtm: rows.filter((r) => !r.byUtm) satisfies UtmCount[],
  };
}

/** appointment_tracking: calendar sessions in all, completed, closed, their median duration, by UTM. */
async function readSessions(db: Database, { start, split, end }: Bounds) {
  const sessions = appointmentTracking;
  const sessionCurrent = sql`${sessions.createdAt} >= ${split}`;
  const closedOnly = sql`not ${sessions.completed} and ${sessions.exitType} = 'page_close'`;
  const median = (when: SQL) =>
    sql<
      number | null
    >`(percentile_cont(0.5) within group (order by ${sessions.durationSeconds}) filter (where ${sessions.durationSeconds} is not null and ${when}))::float8`;
  const rows = await db
    .select({
      byUtm: grouping(sql`${sessions.utmSource}`, sql`${sessions.utmCampaign}`),
      source: sessions.utmSource,
      campaign: sessions.utmCampaign,
      current: int(sql`count(*) filter (where ${sessionCurrent})`),
      previous: int(sql`count(*) filter (where not (${sessionCurrent}))`),
      completed: int(sql`count(*) filter (where ${sessions.completed} and ${sessionCurrent})`),
      completedBefore: int(
        sql`count(*) filter (where ${sessions.completed} and not (${sessionCurrent}))`,
      ),
      closed: int(sql`count(*) filter (where ${closedOnly} and ${sessionCurrent})`),
      closedBefore: int(sql`count(*) filter (where ${closedOnly} and not (${sessionCurrent}))`),
      median: median(sessionCurrent),
      medianBefore: median(sql`not (${sessionCurrent})`),
    })
    .from(sessions)
    .where(and(gte(sessions.createdAt, start), lt(sessions.createdAt, end)))
    .groupBy(sql`grouping sets ((${sessions.utmSource}, ${sessions.utmCampaign}), ())`);

  const total = rows.find((r) => r.byUtm);
  const asNumber = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    sessions: { current: total?.current ?? 0, previous: total?.previous ?? 0 },
    completed: { current: total?.completed ?? 0, previous: total?.completedBefore ?? 0 },
    closed: { current: total?.closed ?? 0, previous: total?.closedBefore ?? 0 },
    medianSeconds: { current: asNumber(total?.median), previous: asNumber(total?.medianBefore) },
    byUtm: rows.filter((r) => !r.byUtm) satisfies UtmCount[],
  };
}

/** The funnel by first-touch UTM source and campaign, in the period. */
function funnelByUtm(counts: Record<"clicks" | "leads" | "sessions", UtmCount[]>): UtmRow[] {
  const rows = new Map<string, UtmRow>();
  for (const field of ["clicks", "leads", "sessions"] as const) {
    for (const { source, campaign, current } of counts[field]) {
      if (current === 0) continue;
      const key = JSON.stringify([source, campaign]);
      const row = rows.get(key) ?? { source, campaign, clicks: 0, leads: 0, sessions: 0 };
      row[field] += current;
      rows.set(key, row);
    }
  }
  return [...rows.values()]
    .sort((x, y) => y.leads - x.leads || y.clicks - x.clicks || y.sessions - x.sessions)
    .slice(0, BREAKDOWN_LIMIT * 2);
}

/** The figures of /admin/statistiques: one query per table, composed. */
export async function loadStatistics(
  services: Pick<AppServices, "db">,
  period: Period,
): Promise<Statistics> {
  const { db } = services;
  const bounds = boundsOf(period);
  const audience = await readPageViews(db, period);
  const clicks = await readClicks(db, bounds);
  const leadFigures = await readLeads(db, bounds);
  const sessions = await readSessions(db, bounds);

  // One point per day of the period, empty days included.
  const daily = Array.from({ length: period.days }, (_, index) => {
    const day = addIsoDays(period.from, index);
    return {
      day,
      visitors: audience.byDay.get(day)?.siteVisitors ?? 0,
      views: audience.byDay.get(day)?.views ?? 0,
      clicks: clicks.byDay.get(day)?.current ?? 0,
      leads: leadFigures.byDay.get(day)?.current ?? 0,
    };
  });

  return {
    totals: {
      views: audience.views,
      visitors: audience.visitors,
      clicks: clicks.clicks,
      leads: leadFigures.leads,
      sessions: sessions.sessions,
      completed: sessions.completed,
      closed: sessions.closed,
      medianSeconds: sessions.medianSeconds,
    },
    pages: audience.pages,
    referrers: audience.referrers,
    buttons: clicks.buttons,
    clickPages: clicks.clickPages,
    utm: funnelByUtm({ clicks: clicks.byUtm, leads: leadFigures.byUtm, sessions: sessions.byUtm }),
    daily,
  };
}

/**
 * The dashboard's card: the last 7 days in four numbers, the totals of
 * `loadStatistics` for that period, without its breakdowns or the period
 * before (every visit to the dashboard pays for it): one query, the count
 * of leads making its one row, the other totals subqueries beside it.
 */
export async function lastWeekSummary(services: Pick<AppServices, "db">, today: string) {
  const { db } = services;
  const from = addIsoDays(today, -6);
  const start = parisDayStart(from);
  const end = parisDayStart(addIsoDays(today, 1));
  const views = audiencePageViews;
  const [row] = await db
    .select({
      leads: int(sql`count(*)`),
      visitors: int(
        sql`(${db
          .select({ n: sql`sum(${views.siteVisitors})` })
          .from(views)
          .where(and(gte(views.day, from), lt(views.day, addIsoDays(today, 1))))})`,
      ),
      clicks: int(
        sql`(${db
          .select({ n: sql`count(*)` })
          .from(trackingEvents)
          .where(buttonClicksBetween(start, end))})`,
      ),
      sessions: int(
        sql`(${db
          .select({ n: sql`count(*)` })
          .from(appointmentTracking)
          .where(
            and(gte(appointmentTracking.createdAt, start), lt(appointmentTracking.createdAt, end)),
          )})`,
      ),
    })
    .from(leads)
    .where(and(gte(leads.createdAt, start), lt(leads.createdAt, end)));
  return {
    visitors: row?.visitors ?? 0,
    clicks: row?.clicks ?? 0,
    leads: row?.leads ?? 0,
    sessions: row?.sessions ?? 0,
  };
}
