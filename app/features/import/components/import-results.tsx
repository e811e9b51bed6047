/** What the import page shows: the analysis, a run's progress and its report, the previous runs. */
import { Link } from "react-router";
import type { AnalysisView } from "../import-service.server";
import type { RunView } from "../import-page.server";
import { ARTICLE_OUTCOMES, outcomeLabels, type PlanFigures } from "../import-report";

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

function Figures({ figures }: { figures: PlanFigures }) {
  const rows: [string, number][] = [
    ["Articles publiés", figures.published],
    ["Brouillons", figures.drafts],
    ["Programmés", figures.scheduled],
    ["Archivés", figures.archived],
    ["Pages (en brouillon, catégorie « Pages importées »)", figures.pages],
    ["Catégories", figures.categories],
    ["Étiquettes", figures.tags],
    ["Images", figures.images],
  ];
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between border-b border-sand-200 py-1">
          <dt>{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
      {figures.leftOut.map((entry) => (
        <div
          key={entry.reason}
          className="flex justify-between border-b border-sand-200 py-1 text-muted"
        >
          <dt>Non importés : {entry.reason}</dt>
          <dd>{entry.count}</dd>
        </div>
      ))}
    </dl>
  );
}

function Warnings({ warnings }: { warnings: string[] }) {
  if (!warnings.length) return null;
  return (
    <section className="mt-4">
      <h3 className="text-lg">Avertissements ({warnings.length})</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}

export function AnalysisPreview({ analysis }: { analysis: AnalysisView }) {
  return (
    <section aria-labelledby="analysis-title" className="mt-6 rounded-2xl bg-sand-50 p-6">
      <h2 id="analysis-title" className="text-2xl">
        Analyse
      </h2>
      <p className="mt-1 text-sm text-muted">Rien n'a encore été écrit.</p>
      <Figures figures={analysis.figures} />
      <Warnings warnings={analysis.warnings} />
      {analysis.redirections.length ? (
        <details className="mt-4">
          <summary className="cursor-pointer">
            Anciennes adresses redirigées ({analysis.redirections.length})
          </summary>
          <ul className="mt-2 space-y-1 text-sm">
            {analysis.redirections.map((entry) => (
              <li key={entry.from}>
                <code>{entry.from}</code> → <code>{entry.to}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

export function RunProgress({ run }: { run: RunView }) {
  return (
    <section aria-labelledby="progress-title" className="mt-6 rounded-2xl bg-sand-50 p-6">
      <h2 id="progress-title" className="text-2xl">
        Import en cours : {run.label}
      </h2>
      <label className="mt-4 block" htmlFor="import-articles">
        {run.articlesDone} / {run.articlesTotal} articles
      </label>
      <progress
        id="import-articles"
        className="w-full"
        max={Math.max(run.articlesTotal, 1)}
        value={run.articlesDone}
      />
      <label className="mt-2 block" htmlFor="import-images">
        {run.imagesDone} / {run.imagesTotal} images
      </label>
      <progress
        id="import-images"
        className="w-full"
        max={Math.max(run.imagesTotal, 1)}
        value={run.imagesDone}
      />
      <p className="mt-2 text-sm text-muted">Vous pouvez quitter cette page : l'import continue.</p>
    </section>
  );
}

export function RunReport({ run }: { run: RunView }) {
  const { report } = run;
  return (
    <section aria-labelledby="report-title" className="mt-6 rounded-2xl bg-sand-50 p-6">
      <h2 id="report-title" className="text-2xl">
        Rapport de l'import du {dateFormat.format(new Date(run.startedAt))}
      </h2>
      {run.error ? (
        <p role="alert" className="mt-2 text-red-700">
          {run.error}
        </p>
      ) : null}
      {ARTICLE_OUTCOMES.filter((outcome) => run.counts[outcome] > 0).map((outcome) => (
        <details key={outcome} className="mt-3">
          <summary className="cursor-pointer">
            {outcomeLabels[outcome]} : {run.counts[outcome]}
          </summary>
          <ul className="mt-1 list-disc pl-6 text-sm">
            {Object.values(report.outcomes)
              .filter((entry) => entry.outcome === outcome)
              .map((entry) => (
                <li key={entry.slug}>
                  {entry.title} (<code>/blog/{entry.slug}</code>)
                </li>
              ))}
          </ul>
        </details>
      ))}
      <p className="mt-3">
        Images enregistrées : {report.imagesStored} · Redirections : {report.redirections}
      </p>
      {report.figures ? <Figures figures={report.figures} /> : null}
      <Warnings warnings={report.warnings} />
    </section>
  );
}

const statusLabels: Record<string, string> = {
  running: "En cours",
  done: "Terminé",
  failed: "Échoué",
};

export function PreviousRuns({ runs }: { runs: RunView[] }) {
  if (!runs.length) return null;
  return (
    <section aria-labelledby="previous-title" className="mt-8">
      <h2 id="previous-title" className="text-2xl">
        Imports précédents
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Source</th>
            <th scope="col">État</th>
            <th scope="col">Créés</th>
            <th scope="col">Mis à jour</th>
            <th scope="col">Ignorés</th>
            <th scope="col">
              <span className="sr-only">Rapport</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} className="border-t border-sand-200">
              <td>{dateFormat.format(new Date(run.startedAt))}</td>
              <td>
                {run.source === "wordpress" ? "WordPress" : "Ancien site"} · {run.label}
              </td>
              <td>{statusLabels[run.status] ?? run.status}</td>
              <td>{run.counts.created}</td>
              <td>{run.counts.updated}</td>
              <td>
                {run.counts.unchanged + run.counts["edited-here"] + run.counts["deleted-here"]}
              </td>
              <td>
                <Link to={`?run=${run.id}`} className="underline">
                  Voir le rapport
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
