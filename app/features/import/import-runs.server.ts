/**
 * The runs of the import, one at a time across processes: a run belongs to
 * the process that holds it and proves it is alive by a heartbeat; a run
 * whose heartbeat stopped (the server was killed) is interrupted and may be
 * claimed again to finish it. Starting and claiming happen under the
 * database job lock, so two processes never both get one.
 */
import crypto from "node:crypto";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { importRuns } from "~/server/db/schema";
import { withJobLock } from "~/server/job-lock.server";
import { importMessages } from "./messages";
import type { ImportReport } from "./import-report";

export const HEARTBEAT_MS = 5_000;
/** A run not heard from for this long was interrupted. */
export const STALE_AFTER_MS = 30_000;
const START_LOCK = "import-start";

export type ImportRun = typeof importRuns.$inferSelect;

export class ImportBusyError extends Error {
  override name = "ImportBusyError";
  constructor() {
    super(importMessages.alreadyRunning);
  }
}

const processHolder = crypto.randomUUID();

function staleBefore(now: Date): Date {
  return new Date(now.getTime() - STALE_AFTER_MS);
}

/** Creates a running run held by this process; ImportBusyError if another is alive. */
export async function startRun(
  services: Pick<AppServices, "db" | "now">,
  init: { source: "wordpress" | "old-site"; label: string; filePath?: string; storageUrl?: string },
): Promise<ImportRun> {
  const outcome = await withJobLock(services.db, START_LOCK, 10_000, async () => {
    const now = services.now();
    const [alive] = await services.db
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(and(eq(importRuns.status, "running"), gt(importRuns.heartbeatAt, staleBefore(now))))
      .limit(1);
    if (alive) return null;
    const [run] = await services.db
      .insert(importRuns)
      .values({
        source: init.source,
        label: init.label,
        status: "running",
        filePath: init.filePath ?? null,
        storageUrl: init.storageUrl ?? null,
        holder: processHolder,
        heartbeatAt: now,
        startedAt: now,
      })
      .returning();
    return run ?? null;
  });
  if (!outcome.ran || !outcome.result) throw new ImportBusyError();
  return outcome.result;
}

/** Runs whose process stopped before they ended. */
export async function interruptedRuns(
  services: Pick<AppServices, "db" | "now">,
): Promise<ImportRun[]> {
  return services.db
    .select()
    .from(importRuns)
    .where(
      and(
        eq(importRuns.status, "running"),
        lt(importRuns.heartbeatAt, staleBefore(services.now())),
      ),
    );
}

/** Takes over an interrupted run; null if another process got it first or it is alive. */
export async function claimRun(
  services: Pick<AppServices, "db" | "now">,
  runId: number,
): Promise<ImportRun | null> {
  const outcome = await withJobLock(services.db, START_LOCK, 10_000, async () => {
    const now = services.now();
    const [run] = await services.db
      .update(importRuns)
      .set({ holder: processHolder, heartbeatAt: now })
      .where(
        and(
          eq(importRuns.id, runId),
          eq(importRuns.status, "running"),
          lt(importRuns.heartbeatAt, staleBefore(now)),
        ),
      )
      .returning();
    return run ?? null;
  });
  return outcome.ran ? outcome.result : null;
}

/** Keeps the run alive while `work` runs. */
export async function withHeartbeat<T>(
  services: Pick<AppServices, "db" | "now">,
  runId: number,
  work: () => Promise<T>,
): Promise<T> {
  const beat = () =>
    services.db
      .update(importRuns)
      .set({ heartbeatAt: services.now() })
      .where(and(eq(importRuns.id, runId), eq(importRuns.holder, processHolder)))
      .catch((error: unknown) => console.error("Import : battement impossible", error));
  const timer = setInterval(() => void beat(), HEARTBEAT_MS);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

export async function finishRun(
  services: Pick<AppServices, "db" | "now">,
  runId: number,
  result: { report: ImportReport; error?: string | null },
) {
  await services.db
    .update(importRuns)
    .set({
      status: result.error ? "failed" : "done",
      phase: "done",
      error: result.error ?? null,
      report: result.report,
      finishedAt: services.now(),
      filePath: null,
      holder: null,
    })
    .where(eq(importRuns.id, runId));
}

export async function setRunTotals(
  services: Pick<AppServices, "db">,
  runId: number,
  totals: { articlesTotal: number; imagesTotal: number },
) {
  await services.db.update(importRuns).set(totals).where(eq(importRuns.id, runId));
}

export async function countImageDone(services: Pick<AppServices, "db">, runId: number) {
  await services.db
    .update(importRuns)
    .set({ imagesDone: sql`${importRuns.imagesDone} + 1` })
    .where(eq(importRuns.id, runId));
}

export async function getRun(
  services: Pick<AppServices, "db">,
  runId: number,
): Promise<ImportRun | null> {
  const [run] = await services.db.select().from(importRuns).where(eq(importRuns.id, runId));
  return run ?? null;
}

/** 'Imports précédents', newest first. */
export async function listRuns(services: Pick<AppServices, "db">, limit = 20) {
  return services.db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(limit);
}
