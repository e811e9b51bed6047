/**
 * What the admin page and the command line call: keep an uploaded export
 * (streamed to a file, never held in memory), analyse a source, start an
 * import in the background, and finish the runs a restart interrupted.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { AppServices } from "~/server/context.server";
import { projectRoot } from "~/server/project-root.server";
import {
  DEFAULT_IMAGE_LIMITS,
  fetchImage,
  mapWithLimit,
  type ImageFetchLimits,
} from "./image-fetch.server";
import { planImport } from "./import-plan.server";
import type { PlanFigures } from "./import-report";
import { executeRun, type ImportDeps } from "./import-run.server";
import {
  claimRun,
  finishRun,
  HEARTBEAT_MS,
  interruptedRuns,
  STALE_AFTER_MS,
  startRun,
  type ImportRun,
} from "./import-runs.server";
import { ImportReportSchema } from "./import-report";
import { importMessages, MAX_IMPORT_FILE_BYTES } from "./messages";
import { readOldSite, type OldSiteAddress } from "./old-site-reader.server";
import type { ImportSource } from "./source-model";
import { ImportInputError, readWxr } from "./wxr-reader.server";

export type SourceInput =
  { kind: "wordpress"; filePath: string; label: string } | ({ kind: "old-site" } & OldSiteAddress);

/** Uploaded exports wait here, under a random name, until their import ends. */
export function uploadsDir(services: Pick<AppServices, "env">): string {
  return path.resolve(projectRoot, services.env.DATA_DIR, "imports");
}

/** An upload analysed but never imported is removed the next day. */
const UPLOAD_KEPT_MS = 24 * 60 * 60_000;

async function removeOldUploads(dir: string) {
  for (const name of await fs.promises.readdir(dir)) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > UPLOAD_KEPT_MS)
      await fs.promises.rm(file, { force: true });
  }
}

/** Streams an upload to a file; refuses (and removes) it past 100 MB. */
export async function saveUpload(
  services: Pick<AppServices, "env">,
  body: ReadableStream<Uint8Array> | Readable,
): Promise<string> {
  const dir = uploadsDir(services);
  await fs.promises.mkdir(dir, { recursive: true });
  await removeOldUploads(dir);
  const file = path.join(dir, `${crypto.randomUUID()}.xml`);
  let total = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > MAX_IMPORT_FILE_BYTES) done(new ImportInputError(importMessages.fileTooLarge));
      else done(null, chunk);
    },
  });
  const input = body instanceof Readable ? body : Readable.fromWeb(body as never);
  try {
    await pipeline(input, limit, fs.createWriteStream(file));
  } catch (error) {
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  return file;
}

/** The id of an uploaded file, checked against the uploads folder (never a path from outside). */
export function uploadPath(services: Pick<AppServices, "env">, id: string): string | null {
  if (!/^[0-9a-f-]{36}\.xml$/.test(id)) return null;
  const file = path.join(uploadsDir(services), id);
  return fs.existsSync(file) ? file : null;
}

export async function readSource(input: SourceInput): Promise<ImportSource> {
  if (input.kind === "old-site") return readOldSite(input);
  const stat = await fs.promises.stat(input.filePath).catch(() => null);
  if (!stat?.isFile()) throw new ImportInputError(importMessages.fileNotFound(input.label));
  const size = stat.size;
  if (size > MAX_IMPORT_FILE_BYTES) throw new ImportInputError(importMessages.fileTooLarge);
  return readWxr(fs.createReadStream(input.filePath, { encoding: "utf8" }));
}

export interface AnalysisView {
  figures: PlanFigures;
  redirections: { from: string; to: string }[];
  warnings: string[];
  articles: { title: string; slug: string; status: string; action: string }[];
}

/** Images that cannot be fetched, told before the import (headers only, a few at a time). */
async function imageWarnings(urls: string[], limits: ImageFetchLimits): Promise<string[]> {
  const results = await mapWithLimit(urls, limits.concurrency, (url) =>
    fetchImage(url, limits, { probe: true }),
  );
  return urls.flatMap((url, index) => {
    const result = results[index];
    return result && !result.ok ? [importMessages.imageFailed(url, result.reason)] : [];
  });
}

/** 'Analyser': reads the source, plans the import and checks its images; writes nothing. */
export async function analyse(
  services: Pick<AppServices, "db" | "now">,
  input: SourceInput,
  limits: ImageFetchLimits = DEFAULT_IMAGE_LIMITS,
): Promise<AnalysisView> {
  const plan = await planImport(services, await readSource(input));
  return {
    figures: plan.figures,
    redirections: plan.redirections,
    warnings: [...plan.warnings, ...(await imageWarnings(plan.images, limits))],
    articles: plan.articles.map((a) => ({
      title: a.title,
      slug: a.slug,
      status: a.status,
      action: a.action,
    })),
  };
}

function labelOf(input: SourceInput): string {
  return input.kind === "wordpress" ? input.label : new URL(input.storageUrl).host;
}

/**
 * Reads the source (a bad one is refused before any run exists), then
 * starts the run; `background` leaves it running and returns at once.
 */
export async function startImport(
  services: AppServices,
  input: SourceInput,
  deps: ImportDeps,
  { background }: { background: boolean },
): Promise<{ run: ImportRun; done: Promise<unknown> }> {
  const source = await readSource(input);
  const run = await startRun(services, {
    source: input.kind,
    label: labelOf(input),
    filePath: input.kind === "wordpress" ? input.filePath : undefined,
    storageUrl: input.kind === "old-site" ? input.storageUrl : undefined,
  });
  const done = executeRun(services, run, source, deps).finally(() => removeUpload(services, input));
  if (background)
    done.catch(() => undefined); // recorded on the run, logged by executeRun
  else await done;
  return { run, done };
}

/** Removes an uploaded export once its run ended; the operator's own file is never touched. */
async function removeUpload(services: Pick<AppServices, "env">, input: SourceInput) {
  if (input.kind !== "wordpress") return;
  if (path.dirname(path.resolve(input.filePath)) !== uploadsDir(services)) return;
  await fs.promises.rm(input.filePath, { force: true });
}

/**
 * Finishes the runs a stopped server left: a WordPress run from its kept
 * file; an old-site run cannot, its database address was never kept.
 */
export async function resumeInterruptedImports(services: AppServices, deps: ImportDeps) {
  for (const stale of await interruptedRuns(services)) {
    const run = await claimRun(services, stale.id);
    if (!run) continue;
    const report = ImportReportSchema.parse(run.report);
    if (run.source !== "wordpress") {
      await finishRun(services, run.id, { report, error: importMessages.addressNeeded });
      continue;
    }
    if (!run.filePath || !fs.existsSync(run.filePath)) {
      await finishRun(services, run.id, { report, error: importMessages.fileGone });
      continue;
    }
    const input: SourceInput = { kind: "wordpress", filePath: run.filePath, label: run.label };
    const source = await readSource(input).catch(() => null);
    if (!source) {
      await finishRun(services, run.id, { report, error: importMessages.fileGone });
      continue;
    }
    void executeRun(services, run, source, deps)
      .finally(() => removeUpload(services, input))
      .catch(() => undefined);
  }
}

/**
 * At server start, finishes the runs a stopped server left; once more when
 * a run that still looked alive (its server killed just before this one
 * started) has been quiet long enough to be taken. Claiming is done under
 * the job lock, so with several processes only one finishes a run.
 */
export function resumeImportsAtStart(services: AppServices, deps: ImportDeps) {
  const resume = () =>
    resumeInterruptedImports(services, deps).catch((error: unknown) =>
      console.error("Import : reprise impossible", error),
    );
  let pending = resume();
  const timer = setTimeout(() => {
    pending = resume();
  }, STALE_AFTER_MS + HEARTBEAT_MS);
  timer.unref();
  return {
    async stop() {
      clearTimeout(timer);
      await pending;
    },
  };
}
