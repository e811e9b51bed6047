import { ChartLine, FileText, Plus, Tags } from "lucide-react";
import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/dashboard";
import { Button } from "~/components/ui/button";
import { DashboardCard } from "~/features/admin-shell/dashboard-card";
import { FirstStepsCard } from "~/features/first-steps/components/first-steps-card";
import { readFirstSteps } from "~/features/first-steps/first-steps.server";
import { adminMeta } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import { MaintenancePanel } from "~/features/maintenance/components/maintenance-panel";
import { SitemapToolsCard } from "~/features/sitemaps/components/sitemap-tools-card";
import {
  runSitemapUpdateStep,
  SITEMAP_UPDATE_INTENTS,
} from "~/features/sitemaps/dashboard-actions.server";
import { runMaintenanceFromDashboard } from "~/features/maintenance/dashboard-action.server";
import { readFormBody } from "~/server/form-body.server";
import { lastMaintenanceRun } from "~/features/maintenance/maintenance.server";
import { lastBackupFailure } from "~/features/backups/backup-runs.server";
import { BackupFailureAlert } from "~/features/backups/components/backup-failure-alert";
import { LastWeekFigures } from "~/features/statistics/components/last-week-figures";
import { lastWeekSummary } from "~/features/statistics/statistics.server";
import { parisIsoDate } from "~/lib/paris-date";

export const meta: Route.MetaFunction = () => adminMeta("Tableau de bord");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const { services } = context;
  const [lastMaintenance, lastWeek, lastBackupFailed, firstSteps] = await Promise.all([
    lastMaintenanceRun(services),
    lastWeekSummary(services, parisIsoDate(services.now())),
    lastBackupFailure(services),
    readFirstSteps(services),
  ]);
  return { lastMaintenance, lastWeek, lastBackupFailed, firstSteps };
}

const DashboardActionSchema = z.object({
  intent: z.enum([...SITEMAP_UPDATE_INTENTS, "maintenance"], {
    error: "Action inconnue : refresh, sync, submit ou maintenance attendu.",
  }),
});

/**
 * The cards that act in place (through a fetcher): one step of the sitemap
 * update (refresh, sync, submit) or a maintenance run. Each answers its
 * result, or `{ error }` with a status, which the card shows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  const parsed = DashboardActionSchema.safeParse(Object.fromEntries(await readFormBody(request)));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "" }, { status: 400 });
  }
  const { intent } = parsed.data;
  if (intent === "maintenance") return runMaintenanceFromDashboard(context.services);
  return runSitemapUpdateStep(context.services, intent);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl">Tableau de bord d'administration</h1>
      {loaderData.lastBackupFailed ? (
        <BackupFailureAlert failure={loaderData.lastBackupFailed} linkToBackups />
      ) : null}
      {/* ---- 'Premiers pas', until the practitioner puts it away */}
      {loaderData.firstSteps.dismissed ? null : (
        <div className="mt-8">
          <FirstStepsCard steps={loaderData.firstSteps.steps} />
        </div>
      )}
      <div className="mt-8 grid gap-6 lg:grid-cols-2 2xl:grid-cols-3">
        <DashboardCard
          title="Gestion des articles"
          description="Rédigez, programmez et publiez les articles du blog."
          icon={FileText}
        >
          <Button asChild>
            <Link to="/admin/articles">Voir les articles</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/admin/articles/edit">
              <Plus className="size-4" aria-hidden />
              Nouvel article
            </Link>
          </Button>
        </DashboardCard>

        <DashboardCard
          title="Taxonomie"
          description="Classez les articles par catégories et par tags."
          icon={Tags}
        >
          <Button asChild variant="secondary">
            <Link to="/admin/categories">Gérer les catégories</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/admin/categories#tags">Gérer les tags</Link>
          </Button>
        </DashboardCard>

        {/* ---- 'Outils Sitemap' card */}
        <SitemapToolsCard />

        <DashboardCard
          title="Les 7 derniers jours"
          description="Visiteurs, clics sur la prise de rendez-vous, demandes et passages sur l'agenda."
          icon={ChartLine}
        >
          <LastWeekFigures figures={loaderData.lastWeek} />
          <Button asChild variant="secondary">
            <Link to="/admin/statistiques">Voir les statistiques</Link>
          </Button>
        </DashboardCard>
      </div>

      {/* ---- Sitemap maintenance panel, below the cards; the last run survives a reload */}
      <MaintenancePanel lastRun={loaderData.lastMaintenance} />
    </div>
  );
}
