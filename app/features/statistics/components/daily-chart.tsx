/**
 * The daily chart's placeholder on the server and until Chart.js (a chunk of
 * its own) has loaded in the browser; the same numbers are in a table below it.
 */
import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/use-hydrated";

export interface DailyChartProps {
  points: { label: string; visitors: number; clicks: number; leads: number }[];
  labels: { visitors: string; clicks: string; leads: string };
  /** What the chart shows, for screen readers (the table has the numbers). */
  summary: string;
}

const DailyChartCanvas = lazy(() => import("./daily-chart.client"));

function ChartFallback() {
  return (
    <p
      role="status"
      className="flex h-72 items-center justify-center rounded-xl bg-sand-50 text-muted"
    >
      Chargement du graphique…
    </p>
  );
}

export function DailyChart(props: DailyChartProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <ChartFallback />;
  return (
    <Suspense fallback={<ChartFallback />}>
      <DailyChartCanvas {...props} />
    </Suspense>
  );
}
