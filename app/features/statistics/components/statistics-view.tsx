/**
 * /admin/statistiques: the period selector, the figures next to the period
 * before, the booking funnel, the day-by-day chart with its table, and the
 * breakdowns by page, referring site, button and UTM campaign.
 */
import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ValueTable } from "~/components/ui/data-table";
import { Input, Label, fieldClasses } from "~/components/ui/input";
import { mergeClasses } from "~/lib/merge-classes";
import { PERIOD_PRESETS, type Period } from "../period";
import type { Breakdown, Pair, Statistics } from "../statistics.server";
import { DailyChart } from "./daily-chart";

const numberFormat = new Intl.NumberFormat("fr-FR");
const percentFormat = new Intl.NumberFormat("fr-FR", {
  style: "percent",
  maximumFractionDigits: 1,
});
const dayFormat = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const longDayFormat = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const formatDay = (day: string, long = false) =>
  (long ? longDayFormat : dayFormat).format(new Date(`${day}T00:00:00Z`));

export const statisticsMessages = {
  title: "Statistiques",
  intro:
    "Ce que le site apporte : visites comptées sans cookie, clics sur les boutons de rendez-vous, demandes laissées et passages sur l'agenda.",
  periodLabel: "Période",
  presets: { "7": "7 derniers jours", "30": "30 derniers jours", "90": "90 derniers jours" },
  dates: "Entre deux dates",
  from: "Du",
  to: "Au",
  show: "Afficher",
  comparedWith: (from: string, to: string) => `comparé au ${from} – ${to}`,
  previous: (value: string) => `période précédente : ${value}`,
  visitors: "Visiteurs",
  views: "Pages vues",
  clicks: "Clics sur « Prendre rendez-vous »",
  leads: "Demandes envoyées",
  sessions: "Passages sur l'agenda",
  completed: "Terminés (« complete »)",
  closed: "Page fermée (« page_close »)",
  median: "Temps médian sur l'agenda",
  noDuration: "—",
  funnelTitle: "Parcours de réservation",
  funnelSteps: ["Visiteurs", "Clics", "Demandes", "Passages sur l'agenda"],
  rate: (value: string) => `${value} de l'étape précédente`,
  chartTitle: "Jour par jour",
  chartSummary: (days: number) =>
    `Courbes des visiteurs, des clics et des demandes sur ${days} jours ; les chiffres sont dans le tableau qui suit.`,
  tableToggle: "Voir les chiffres jour par jour",
  day: "Jour",
  pagesTitle: "Pages les plus vues",
  referrersTitle: "Sites d'origine",
  buttonsTitle: "Clics par bouton",
  clickPagesTitle: "Clics par page",
  utmTitle: "Par source et campagne (premier contact)",
  utmNote:
    "Les visites ne sont pas comptées par campagne : la mesure d'audience ne garde que la page et le site d'origine.",
  source: "Source",
  campaign: "Campagne",
  none: "(aucune)",
  page: "Page",
  site: "Site",
  button: "Bouton",
  current: "Période",
  before: "Avant",
  empty: "Rien sur cette période.",
  loading: "Chargement des statistiques…",
} as const;
const m = statisticsMessages;

function Change({ pair }: { pair: Pair }) {
  if (pair.previous === 0 && pair.current === 0) return null;
  const Icon =
    pair.current > pair.previous
      ? ArrowUpRight
      : pair.current < pair.previous
        ? ArrowDownRight
        : ArrowRight;
  const text =
    pair.previous === 0
      ? "nouveau"
      : `${pair.current >= pair.previous ? "+" : ""}${percentFormat.format((pair.current - pair.previous) / pair.previous)}`;
  return (
    <span className="inline-flex items-center gap-0.5 text-sm font-medium text-sage-800">
      <Icon className="size-4" aria-hidden />
      {text}
    </span>
  );
}

function Figure({
  label,
  pair,
  format = (value: number) => numberFormat.format(value),
}: {
  label: string;
  pair: Pair;
  format?: (value: number) => string;
}) {
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-baseline gap-2">
        <span className="text-3xl font-semibold text-ink">{format(pair.current)}</span>
        <Change pair={pair} />
      </dd>
      <dd className="mt-1 text-sm text-muted">{m.previous(format(pair.previous))}</dd>
    </div>
  );
}

const seconds = (value: number | null) => {
  if (value === null) return m.noDuration;
  const rounded = Math.round(value);
  return rounded >= 60
    ? `${Math.floor(rounded / 60)} min ${String(rounded % 60).padStart(2, "0")} s`
    : `${rounded} s`;
};

function PeriodSelector({ period }: { period: Period }) {
  const [preset, setPreset] = useState(period.preset);
  const ids = { preset: useId(), from: useId(), to: useId() };
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand-200"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={ids.preset}>{m.periodLabel}</Label>
        <select
          id={ids.preset}
          name="periode"
          value={preset}
          onChange={(event) => setPreset(event.target.value)}
          className={fieldClasses}
        >
          {PERIOD_PRESETS.map((days) => (
            <option key={days} value={String(days)}>
              {m.presets[String(days) as keyof typeof m.presets]}
            </option>
          ))}
          <option value="dates">{m.dates}</option>
        </select>
      </div>
      {preset === "dates" ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.from}>{m.from}</Label>
            <Input id={ids.from} name="du" type="date" defaultValue={period.from} required />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.to}>{m.to}</Label>
            <Input id={ids.to} name="au" type="date" defaultValue={period.to} required />
          </div>
        </>
      ) : null}
      <Button type="submit">{m.show}</Button>
    </Form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Table({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: ReactNode[][];
}) {
  if (rows.length === 0) return <p className="text-muted">{m.empty}</p>;
  return <ValueTable caption={caption} headers={headers} rows={rows} />;
}

function breakdownRows(rows: Breakdown[], withVisitors: boolean): ReactNode[][] {
  return rows.map((row) => [
    row.key || m.none,
    numberFormat.format(row.current),
    ...(withVisitors ? [numberFormat.format(row.visitors ?? 0)] : []),
    numberFormat.format(row.previous),
  ]);
}

export function StatisticsView({
  period,
  problem,
  stats,
}: {
  period: Period;
  problem: string | null;
  stats: Statistics;
}) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/statistiques";

  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-3xl">{m.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{m.intro}</p>
      <div className="mt-6">
        <PeriodSelector key={`${period.preset}${period.from}${period.to}`} period={period} />
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm text-muted">
        {loading ? m.loading : problem ? <span className="text-red-800">{problem}</span> : null}
      </p>
      <p className="text-sm text-muted">
        <strong className="text-ink">
          {formatDay(period.from, true)} – {formatDay(period.to, true)}
        </strong>{" "}
        ({m.comparedWith(formatDay(period.previousFrom, true), formatDay(period.previousTo, true))})
      </p>
      <Figures totals={stats.totals} loading={loading} />
      <Funnel totals={stats.totals} />
      <DailySection daily={stats.daily} days={period.days} />
      <Breakdowns stats={stats} />
      <Section title={m.utmTitle}>
        <p className="mb-3 text-sm text-muted">{m.utmNote}</p>
        <Table
          caption={m.utmTitle}
          headers={[m.source, m.campaign, "Clics", m.leads, m.sessions]}
          rows={stats.utm.map((row) => [
            row.source ?? m.none,
            row.campaign ?? m.none,
            numberFormat.format(row.clicks),
            numberFormat.format(row.leads),
            numberFormat.format(row.sessions),
          ])}
        />
      </Section>
      <p className="mt-10 text-sm text-muted">
        <Link to="/admin/demandes" className="text-sage-700 underline underline-offset-4">
          Voir les demandes
        </Link>
      </p>
    </div>
  );
}

type Totals = Statistics["totals"];

function Figures({ totals, loading }: { totals: Totals; loading: boolean }) {
  return (
    <dl
      className={mergeClasses(
        "mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
        loading && "opacity-60",
      )}
    >
      <Figure label={m.visitors} pair={totals.visitors} />
      <Figure label={m.views} pair={totals.views} />
      <Figure label={m.clicks} pair={totals.clicks} />
      <Figure label={m.leads} pair={totals.leads} />
      <Figure label={m.sessions} pair={totals.sessions} />
      <Figure label={m.completed} pair={totals.completed} />
      <Figure label={m.closed} pair={totals.closed} />
      <div className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
        <dt className="text-sm text-muted">{m.median}</dt>
        <dd className="mt-1 text-3xl font-semibold text-ink">
          {seconds(totals.medianSeconds.current)}
        </dd>
        <dd className="mt-1 text-sm text-muted">
          {m.previous(seconds(totals.medianSeconds.previous))}
        </dd>
      </div>
    </dl>
  );
}

/** Visitors → clicks → leads → calendar sessions, each with its rate from the step before. */
function Funnel({ totals }: { totals: Totals }) {
  const funnel = [
    totals.visitors.current,
    totals.clicks.current,
    totals.leads.current,
    totals.sessions.current,
  ];
  return (
    <Section title={m.funnelTitle}>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {m.funnelSteps.map((step, index) => {
          const value = funnel[index] ?? 0;
          const before = index > 0 ? (funnel[index - 1] ?? 0) : null;
          return (
            <li key={step} className="rounded-2xl bg-sage-50 p-5 ring-1 ring-sage-100">
              <p className="text-sm text-muted">{step}</p>
              <p className="mt-1 text-3xl font-semibold text-ink">{numberFormat.format(value)}</p>
              {before !== null ? (
                <p className="mt-1 text-sm text-sage-900">
                  {m.rate(before > 0 ? percentFormat.format(value / before) : "—")}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

/** The chart by day, with the same figures as a table for those who cannot see it. */
function DailySection({ daily, days }: { daily: Statistics["daily"]; days: number }) {
  return (
    <Section title={m.chartTitle}>
      <div className="rounded-2xl bg-white p-4 ring-1 ring-sand-200">
        <DailyChart
          points={daily.map((point) => ({ ...point, label: formatDay(point.day) }))}
          labels={{ visitors: m.visitors, clicks: "Clics", leads: m.leads }}
          summary={m.chartSummary(days)}
        />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sage-800 underline underline-offset-4">
          {m.tableToggle}
        </summary>
        <div className="mt-3">
          <Table
            caption={m.chartTitle}
            headers={[m.day, m.visitors, m.views, "Clics", m.leads]}
            rows={daily.map((point) => [
              formatDay(point.day, true),
              numberFormat.format(point.visitors),
              numberFormat.format(point.views),
              numberFormat.format(point.clicks),
              numberFormat.format(point.leads),
            ])}
          />
        </div>
      </details>
    </Section>
  );
}

function Breakdowns({ stats }: { stats: Statistics }) {
  return (
    <div className="grid gap-x-8 lg:grid-cols-2">
      <Section title={m.pagesTitle}>
        <Table
          caption={m.pagesTitle}
          headers={[m.page, m.views, m.visitors, m.before]}
          rows={breakdownRows(stats.pages, true)}
        />
      </Section>
      <Section title={m.referrersTitle}>
        <Table
          caption={m.referrersTitle}
          headers={[m.site, m.views, m.visitors, m.before]}
          rows={breakdownRows(stats.referrers, true)}
        />
      </Section>
      <Section title={m.buttonsTitle}>
        <Table
          caption={m.buttonsTitle}
          headers={[m.button, m.current, m.before]}
          rows={breakdownRows(stats.buttons, false)}
        />
      </Section>
      <Section title={m.clickPagesTitle}>
        <Table
          caption={m.clickPagesTitle}
          headers={[m.page, m.current, m.before]}
          rows={breakdownRows(stats.clickPages, false)}
        />
      </Section>
    </div>
  );
}
