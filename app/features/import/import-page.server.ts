/**
 * The admin page's loader and action (routes/admin/import.tsx stays thin):
 * the current run and 'Imports précédents', 'Analyser' and 'Importer' for
 * both sources. Every refusal is a 4xx with a French message; the old
 * site's database address is read from the form, used, and never sent
 * back, logged or stored.
 */
import { data } from "react-router";
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import { countOutcomes, ImportReportSchema } from "./import-report";
import { getRun, ImportBusyError, listRuns, type ImportRun } from "./import-runs.server";
import type { ImportDeps } from "./import-run.server";
import {
  analyse,
  resumeInterruptedImports,
  startImport,
  uploadPath,
  type SourceInput,
} from "./import-service.server";
import { importMessages } from "./messages";
import { OldSiteAddressSchema } from "./old-site-reader.server";
import { ImportInputError } from "./wxr-reader.server";

const FormSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("wordpress"),
    intent: z.enum(["analyse", "start"]),
    file: z.string().max(100),
    fileName: z.string().max(300).default("export.xml"),
  }),
  z.object({
    source: z.literal("old-site"),
    intent: z.enum(["analyse", "start"]),
    databaseUrl: z.string().max(2_000),
    storageUrl: z.string().max(2_000),
  }),
]);

export const invalidForm = "Formulaire invalide : renvoyez-le depuis la page.";

function runView(run: ImportRun) {
  const report = ImportReportSchema.parse(run.report);
  return {
    id: run.id,
    source: run.source,
    label: run.label,
    status: run.status,
    phase: run.phase,
    error: run.error,
    articlesDone: run.articlesDone,
    articlesTotal: run.articlesTotal,
    imagesDone: run.imagesDone,
    imagesTotal: run.imagesTotal,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    counts: countOutcomes(report),
    report,
  };
}
export type RunView = ReturnType<typeof runView>;

export async function loadImportPage(services: AppServices, deps: ImportDeps, url: URL) {
  // Opening the page finishes an import a restart interrupted.
  await resumeInterruptedImports(services, deps);
  const runs = (await listRuns(services)).map(runView);
  const asked = Number(url.searchParams.get("run"));
  const selected =
    Number.isInteger(asked) && asked > 0 && asked < 2_147_483_647
      ? await getRun(services, asked)
      : null;
  return {
    runs,
    current: runs.find((run) => run.status === "running") ?? null,
    selected: selected ? runView(selected) : (runs[0] ?? null),
  };
}

function toInput(
  parsed: z.infer<typeof FormSchema>,
  services: AppServices,
): SourceInput | { error: string } {
  if (parsed.source === "wordpress") {
    const filePath = uploadPath(services, parsed.file);
    if (!filePath) return { error: importMessages.fileMissing };
    return { kind: "wordpress", filePath, label: parsed.fileName };
  }
  const address = OldSiteAddressSchema.safeParse(parsed);
  if (!address.success) return { error: address.error.issues[0]?.message ?? invalidForm };
  return { kind: "old-site", ...address.data };
}

export async function handleImportForm(services: AppServices, deps: ImportDeps, form: FormData) {
  const parsed = FormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: invalidForm }, { status: 400 });
  const input = toInput(parsed.data, services);
  if ("error" in input) return data({ error: input.error }, { status: 400 });
  const file = parsed.data.source === "wordpress" ? parsed.data.file : null;
  try {
    if (parsed.data.intent === "analyse") {
      return {
        analysis: await analyse(services, input, deps.imageLimits),
        file,
        source: parsed.data.source,
      };
    }
    const { run } = await startImport(services, input, deps, { background: true });
    return { started: run.id, source: parsed.data.source };
  } catch (error) {
    if (error instanceof ImportInputError) return data({ error: error.message }, { status: 400 });
    if (error instanceof ImportBusyError) return data({ error: error.message }, { status: 409 });
    throw error;
  }
}
