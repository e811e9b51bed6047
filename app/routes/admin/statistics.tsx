import type { Route } from "./+types/statistics";
import { adminMeta } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import {
  StatisticsView,
  statisticsMessages,
} from "~/features/statistics/components/statistics-view";
import { resolvePeriod } from "~/features/statistics/period";
import { loadStatistics } from "~/features/statistics/statistics.server";
import { parisIsoDate } from "~/lib/paris-date";

export const meta: Route.MetaFunction = () => adminMeta(statisticsMessages.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const { services } = context;
  const { period, problem } = resolvePeriod(
    new URL(request.url).searchParams,
    parisIsoDate(services.now()),
  );
  return { period, problem, stats: await loadStatistics(services, period) };
}

export default function Statistics({ loaderData }: Route.ComponentProps) {
  return <StatisticsView {...loaderData} />;
}
