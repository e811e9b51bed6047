import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { fr } from "date-fns/locale";
import { Wrench } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { PRACTICE_TIME_ZONE } from "~/lib/paris-date";
import { toast } from "~/lib/toast";
import { readAnswer, useDashboardAction } from "~/features/admin-shell/dashboard-action";
import { MaintenanceResultSchema, stepBadge, type MaintenanceResult } from "../maintenance-result";
import { maintenanceMessages as m, TRIGGER_LABELS } from "../messages";
import { StatusBadge } from "./status-badge";

/** "22 novembre 2026 à 03:00", in Paris whatever the browser's zone (no hydration mismatch). */
function formatRunDate(iso: string): string {
  return format(new TZDate(new Date(iso), PRACTICE_TIME_ZONE), "d MMMM yyyy 'à' HH:mm", {
    locale: fr,
  });
}

/** The sitemap maintenance panel below the dashboard's cards. */
export function MaintenancePanel({ lastRun }: { lastRun: MaintenanceResult | null }) {
  const [result, setResult] = useState(lastRun);
  const [running, setRunning] = useState(false);
  const act = useDashboardAction();

  async function run() {
    setRunning(true);
    try {
      const outcome = readAnswer(await act("maintenance"), MaintenanceResultSchema);
      if (!outcome.ok) {
        // A failed call is shown as a failed result.
        const message = m.callFailure(outcome.message);
        setResult({
          success: false,
          steps: [],
          errors: [message],
          timestamp: new Date().toISOString(),
        });
        toast({ title: message, variant: "destructive" });
        return;
      }
      setResult(outcome.value);
      const { success, errors } = outcome.value;
      toast(
        success
          ? { title: m.success, variant: "success" }
          : { title: m.partialFailure(errors.length), variant: "destructive" },
      );
    } finally {
      setRunning(false);
    }
  }

  return (
    <section
      aria-labelledby="maintenance-title"
      className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sage-50 text-sage-700">
          <Wrench className="size-5" aria-hidden />
        </span>
        <h2 id="maintenance-title" className="text-xl">
          Maintenance des sitemaps
        </h2>
      </div>
      <p className="mt-3 max-w-3xl text-muted">
        Chaque nuit à 3 h, elle publie les articles programmés arrivés à échéance, régénère les
        sitemaps, vérifie les articles publiés et leurs images, supprime les données de plus de 3
        ans et signale les changements aux moteurs de recherche.
      </p>
      <div className="mt-6">
        <Button onClick={run} disabled={running}>
          {running ? "Maintenance en cours..." : "Lancer la maintenance"}
        </Button>
      </div>

      <div
        className="mt-6 border-t border-sand-200 pt-6"
        aria-live="polite"
        data-testid="maintenance-result"
      >
        {result ? (
          <MaintenanceResultView result={result} />
        ) : (
          <p className="text-muted">Aucune maintenance n'a encore été effectuée.</p>
        )}
      </div>
    </section>
  );
}

function MaintenanceResultView({ result }: { result: MaintenanceResult }) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-lg">Dernier résultat</h3>
        <StatusBadge label={result.success ? "Succès" : "Erreur"} />
      </div>
      <p className="mt-1 text-sm text-muted">
        Le {formatRunDate(result.timestamp)}
        {result.trigger ? ` · ${TRIGGER_LABELS[result.trigger]}` : ""}
      </p>
      {result.steps.length > 0 ? (
        <ul className="mt-4 divide-y divide-sand-200" aria-label="Étapes">
          {result.steps.map((step) => (
            <li key={step.step} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{step.step}</p>
                {step.detail ? <p className="text-sm text-muted">{step.detail}</p> : null}
              </div>
              <StatusBadge label={stepBadge(step.status)} />
            </li>
          ))}
        </ul>
      ) : null}
      {result.errors.length > 0 ? (
        <div className="mt-4 rounded-xl bg-red-50 p-4">
          <h4 className="font-semibold text-red-800">Erreurs</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800">
            {result.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
