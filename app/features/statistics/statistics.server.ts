/**
 * The figures of /admin/statistiques, aggregated in SQL (the same on PGlite
 * and PostgreSQL). Each query reads the period and the one before it in one
 * pass, with FILTER clauses; days are Paris days.
 */
import { and, desc, gte, lt, notInArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { appointmentTracking, audiencePageViews, leads, trackingEvents } from "~/server/db/schema";
import { addIsoDays, parisDayStart } from "~/lib/paris-date";
import type { Period } from "./period";

/** Events recorded as clicks that are not a visitor pressing a booking button. */
export const NOT_BUTTON_CLICKS = ["modal-form-submit", "external-direct-access"];
/** Rows of each breakdown table. */
export const BREAKDOWN_LIMIT = 15;

const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`;

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

/** The instants and days of a period and of the one before it. */
function bounds(period: Period) {
  return {
    start: parisDayStart(period.previousFrom),
    split: parisDayStart(period.from),
    end: parisDayStart(addIsoDays(period.to, 1)),
  };
}

/** "/services/sport" from a stored page address (origin, query and fragment dropped). */
const pathOf = (column: AnyColumn) =>
  sql<string>`coalesce(nullif(regexp_replace(${column}, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]+|[?#].*$', '', 'g'), ''), '/')`;

const parisDay = (column: AnyColumn) =>
  sql<string>`((${column} at time zone 'Europe/Paris')::date)::text`;

const pair = (row: { current: number; previous: number } | undefined): Pair => ({
  current: row?.current ?? 0,
  previous: row?.previous ?? 0,
});

const buttonClick = and(
  sql`${trackingEvents.event} = 'click'`,
  notInArray(trackingEvents.buttonId, NOT_BUTTON_CLICKS),
);

export async function loadStatistics(services: AppServices, period: Period): Promise<Statistics> {
  const { db } = services;
  const { start, split, end } = bounds(period);
  const inCurrent = (column: AnyColumn) => sql`${column} >= ${split.toISOString()}::timestamptz`;
  const views = audiencePageViews;
  const dayCurrent = sql`${views.day} >= ${period.from}::date`;
  const viewsInBoth = and(
    gte(views.day, period.previousFrom),
    lt(views.day, addIsoDays(period.to, 1)),
  );
  const clicksInBoth = and(
    buttonClick,
    gte(trackingEvents.createdAt, start),
    lt(trackingEvents.createdAt, end),
  );
  const leadsInBoth = and(gte(leads.createdAt, start), lt(leads.createdAt, end));
  const sessionsInBoth = and(
    gte(appointmentTracking.createdAt, start),
    lt(appointmentTracking.createdAt, end),
  );
  const currentFilter = (expression: SQL) => sql`${expression} filter (where ${dayCurrent})`;
  const previousFilter = (expression: SQL) => sql`${expression} filter (where not (${dayCurrent}))`;

  const [audience, clicks, leadCounts, sessions] = await Promise.all([
    db
      .select({
        views: int(currentFilter(sql`sum(${views.views})`)),
        viewsBefore: int(previousFilter(sql`sum(${views.views})`)),
        visitors: int(currentFilter(sql`sum(${views.siteVisitors})`)),
        visitorsBefore: int(previousFilter(sql`sum(${views.siteVisitors})`)),
      })
      .from(views)
      .where(viewsInBoth),
    db
      .select({
        current: int(sql`count(*) filter (where ${inCurrent(trackingEvents.createdAt)})`),
        previous: int(sql`count(*) filter (where not ${inCurrent(trackingEvents.createdAt)})`),
      })
      .from(trackingEvents)
      .where(clicksInBoth),
    db
      .select({
        current: int(sql`count(*) filter (where ${inCurrent(leads.createdAt)})`),
        previous: int(sql`count(*) filter (where not ${inCurrent(leads.createdAt)})`),
      })
      .from(leads)
      .where(leadsInBoth),
    db
      .select({
        current: int(sql`count(*) filter (where ${inCurrent(appointmentTracking.createdAt)})`),
        previous: int(sql`count(*) filter (where not ${inCurrent(appointmentTracking.createdAt)})`),
        completed: int(
          sql`count(*) filter (where ${appointmentTracking.completed} and ${inCurrent(appointmentTracking.createdAt)})`,
        ),
        completedBefore: int(
          sql`count(*) filter (where ${appointmentTracking.completed} and not ${inCurrent(appointmentTracking.createdAt)})`,
        ),
        closed: int(
          sql`count(*) filter (where not ${appointmentTracking.completed} and ${appointmentTracking.exitType} = 'page_close' and ${inCurrent(appointmentTracking.createdAt)})`,
        ),
        closedBefore: int(
          sql`count(*) filter (where not ${appointmentTracking.completed} and ${appointmentTracking.exitType} = 'page_close' and not ${inCurrent(appointmentTracking.createdAt)})`,
        ),
        median: sql<
          number | null
        >`(percentile_cont(0.5) within group (order by ${appointmentTracking.durationSeconds}) filter (where ${appointmentTracking.durationSeconds} is not null and ${inCurrent(appointmentTracking.createdAt)}))::float8`,
        medianBefore: sql<
          number | null
        >`(percentile_cont(0.5) within group (order by ${appointmentTracking.durationSeconds}) filter (where ${appointmentTracking.durationSeconds} is not null and not ${inCurrent(appointmentTracking.createdAt)}))::float8`,
      })
      .from(appointmentTracking)
      .where(sessionsInBoth),
  ]);
  const a = audience[0];
  const s = sessions[0];
  const totals: Totals = {
    views: { current: a?.views ?? 0, previous: a?.viewsBefore ?? 0 },
    visitors: { current: a?.visitors ?? 0, previous: a?.visitorsBefore ?? 0 },
    clicks: pair(clicks[0]),
    leads: pair(leadCounts[0]),
    sessions: pair(s),
    completed: { current: s?.completed ?? 0, previous: s?.completedBefore ?? 0 },
    closed: { current: s?.closed ?? 0, previous: s?.closedBefore ?? 0 },
    medianSeconds: {
      current: s?.median === null || s?.median === undefined ? null : Number(s.median),
      previous:
        s?.medianBefore === null || s?.medianBefore === undefined ? null : Number(s.medianBefore),
    },
  };

  const breakdown = async (
    key: SQL<string>,
    table: typeof views | typeof trackingEvents,
    where: SQL | undefined,
    current: SQL,
    count: SQL,
    visitors?: SQL,
  ): Promise<Breakdown[]> => {
    const rows = await db
      .select({
        key,
        current: int(sql`${count} filter (where ${current})`),
        previous: int(sql`${count} filter (where not (${current}))`),
        visitors: visitors ? int(sql`${visitors} filter (where ${current})`) : sql<number>`0`,
      })
      .from(table)
      .where(where)
      .groupBy(key)
      .orderBy(desc(sql`2`), key)
      .limit(BREAKDOWN_LIMIT);
    return rows.map((row) => ({
      key: row.key,
      current: row.current,
      previous: row.previous,
      ...(visitors ? { visitors: row.visitors } : {}),
    }));
  };

  const clickCurrent = inCurrent(trackingEvents.createdAt);
  const [pages, referrers, buttons, clickPages, utm, daily] = await Promise.all([
    breakdown(
      sql<string>`${views.path}`,
      views,
      viewsInBoth,
      dayCurrent,
      sql`sum(${views.views})`,
      sql`sum(${views.pageVisitors})`,
    ),
    breakdown(
      sql<string>`${views.referrerHost}`,
      views,
      and(viewsInBoth, sql`${views.referrerHost} <> ''`),
      dayCurrent,
      sql`sum(${views.views})`,
      sql`sum(${views.referrerVisitors})`,
    ),
    breakdown(
      sql<string>`${trackingEvents.buttonId}`,
      trackingEvents,
      clicksInBoth,
      clickCurrent,
      sql`count(*)`,
    ),
    breakdown(
      pathOf(trackingEvents.pageUrl),
      trackingEvents,
      clicksInBoth,
      clickCurrent,
      sql`count(*)`,
    ),
    utmFunnel(services, split, end),
    dailySeries(services, period, split, end),
  ]);
  return { totals, pages, referrers, buttons, clickPages, utm, daily };
}

/** Clicks, leads and calendar sessions of the period by first-touch UTM source and campaign. */
async function utmFunnel(services: AppServices, start: Date, end: Date): Promise<UtmRow[]> {
  const { db } = services;
  const clickSource = sql<string | null>`${trackingEvents.data} ->> 'utmSource'`;
  const clickCampaign = sql<string | null>`${trackingEvents.data} ->> 'utmCampaign'`;
  const [clicks, leadRows, sessions] = await Promise.all([
    db
      .select({ source: clickSource, campaign: clickCampaign, count: int(sql`count(*)`) })
      .from(trackingEvents)
      .where(
        and(buttonClick, gte(trackingEvents.createdAt, start), lt(trackingEvents.createdAt, end)),
      )
      .groupBy(clickSource, clickCampaign),
    db
      .select({ source: leads.utmSource, campaign: leads.utmCampaign, count: int(sql`count(*)`) })
      .from(leads)
      .where(and(gte(leads.createdAt, start), lt(leads.createdAt, end)))
      .groupBy(leads.utmSource, leads.utmCampaign),
    db
      .select({
        source: appointmentTracking.utmSource,
        campaign: appointmentTracking.utmCampaign,
        count: int(sql`count(*)`),
      })
      .from(appointmentTracking)
      .where(and(gte(appointmentTracking.createdAt, start), lt(appointmentTracking.createdAt, end)))
      .groupBy(appointmentTracking.utmSource, appointmentTracking.utmCampaign),
  ]);
  const rows = new Map<string, UtmRow>();
  const add = (
    list: { source: string | null; campaign: string | null; count: number }[],
    field: "clicks" | "leads" | "sessions",
  ) => {
    for (const { source, campaign, count } of list) {
      const key = JSON.stringify([source, campaign]);
      const row = rows.get(key) ?? { source, campaign, clicks: 0, leads: 0, sessions: 0 };
      row[field] += count;
      rows.set(key, row);
    }
  };
  add(clicks, "clicks");
  add(leadRows, "leads");
  add(sessions, "sessions");
  return [...rows.values()]
    .sort((x, y) => y.leads - x.leads || y.clicks - x.clicks || y.sessions - x.sessions)
    .slice(0, BREAKDOWN_LIMIT * 2);
}

/** One point per Paris day of the period, days without anything included. */
async function dailySeries(
  services: AppServices,
  period: Period,
  start: Date,
  end: Date,
): Promise<DailyPoint[]> {
  const { db } = services;
  const views = audiencePageViews;
  const [audience, clicks, leadRows] = await Promise.all([
    db
      .select({
        day: sql<string>`${views.day}::text`,
        visitors: int(sql`sum(${views.siteVisitors})`),
        views: int(sql`sum(${views.views})`),
      })
      .from(views)
      .where(and(gte(views.day, period.from), lt(views.day, addIsoDays(period.to, 1))))
      .groupBy(views.day),
    db
      .select({ day: parisDay(trackingEvents.createdAt), count: int(sql`count(*)`) })
      .from(trackingEvents)
      .where(
        and(buttonClick, gte(trackingEvents.createdAt, start), lt(trackingEvents.createdAt, end)),
      )
      .groupBy(parisDay(trackingEvents.createdAt)),
    db
      .select({ day: parisDay(leads.createdAt), count: int(sql`count(*)`) })
      .from(leads)
      .where(and(gte(leads.createdAt, start), lt(leads.createdAt, end)))
      .groupBy(parisDay(leads.createdAt)),
  ]);
  const byDay = <T extends { day: string }>(rows: T[]) =>
    new Map(rows.map((row) => [row.day, row]));
  const audienceByDay = byDay(audience);
  const clicksByDay = byDay(clicks);
  const leadsByDay = byDay(leadRows);
  return Array.from({ length: period.days }, (_, index) => {
    const day = addIsoDays(period.from, index);
    return {
      day,
      visitors: audienceByDay.get(day)?.visitors ?? 0,
      views: audienceByDay.get(day)?.views ?? 0,
      clicks: clicksByDay.get(day)?.count ?? 0,
      leads: leadsByDay.get(day)?.count ?? 0,
    };
  });
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
