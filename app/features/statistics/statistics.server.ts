/**
 * Statistics (it counts, it records nothing): the figures of
 * /admin/statistiques, aggregated in SQL (the same on PGlite and PostgreSQL). Each table is read once for the period and the one before
 * it: FILTER clauses split the two periods, GROUPING SETS give the total and
 * every breakdown from that one pass. Days are Paris days.
 *
 * A read model (docs/decisions/0011): it reads the tables of leads,
 * tracking and audience directly, and never writes them.
 */
import { and, gte, lt, notInArray, sql, type SQL } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { appointmentTracking, audiencePageViews, leads, trackingEvents } from "~/server/db/schema";
import { addIsoDays, parisDayStart } from "~/lib/paris-date";
import type { Period } from "./period";

/** Events recorded as clicks that are not a visitor pressing a booking button. */
export const NOT_BUTTON_CLICKS = ["modal-form-submit", "external-direct-access"];
/** Rows of each breakdown table. */
export const BREAKDOWN_LIMIT = 15;

export interface Pair {
  current: number;
  previous: number;
}

export interface Totals {
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

export interface UtmRow {
  source: string | null;
  campaign: string | null;
  clicks: number;
  leads: number;
  sessions: number;
}

export interface DailyPoint {
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

export async function loadStatistics(
  services: Pick<AppServices, "db">,
  period: Period,
): Promise<Statistics> {
  const { db } = services;
  const start = parisDayStart(period.previousFrom);
  const split = sql`${parisDayStart(period.from).toISOString()}::timestamptz`;
  const end = parisDayStart(addIsoDays(period.to, 1));
  const views = audiencePageViews;
  const viewCurrent = sql`${views.day} >= ${period.from}::date`;
  const now = (expression: SQL) => int(sql`${expression} filter (where ${viewCurrent})`);
  const before = (expression: SQL) => int(sql`${expression} filter (where not (${viewCurrent}))`);

  const audienceRows = await db
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

  const clickCurrent = sql`${trackingEvents.createdAt} >= ${split}`;
  const clickRows = await db
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
    .where(
      and(
        sql`${trackingEvents.event} = 'click'`,
        notInArray(trackingEvents.buttonId, NOT_BUTTON_CLICKS),
        gte(trackingEvents.createdAt, start),
        lt(trackingEvents.createdAt, end),
      ),
    )
    .groupBy(
      sql`grouping sets ((${trackingEvents.buttonId}), (${clickPath}), (${clickDay}), (${clickSource}, ${clickCampaign}), ())`,
    );

  const leadCurrent = sql`${leads.createdAt} >= ${split}`;
  const leadRows = await db
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

  const sessions = appointmentTracking;
  const sessionCurrent = sql`${sessions.createdAt} >= ${split}`;
  const closedOnly = sql`not ${sessions.completed} and ${sessions.exitType} = 'page_close'`;
  const median = (when: SQL) =>
    sql<
      number | null
    >`(percentile_cont(0.5) within group (order by ${sessions.durationSeconds}) filter (where ${sessions.durationSeconds} is not null and ${when}))::float8`;
  const sessionRows = await db
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

  // ---- totals: the rows of the empty grouping set
  const audienceTotal = audienceRows.find((r) => r.byPath && r.byReferrer && r.byDay);
  const clickTotal = clickRows.find((r) => r.byButton && r.byPath && r.byDay && r.byUtm);
  const leadTotal = leadRows.find((r) => r.byDay && r.byUtm);
  const sessionTotal = sessionRows.find((r) => r.byUtm);
  const asNumber = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  const totals: Totals = {
    views: { current: audienceTotal?.views ?? 0, previous: audienceTotal?.viewsBefore ?? 0 },
    visitors: {
      current: audienceTotal?.siteVisitors ?? 0,
      previous: audienceTotal?.siteVisitorsBefore ?? 0,
    },
    clicks: { current: clickTotal?.current ?? 0, previous: clickTotal?.previous ?? 0 },
    leads: { current: leadTotal?.current ?? 0, previous: leadTotal?.previous ?? 0 },
    sessions: { current: sessionTotal?.current ?? 0, previous: sessionTotal?.previous ?? 0 },
    completed: {
      current: sessionTotal?.completed ?? 0,
      previous: sessionTotal?.completedBefore ?? 0,
    },
    closed: { current: sessionTotal?.closed ?? 0, previous: sessionTotal?.closedBefore ?? 0 },
    medianSeconds: {
      current: asNumber(sessionTotal?.median),
      previous: asNumber(sessionTotal?.medianBefore),
    },
  };

  // ---- breakdowns
  const pages = top(
    audienceRows
      .filter((r) => !r.byPath)
      .map((r) => ({
        key: r.path,
        current: r.views,
        previous: r.viewsBefore,
        visitors: r.pageVisitors,
      })),
  );
  const referrers = top(
    audienceRows
      .filter((r) => !r.byReferrer && r.referrerHost !== "")
      .map((r) => ({
        key: r.referrerHost,
        current: r.views,
        previous: r.viewsBefore,
        visitors: r.referrerVisitors,
      })),
  );
  const clickBreakdown = (
    rows: typeof clickRows,
    key: (row: (typeof clickRows)[number]) => string,
  ) => top(rows.map((r) => ({ key: key(r), current: r.current, previous: r.previous })));
  const buttons = clickBreakdown(
    clickRows.filter((r) => !r.byButton),
    (r) => r.button ?? "",
  );
  const clickPages = clickBreakdown(
    clickRows.filter((r) => !r.byPath),
    (r) => r.path,
  );

  // ---- the funnel by first-touch UTM source and campaign, in the period
  const utmRows = new Map<string, UtmRow>();
  const addUtm = (
    rows: { source: string | null; campaign: string | null; current: number }[],
    field: "clicks" | "leads" | "sessions",
  ) => {
    for (const { source, campaign, current } of rows) {
      if (current === 0) continue;
      const key = JSON.stringify([source, campaign]);
      const row = utmRows.get(key) ?? { source, campaign, clicks: 0, leads: 0, sessions: 0 };
      row[field] += current;
      utmRows.set(key, row);
    }
  };
  addUtm(
    clickRows.filter((r) => !r.byUtm),
    "clicks",
  );
  addUtm(
    leadRows.filter((r) => !r.byUtm),
    "leads",
  );
  addUtm(
    sessionRows.filter((r) => !r.byUtm),
    "sessions",
  );
  const utm = [...utmRows.values()]
    .sort((x, y) => y.leads - x.leads || y.clicks - x.clicks || y.sessions - x.sessions)
    .slice(0, BREAKDOWN_LIMIT * 2);

  // ---- one point per day of the period, empty days included
  const byDay = <T>(rows: T[], day: (row: T) => string | null) =>
    new Map(rows.flatMap((row) => (day(row) ? [[day(row) as string, row] as const] : [])));
  const audienceByDay = byDay(
    audienceRows.filter((r) => !r.byDay),
    (r) => r.day,
  );
  const clicksByDay = byDay(
    clickRows.filter((r) => !r.byDay),
    (r) => r.day,
  );
  const leadsByDay = byDay(
    leadRows.filter((r) => !r.byDay),
    (r) => r.day,
  );
  const daily = Array.from({ length: period.days }, (_, index) => {
    const day = addIsoDays(period.from, index);
    return {
      day,
      visitors: audienceByDay.get(day)?.siteVisitors ?? 0,
      views: audienceByDay.get(day)?.views ?? 0,
      clicks: clicksByDay.get(day)?.current ?? 0,
      leads: leadsByDay.get(day)?.current ?? 0,
    };
  });

  return { totals, pages, referrers, buttons, clickPages, utm, daily };
}

/** The dashboard's card: the last 7 days in four numbers. */
export async function lastWeekSummary(services: AppServices, today: string) {
  const period: Period = {
    preset: "7",
    from: addIsoDays(today, -6),
    to: today,
    days: 7,
    previousFrom: addIsoDays(today, -13),
    previousTo: addIsoDays(today, -7),
  };
  const { totals } = await loadStatistics(services, period);
  return {
    visitors: totals.visitors.current,
    clicks: totals.clicks.current,
    leads: totals.leads.current,
    sessions: totals.sessions.current,
  };
}
