import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { addDays } from "date-fns";
import { afterAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/server/context.server";
import { createTestServices } from "../../../tests/support/test-services";
import { runNightlyBackup } from "./backup-job.server";
import { backupsDir, listLocalBackups, pruneLocalBackups } from "./create-backup.server";
import { writeBareBackup } from "../../../tests/support/bare-backup";

const dataDir = path.resolve(`.tmp/backup-job-${crypto.randomUUID()}`);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the nightly backup", { timeout: 60_000 }, async () => {
  let now = new Date("2026-11-25T02:30:00Z");
  const test = await createTestServices({ env: { DATA_DIR: dataDir }, now: () => now });
  const services: AppServices = test.databaseUrl
    ? { ...test, env: { ...test.env, DATABASE_URL: test.databaseUrl } }
    : test;

  it("runs once a night even when every process starts it at once", async () => {
    const results = await Promise.all([runNightlyBackup(services), runNightlyBackup(services)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await runNightlyBackup(services)).toBeNull();
    expect(listLocalBackups(services.env)).toHaveLength(1);
    now = addDays(now, 1);
    expect(await runNightlyBackup(services)).not.toBeNull();
    expect(listLocalBackups(services.env)).toHaveLength(2);
  });

  it("runs once a night across machines that keep their backups in their own data folders", async () => {
    now = new Date("2026-12-10T02:30:00Z");
    const machine = (name: string): AppServices => ({
      ...services,
      env: { ...services.env, DATA_DIR: `${dataDir}-${name}` },
    });
    afterAll(() => {
      for (const name of ["a", "b"])
        fs.rmSync(`${dataDir}-${name}`, { recursive: true, force: true });
    });
    expect(await runNightlyBackup(machine("a"))).not.toBeNull();
    // The other machine's clock fires later, once the first has released the lock.
    expect(await runNightlyBackup(machine("b"))).toBeNull();
    expect(listLocalBackups(machine("b").env)).toHaveLength(0);
  });

  it("deletes the backups the retention no longer keeps, and leaves other folders alone", async () => {
    // Forty more nights, written as bare manifests: only the dates matter here.
    const root = backupsDir(services.env);
    for (let night = 0; night < 40; night += 1) {
      const createdAt = addDays(new Date("2026-11-24T02:30:00Z"), -night).toISOString();
      writeBareBackup(services.env, createdAt);
    }
    fs.mkdirSync(path.join(root, "a-moi"), { recursive: true });
    const removed = await pruneLocalBackups(services.env);
    const kept = listLocalBackups(services.env).map((backup) => backup.manifest.createdAt);
    // 7 nights (20 to 26 Nov), Sundays 8 and 15 Nov, the last night of October.
    expect(kept.map((date) => date.slice(0, 10))).toEqual([
      "2026-11-26",
      "2026-11-25",
      "2026-11-24",
      "2026-11-23",
      "2026-11-22",
      "2026-11-21",
      "2026-11-20",
      "2026-11-15",
      "2026-11-08",
      "2026-10-31",
    ]);
    expect(removed).toHaveLength(42 - kept.length);
    expect(fs.existsSync(path.join(root, "a-moi"))).toBe(true);
  });
});
