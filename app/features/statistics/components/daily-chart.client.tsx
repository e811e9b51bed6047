/**
 * The day-by-day chart of /admin/statistiques, drawn with Chart.js. This
 * module is only reached through a lazy import of the statistics page, so
 * Chart.js never loads on public pages (tests/e2e/server-baseline.spec.ts).
 */
import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";
import type { DailyChartProps } from "./daily-chart";

Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Legend,
  Tooltip,
);

// The site's sage, sand and ink tones; each series also has its own dash, not colour alone.
const SERIES = [
  { key: "visitors", color: "#3f6b57", dash: [] },
  { key: "clicks", color: "#b4690e", dash: [6, 4] },
  { key: "leads", color: "#1f2937", dash: [2, 3] },
] as const;

export default function DailyChartCanvas({ points, labels, summary }: DailyChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: "line",
      data: {
        labels: points.map((point) => point.label),
        datasets: SERIES.map((series) => ({
          label: labels[series.key],
          data: points.map((point) => point[series.key]),
          borderColor: series.color,
          backgroundColor: series.color,
          borderDash: [...series.dash],
          borderWidth: 2,
          pointRadius: points.length > 45 ? 0 : 3,
          tension: 0.2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: "index", intersect: false },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { position: "bottom" } },
      },
    });
    return () => chart.destroy();
  }, [points, labels]);

  return (
    <div className="relative h-72">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
