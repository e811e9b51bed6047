/**
 * A backup taken now and recorded in backup_runs. The nightly job and the
 * admin's 'Sauvegarder maintenant' and `npm run backup` run `backupAndCopy` through
 * `recordRun`, under the same lock. A failure is stored with its French
 * reason (the dashboard shows the last one until a backup succeeds) and
 * e-mailed to the owner, at most once a Paris day.
 */
import { and, desc, eq, gte, isNotNull } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { backupRuns } from "~/server/db/schema";
import { withJobLock } from "~/server/job-lock.server";
import { sendMail } from "~/server/mail.server";
import { formatAdminDateTime } from "~/lib/admin-dates";
import { parisDayStart, parisIsoDate } from "~/lib/paris-date";
import { ownerEmail } from "~/features/auth/owner-account.server";
import { backupAdminMessages, backupFailureReasons, TRIGGER_LABELS } from "./admin-messages";
import { BackupError } from "./messages";
import { backupAndCopy, type BackupRun } from "./take-backup.server";

export const BACKUP_LOCK = "backup";
/** Long enough for a large site's dump, images and upload; a crashed holder frees it after that. */
export const BACKUP_LOCK_MS = 60 * 60_000;

type BackupTrigger = keyof typeof TRIGGER_LABELS;

/**
 * Runs `task` (a backup, or nothing when it resolves to null) and records
 * how it went; a failure is recorded, e-mailed once a day, and thrown again.
 */
export async function recordRun<T extends BackupRun | null>(
  services: AppServices,
  trigger: BackupTrigger,
  task: () => Promise<T>,
): Promise<T> {
  let taken: T;
  try {
    taken = await task();
  } catch (error) {
    await recordFailure(services, trigger, error);
    throw error;
  }
  if (taken) {
    await services.db
      .insert(backupRuns)
      .values({ trigger, finishedAt: services.now(), backupName: taken.backup.name });
  }
  return taken;
}

/** Whether a backup succeeded on the Paris day `day` (YYYY-MM-DD), taken by any machine. */
export async function backupRecordedOn({ db }: Pick<AppServices, "db">, day: string) {
  const [taken] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(and(isNotNull(backupRuns.backupName), gte(backupRuns.finishedAt, parisDayStart(day))))
    .limit(1);
  return Boolean(taken);
}

/** A backup now, unless one is already running (in this process or another). */
export function backupNow(services: AppServices, trigger: BackupTrigger) {
  return withJobLock(
    services.db,
    BACKUP_LOCK,
    BACKUP_LOCK_MS,
    () => recordRun(services, trigger, () => backupAndCopy(services)),
    services.now,
  );
}

/** Why a backup failed, for the practitioner: our own messages, or the system's reason. */
export function failureReason(error: unknown): string {
  if (error instanceof BackupError) return error.message;
  const code =
    error instanceof Error && "code" in error && typeof error.code === "string"
      ? error.code
      : error instanceof Error
        ? error.name
        : "inconnue";
  if (code === "ENOSPC" || code === "EDQUOT") return backupFailureReasons.diskFull;
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return backupFailureReasons.notAllowed;
  return backupFailureReasons.unexpected(code);
}

async function recordFailure(services: AppServices, trigger: BackupTrigger, error: unknown) {
  console.error(`Sauvegarde (${TRIGGER_LABELS[trigger]}) en échec :`, error);
  const finishedAt = services.now();
  const reason = failureReason(error);
  const [run] = await services.db
    .insert(backupRuns)
    .values({ trigger, finishedAt, error: reason })
    .returning({ id: backupRuns.id });
  const [toldToday] = await services.db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(
      and(
        isNotNull(backupRuns.failureEmailedAt),
        gte(backupRuns.failureEmailedAt, parisDayStart(parisIsoDate(finishedAt))),
      ),
    )
    .limit(1);
  if (toldToday || !run) return;
  if (await emailOwner(services, { trigger, finishedAt, reason })) {
    await services.db
      .update(backupRuns)
      .set({ failureEmailedAt: services.now() })
      .where(eq(backupRuns.id, run.id));
  }
}

async function emailOwner(
  services: AppServices,
  failure: { trigger: BackupTrigger; finishedAt: Date; reason: string },
): Promise<boolean> {
  try {
    const to = await ownerEmail(services);
    if (!to) {
      console.warn("Sauvegarde en échec : aucun compte propriétaire à prévenir par e-mail.");
      return false;
    }
    const text = [
      "Bonjour,",
      "",
      `La sauvegarde du ${formatAdminDateTime(failure.finishedAt)} (${TRIGGER_LABELS[failure.trigger]}) a échoué : ${failure.reason}`,
      "",
      "Les sauvegardes précédentes sont intactes. Le tableau de bord affiche cette erreur jusqu'à la prochaine sauvegarde réussie ; vous ne recevrez pas d'autre e-mail à ce sujet aujourd'hui.",
      "",
      `Sauvegardes : ${services.env.PUBLIC_URL}/admin/sauvegardes`,
    ].join("\n");
    await sendMail(services, { to, subject: backupAdminMessages.mailSubject, text });
    return true;
  } catch (error) {
    console.error("Sauvegarde en échec : l'e-mail au propriétaire n'a pas pu partir", error);
    return false;
  }
}

interface BackupFailure {
  /** ISO 8601. */
  failedAt: string;
  reason: string;
}

/** The last run when it failed: gone once a backup succeeds. */
export async function lastBackupFailure({
  db,
}: Pick<AppServices, "db">): Promise<BackupFailure | null> {
  const [last] = await db
    .select()
    .from(backupRuns)
    .orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id))
    .limit(1);
  if (!last?.error) return null;
  return { failedAt: last.finishedAt.toISOString(), reason: last.error };
}
