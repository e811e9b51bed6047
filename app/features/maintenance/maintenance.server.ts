/**
 * The maintenance routine:
 * the same code whether started from the dashboard panel, from
 * `npm run maintenance`, or by the daily job at 03:00 Europe/Paris. It runs
 * the steps of steps.server.ts in order: publish the scheduled articles
 * whose time has come, rebuild the sitemaps, check the published articles
 * and their cover images, purge what the privacy policy keeps no longer,
 * submit what changed to IndexNow.
 *
 * A failing step does not stop the next ones. The result (success, steps,
 * errors, timestamp) is stored in maintenance_runs; when there are errors
 * the owner gets an e-mail. One run at a time across processes (a database
 * lock), and the daily run at most once per Paris day.
 */
import { TZDate } from "@date-fns/tz";
import { format, startOfDay } from "date-fns";
import { fr } from "date-fns/locale";
import { and, desc, eq, gte } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { maintenanceRuns } from "~/server/db/schema";
import { withJobLock } from "~/server/job-lock.server";
import { sendMail } from "~/server/mail.server";
import { PRACTICE_TIME_ZONE } from "~/lib/paris-date";
import { ownerEmail } from "~/features/auth/owner-account.server";
import {
  MaintenanceResultSchema,
  stepBadge,
  type MaintenanceResult,
  type MaintenanceTrigger,
} from "./maintenance-result";
import { maintenanceMessages, TRIGGER_LABELS } from "./messages";
import { MAINTENANCE_STEPS, type StepOutcome } from "./steps.server";

/** The lock's name predates the feature's folder; kept so running processes agree. */
export const MAINTENANCE_LOCK = "sitemap-maintenance";
/** Far longer than a run takes; a crashed holder frees the lock after it. */
const MAINTENANCE_LOCK_TTL_MS = 30 * 60_000;

/** Runs every step, stores the result, e-mails the owner on errors. Prefer `runMaintenance`. */
export async function performMaintenance(
  services: AppServices,
  trigger: MaintenanceTrigger,
): Promise<MaintenanceResult> {
  const steps: MaintenanceResult["steps"] = [];
  const errors: string[] = [];
  for (const { name, run } of MAINTENANCE_STEPS) {
    let outcome: StepOutcome;
    try {
      outcome = await run(services);
    } catch (error) {
      console.error(`Maintenance : l'étape « ${name} » a échoué`, error);
      outcome = { status: "error", errors: [describeError(error)] };
    }
    steps.push({
      step: name,
      status: outcome.status,
      ...(outcome.detail ? { detail: outcome.detail } : {}),
    });
    errors.push(...(outcome.errors ?? []).map((message) => `${name} : ${message}`));
  }
  const timestamp = services.now();
  const result: MaintenanceResult = {
    success: errors.length === 0,
    steps,
    errors,
    timestamp: timestamp.toISOString(),
    trigger,
  };
  await services.db
    .insert(maintenanceRuns)
    .values({ trigger, success: result.success, steps, errors, timestamp });
  if (!result.success) await emailOwner(services, result);
  return result;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type MaintenanceRun = { ran: true; result: MaintenanceResult } | { ran: false };

/** One run now, unless another process or request is already running one. */
export function runMaintenance(
  services: AppServices,
  trigger: MaintenanceTrigger,
): Promise<MaintenanceRun> {
  return withJobLock(
    services.db,
    MAINTENANCE_LOCK,
    MAINTENANCE_LOCK_TTL_MS,
    () => performMaintenance(services, trigger),
    services.now,
  );
}

/** Start of the Paris day of `now`, as an instant. */
function startOfParisDay(now: Date): Date {
  return new Date(startOfDay(new TZDate(now, PRACTICE_TIME_ZONE)).getTime());
}

/**
 * The daily run: skipped when today's (Paris) daily run is already stored.
 * The check happens inside the lock, and the result is stored before the
 * lock is released, so two processes firing a second apart run it once.
 */
export async function runDailyMaintenance(
  services: AppServices,
): Promise<MaintenanceRun | { ran: false; reason: "already-done" }> {
  const outcome = await withJobLock(
    services.db,
    MAINTENANCE_LOCK,
    MAINTENANCE_LOCK_TTL_MS,
    async () => {
      const [done] = await services.db
        .select({ id: maintenanceRuns.id })
        .from(maintenanceRuns)
        .where(
          and(
            eq(maintenanceRuns.trigger, "daily"),
            gte(maintenanceRuns.timestamp, startOfParisDay(services.now())),
          ),
        )
        .limit(1);
      return done ? null : performMaintenance(services, "daily");
    },
    services.now,
  );
  if (!outcome.ran) return outcome;
  return outcome.result
    ? { ran: true, result: outcome.result }
    : { ran: false, reason: "already-done" };
}

/** The last stored run (any trigger), for the dashboard panel. */
export async function lastMaintenanceRun({
  db,
}: Pick<AppServices, "db">): Promise<MaintenanceResult | null> {
  const [row] = await db
    .select()
    .from(maintenanceRuns)
    .orderBy(desc(maintenanceRuns.timestamp), desc(maintenanceRuns.id))
    .limit(1);
  if (!row) return null;
  const parsed = MaintenanceResultSchema.safeParse({
    success: row.success,
    steps: row.steps,
    errors: row.errors,
    timestamp: row.timestamp.toISOString(),
    trigger: row.trigger,
  });
  return parsed.success ? parsed.data : null;
}

async function emailOwner(services: AppServices, result: MaintenanceResult) {
  try {
    const to = await ownerEmail(services);
    if (!to) {
      console.warn("Maintenance en erreur : aucun compte propriétaire à prévenir par e-mail.");
      return;
    }
    const when = format(
      new TZDate(new Date(result.timestamp), PRACTICE_TIME_ZONE),
      "d MMMM yyyy 'à' HH:mm",
      {
        locale: fr,
      },
    );
    const summary = maintenanceMessages.partialFailure(result.errors.length);
    const text = [
      "Bonjour,",
      "",
      `La maintenance des sitemaps du ${when} (${TRIGGER_LABELS[result.trigger ?? "daily"]}) : ${summary}.`,
      "",
      "Erreurs :",
      ...result.errors.map((error) => `- ${error}`),
      "",
      "Étapes :",
      ...result.steps.map((step) => `- ${step.step} : ${stepBadge(step.status)}`),
      "",
      `Tableau de bord : ${services.env.PUBLIC_URL}/admin`,
    ].join("\n");
    await sendMail(services, { to, subject: `Sitemaps : ${summary}`, text });
  } catch (error) {
    console.error("Maintenance : l'e-mail au propriétaire n'a pas pu partir", error);
  }
}
