import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/server/context.server";
import {
  knownDevices,
  leads,
  session,
  settings,
  twoFactor,
  user,
  verification,
} from "~/server/db/schema";
import { newRestoreTarget, withServices } from "../../../tests/support/restore-targets";
import { createTestServices } from "../../../tests/support/test-services";
import { createBackup } from "./create-backup.server";
import { DUMP_FILES, settingsFileOf } from "./database-dump.server";
import { describeRestore } from "./messages";
import { restoreBackup } from "./restore-backup.server";

const run = promisify(execFile);
const onPostgres = process.env.TEST_DB === "postgres";
const root = path.resolve(`.tmp/backup-secrets-${crypto.randomUUID()}`);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function openSite(): Promise<AppServices> {
  const test = await createTestServices({ env: { DATA_DIR: path.join(root, "site") } });
  if (!test.databaseUrl) return test;
  return { ...test, env: { ...test.env, DATABASE_URL: test.databaseUrl } };
}

const secret = (label: string) => `${label}-${crypto.randomBytes(16).toString("hex")}`;

/**
 * The archive's rows as readable bytes: PGlite's files, or the SQL pg_restore
 * writes from a dump and the settings kept beside it.
 */
async function dumpText(dir: string): Promise<string> {
  const file = path.join(dir, DUMP_FILES[onPostgres ? "postgres" : "pglite"]);
  if (!onPostgres) return zlib.gunzipSync(fs.readFileSync(file)).toString("latin1");
  const { stdout } = await run("pg_restore", ["--file=-", file], { maxBuffer: 64 * 1024 * 1024 });
  return stdout + fs.readFileSync(settingsFileOf(file), "utf8");
}

describe("a backup's archive", { timeout: 180_000 }, async () => {
  const site = await openSite();
  const { db } = site;
  const now = new Date();
  const later = new Date(now.getTime() + 86_400_000);
  const ways = {
    token: secret("jeton-de-session"),
    code: secret("code-par-e-mail"),
    authSecret: secret("secret-de-connexion"),
    device: secret("appareil"),
  };
  await db.insert(user).values({
    id: "owner",
    name: "Julien Mercier",
    email: "praticien-sauvegarde@example.com",
    twoFactorEnabled: true,
  });
  await db.insert(session).values({
    id: "s1",
    token: ways.token,
    userId: "owner",
    expiresAt: later,
  });
  await db
    .insert(verification)
    .values({ id: "v1", identifier: "sign-in-code", value: ways.code, expiresAt: later });
  await db.insert(knownDevices).values({ id: ways.device, userId: "owner", label: "Firefox" });
  await db.insert(settings).values([
    { key: "auth_secret", value: ways.authSecret },
    { key: "first-steps:welcome", value: "dismissed" },
  ]);
  await db.insert(twoFactor).values({
    id: "t1",
    userId: "owner",
    secret: "secret-totp-chiffre",
    backupCodes: "codes-chiffres",
  });

  // Requests go on while the backup is taken: each writes a lead.
  let writing = true;
  let written = 0;
  const requests = (async () => {
    while (writing) {
      await new Promise((resolve) => setImmediate(resolve));
      await db.insert(leads).values({
        nom: "Durand",
        prenom: `Visiteur ${written}`,
        email: `visiteur-${written}@example.fr`,
        date: "01/06/2026",
        heure: "14:00:00",
        timestamp: now,
        sessionId: `visite-${written}`,
        buttonId: "hero-button",
        createdAt: now,
      });
      written += 1;
    }
  })();
  const backup = await createBackup(site);
  writing = false;
  await requests;

  it("holds no session, no e-mailed code, no known device and no auth secret", async () => {
    const text = await dumpText(backup.dir);
    // What stays, found where it is: the search does read the rows.
    expect(text).toContain("praticien-sauvegarde@example.com");
    expect(text).toContain("dismissed");
    for (const way of Object.values(ways)) expect(text).not.toContain(way);
  });

  it("counts what the dump holds, and the restore says what it put back", async () => {
    expect(written).toBeGreaterThan(0);
    const target = await newRestoreTarget(root, "restored");
    const result = await restoreBackup({ backupDir: backup.dir, env: target });
    const restored = await withServices(target, (services) => services.db.$count(leads));
    expect(backup.manifest.counts.leads).toBe(restored);
    expect(result.restored.leads).toBe(restored);
  });

  it("signs nobody in, and says the second factor needs the old auth secret back", async () => {
    const target = await newRestoreTarget(root, "new-machine");
    const result = await restoreBackup({ backupDir: backup.dir, env: target });
    await withServices(target, async ({ db: restored }) => {
      expect(await restored.$count(session)).toBe(0);
      expect(await restored.$count(verification)).toBe(0);
      expect(await restored.$count(knownDevices)).toBe(0);
      expect(await restored.select().from(settings)).toEqual([
        { key: "first-steps:welcome", value: "dismissed" },
      ]);
      expect(await restored.$count(user)).toBe(1);
    });
    expect(result).toMatchObject({ authSecret: "none", secondFactorAccounts: 1 });
    const lines = describeRestore({ ...result, restored: "…" });
    expect(lines.join("\n")).toContain(
      "avant de démarrer, définissez AUTH_SECRET avec la valeur du serveur d'origine, ou désactivez-la avec npm run admin:create -- --reset-second-factor",
    );
  });

  it("keeps the auth secret of the installation it restores onto", async () => {
    const target = await newRestoreTarget(root, "same-machine");
    await restoreBackup({ backupDir: backup.dir, env: target });
    await withServices(target, ({ db: current }) =>
      current.insert(settings).values({ key: "auth_secret", value: ways.authSecret }),
    );
    const result = await restoreBackup({ backupDir: backup.dir, env: target });
    expect(result.authSecret).toBe("this-machine");
    const kept = await withServices(target, ({ db: restored }) => restored.select().from(settings));
    expect(kept).toContainEqual({ key: "auth_secret", value: ways.authSecret });
  });
});
