import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Cron } from "croner";
import { addDays, addHours } from "date-fns";
import { afterAll, describe, expect, it, vi } from "vitest";
import { PRACTICE_TIME_ZONE } from "~/lib/paris-date";
import type { AppServices } from "~/server/context.server";
import { maintenanceJobs } from "~/features/maintenance/maintenance-job.server";
import { signedInCookie, siteRequest, TEST_OWNER } from "../../../tests/support/auth";
import { startSmtpInbox } from "../../../tests/support/smtp-inbox";
import { createTestServices } from "../../../tests/support/test-services";
import { decodeQuotedPrintable } from "../../../tests/e2e/support/records";
import { loader as dashboard } from "../../routes/admin/dashboard";
import { backupFailureReasons } from "./admin-messages";
import { backupJobs, runNightlyBackup } from "./backup-job.server";
import { backupNow, lastBackupFailure } from "./backup-runs.server";
import { backupsDir, listLocalBackups } from "./create-backup.server";

const dataDir = path.resolve(`.tmp/backup-runs-${crypto.randomUUID()}`);
const inbox = await startSmtpInbox();
afterAll(async () => {
  await inbox.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the backup's schedule", () => {
  it("runs every night at 03:30 Paris, after the maintenance routine of 03:00", () => {
    const from = new Date("2026-11-25T12:00:00Z");
    const next = (schedule: string) =>
      new Cron(schedule, { timezone: PRACTICE_TIME_ZONE, paused: true }).nextRun(from);
    // Paris is UTC+1 in November.
    expect(next(backupJobs[0]!.schedule)?.toISOString()).toBe("2026-11-26T02:30:00.000Z");
    expect(next(maintenanceJobs[0]!.schedule)?.toISOString()).toBe("2026-11-26T02:00:00.000Z");
  });
});

describe("a failing backup", { timeout: 60_000 }, async () => {
  let now = new Date("2026-11-25T02:30:00Z");
  const test = await createTestServices({
    env: { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${inbox.port}` },
    now: () => now,
  });
  const services: AppServices = test.databaseUrl
    ? { ...test, env: { ...test.env, DATABASE_URL: test.databaseUrl } }
    : test;
  const cookie = await signedInCookie(services);
  inbox.mails.length = 0;
  /** What the dashboard shows of the last backup's failure. */
  const shownOnDashboard = async () => {
    const request = siteRequest(services, "/admin", { cookie });
    const context = { services, cspNonce: "", clientIp: "203.0.113.8" };
    const data = await dashboard({
      request,
      url: new URL(request.url),
      params: {},
      context,
      pattern: "admin",
    });
    return data.lastBackupFailed;
  };
  // A file where the backups' folder should be: every backup fails until it goes.
  const blockBackups = () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(backupsDir(services.env), "pas un dossier");
  };
  const mailBodies = () => inbox.mails.map((mail) => decodeQuotedPrintable(mail.raw));

  it("is e-mailed to the owner once a day, and shown until a backup succeeds", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    blockBackups();
    expect(await shownOnDashboard()).toBeNull();

    await expect(runNightlyBackup(services)).rejects.toThrow();
    const reason = backupFailureReasons.unexpected("ENOTDIR");
    expect(await lastBackupFailure(services)).toEqual({ failedAt: now.toISOString(), reason });
    expect(await shownOnDashboard()).toEqual({ failedAt: now.toISOString(), reason });
    expect(inbox.mails).toHaveLength(1);
    expect(inbox.mails[0]?.to).toEqual([TEST_OWNER.email]);
    expect(mailBodies()[0]).toContain(`a échoué : ${reason}`);
    expect(mailBodies()[0]).toContain("https://osteo.example.com/admin/sauvegardes");

    // Tried again from the admin the same (Paris) day: still failing, no second e-mail.
    now = addHours(now, 9);
    await expect(backupNow(services, "admin")).rejects.toThrow();
    expect(await lastBackupFailure(services)).toMatchObject({ failedAt: now.toISOString() });
    expect(inbox.mails).toHaveLength(1);

    // The next night fails too: a new day, a new e-mail.
    now = addDays(now, 1);
    await expect(runNightlyBackup(services)).rejects.toThrow();
    expect(inbox.mails).toHaveLength(2);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();

    fs.rmSync(backupsDir(services.env));
    now = addHours(now, 1);
    const outcome = await backupNow(services, "admin");
    expect(outcome.ran).toBe(true);
    expect(await lastBackupFailure(services)).toBeNull();
    expect(await shownOnDashboard()).toBeNull();
    expect(listLocalBackups(services.env)).toHaveLength(1);
    expect(inbox.mails).toHaveLength(2);
  });

  it("takes one backup at a time: a second request while one runs is refused", async () => {
    now = addDays(now, 1);
    const outcomes = await Promise.all([
      backupNow(services, "admin"),
      backupNow(services, "admin"),
    ]);
    expect(outcomes.map((outcome) => outcome.ran).sort()).toEqual([false, true]);
    expect(listLocalBackups(services.env)).toHaveLength(2);
  });
});
