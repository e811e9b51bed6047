/**
 * `npm run import`: the admin page's import for the operator, same
 * analysis (`--dry-run`), same report, exit status 1 on failure.
 *
 *   npm run import -- --wordpress export.xml [--dry-run]
 *   npm run import -- --old-site postgres://… --storage https://… [--dry-run]
 */
import path from "node:path";
import { parseArgs } from "node:util";
import type { AppServices } from "~/server/context.server";
import { CliError } from "~/server/run-cli-command.server";
import {
  ARTICLE_OUTCOMES,
  countOutcomes,
  ImportReportSchema,
  outcomeLabels,
  type ImportReport,
  type PlanFigures,
} from "./import-report";
import type { ImportDeps } from "./import-run.server";
import { getRun, ImportBusyError } from "./import-runs.server";
import { analyse, startImport, type SourceInput } from "./import-service.server";
import { OldSiteAddressSchema } from "./old-site-reader.server";
import { ImportInputError } from "./wxr-reader.server";

export const cliMessages = {
  usage:
    "Usage : npm run import -- --wordpress export.xml [--dry-run]\n" +
    "        npm run import -- --old-site postgres://… --storage https://… [--dry-run]",
  serverRunning:
    "Le serveur est en marche sur la base de données intégrée : arrêtez-le avant d'importer " +
    "(un seul processus à la fois sur le dossier de données), puis redémarrez-le. " +
    "Ou importez depuis la page Importer de l'administration.",
  dryRun: "Analyse seulement (--dry-run) : rien n'a été écrit.",
  done: "Import terminé.",
} as const;

export function parseImportArgs(argv: string[]): { input: SourceInput; dryRun: boolean } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        wordpress: { type: "string" },
        "old-site": { type: "string" },
        storage: { type: "string" },
        "dry-run": { type: "boolean", default: false },
      },
    }));
  } catch {
    throw new CliError(cliMessages.usage);
  }
  const dryRun = values["dry-run"] ?? false;
  if (values.wordpress && !values["old-site"]) {
    const filePath = path.resolve(values.wordpress);
    return { input: { kind: "wordpress", filePath, label: path.basename(filePath) }, dryRun };
  }
  if (values["old-site"] && !values.wordpress) {
    const address = OldSiteAddressSchema.safeParse({
      databaseUrl: values["old-site"],
      storageUrl: values.storage ?? "",
    });
    if (!address.success) {
      throw new CliError(address.error.issues.map((issue) => issue.message).join("\n"));
    }
    return { input: { kind: "old-site", ...address.data }, dryRun };
  }
  throw new CliError(cliMessages.usage);
}

function printFigures(figures: PlanFigures, log: (line: string) => void) {
  log(
    `Articles : ${figures.published} publiés, ${figures.drafts} brouillons, ${figures.scheduled} programmés, ${figures.archived} archivés`,
  );
  log(
    `Pages : ${figures.pages} · Catégories : ${figures.categories} · Étiquettes : ${figures.tags} · Images : ${figures.images}`,
  );
  for (const entry of figures.leftOut) log(`Non importés : ${entry.reason} : ${entry.count}`);
}

function printWarnings(warnings: string[], log: (line: string) => void) {
  if (warnings.length) log(`Avertissements (${warnings.length}) :`);
  for (const warning of warnings) log(`  - ${warning}`);
}

export function printReport(report: ImportReport, log: (line: string) => void) {
  if (report.figures) printFigures(report.figures, log);
  const counts = countOutcomes(report);
  for (const outcome of ARTICLE_OUTCOMES) {
    if (counts[outcome]) log(`${outcomeLabels[outcome]} : ${counts[outcome]}`);
  }
  log(`Images enregistrées : ${report.imagesStored} · Redirections : ${report.redirections}`);
  printWarnings(report.warnings, log);
}

/** Runs the command; returns the exit status. */
export async function runImportCommand(
  services: AppServices,
  deps: ImportDeps,
  args: { input: SourceInput; dryRun: boolean },
  log: (line: string) => void = console.log,
): Promise<number> {
  try {
    if (args.dryRun) {
      const analysis = await analyse(services, args.input, deps.imageLimits);
      printFigures(analysis.figures, log);
      log(`Redirections prévues : ${analysis.redirections.length}`);
      printWarnings(analysis.warnings, log);
      log(cliMessages.dryRun);
      return 0;
    }
    const { run, done } = await startImport(services, args.input, deps, { background: false });
    await done;
    const finished = await getRun(services, run.id);
    const report = ImportReportSchema.parse(finished?.report ?? {});
    printReport(report, log);
    log(finished?.error ?? cliMessages.done);
    return finished?.status === "done" ? 0 : 1;
  } catch (error) {
    if (error instanceof ImportInputError || error instanceof ImportBusyError) {
      throw new CliError(error.message);
    }
    throw error;
  }
}
