import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { addDays } from "date-fns";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { AppServices } from "~/server/context.server";
import { startS3Server, TEST_SECRET } from "../../../tests/support/s3-bucket";
import { createTestServices } from "../../../tests/support/test-services";
import { verifyBackup } from "./backup-files.server";
import { runNightlyBackup } from "./backup-job.server";
import { listLocalBackups } from "./create-backup.server";
import { MANIFEST_FILE } from "./manifest";
import { writeBareBackup } from "../../../tests/support/bare-backup";
import { BackupError, backupMessages } from "./messages";
import { REMOTE_COPY_FILE, RemoteCopySchema } from "./backup-list.server";
import { openRestoreSource } from "./restore-source.server";

const root = path.resolve(`.tmp/offsite-${crypto.randomUUID()}`);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const s3 = await startS3Server();
afterAll(() => s3.close());

const PASSPHRASE = "tulipe-cascade-boussole-ardoise-violon";

/** A site with its own data folder, its clock at `clock()`, copying to the test bucket. */
async function openSite(name: string, clock: () => Date, env: Record<string, string> = {}) {
  const test = await createTestServices({
    env: { DATA_DIR: path.join(root, name), ...s3.env, ...env },
    now: clock,
  });
  const services: AppServices = test.databaseUrl
    ? { ...test, env: { ...test.env, DATABASE_URL: test.databaseUrl } }
    : test;
  return services;
}

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

// Each test dumps a database and derives keys (scrypt): seconds each on a busy machine.
describe("the copy of each backup to the bucket", { timeout: 240_000 }, () => {
  it("uploads the new backup as it is, and writes where it went in remote.json", async () => {
    const now = new Date("2026-11-25T02:30:00Z");
    const site = await openSite("plain", () => now);
    const backup = await runNightlyBackup(site);
    expect(backup).not.toBeNull();
    const prefix = `cabinet/${backup!.name}/`;
    const keys = (await s3.keys()).filter((key) => key.startsWith(prefix));
    expect(keys.map((key) => key.slice(prefix.length)).sort()).toEqual(
      [...backup!.manifest.files.map((file) => file.path), MANIFEST_FILE].sort(),
    );
    for (const file of backup!.manifest.files) {
      expect(sha256(await s3.read(prefix + file.path))).toBe(file.sha256);
    }
    const remote = RemoteCopySchema.parse(
      JSON.parse(fs.readFileSync(path.join(backup!.dir, REMOTE_COPY_FILE), "utf8")),
    );
    expect(remote).toEqual({
      location: `s3://sauvegardes/${prefix}`,
      copiedAt: now.toISOString(),
    });

    // Downloaded back for `npm run restore s3:<name>`: the same files, passing their hashes.
    const work = path.join(root, "plain-download");
    const dir = await openRestoreSource(`s3:${backup!.name}`, site.env, work);
    expect((await verifyBackup(dir)).createdAt).toBe(now.toISOString());
  });

  it("encrypts what leaves the machine with the passphrase, and reads it back only with it", async () => {
    const now = new Date("2026-11-25T02:30:00Z");
    // Each test copies to its own folder of the bucket.
    const site = await openSite("encrypted", () => now, {
      BACKUP_S3_URL: "s3://sauvegardes/chiffre",
      BACKUP_PASSPHRASE: PASSPHRASE,
    });
    const backup = (await runNightlyBackup(site))!;
    const prefix = `chiffre/${backup.name}/`;
    const keys = (await s3.keys()).filter((key) => key.startsWith(prefix));
    expect(keys.map((key) => key.slice(prefix.length)).sort()).toEqual(
      [
        "key.age",
        ...[...backup.manifest.files.map((file) => file.path), MANIFEST_FILE].map(
          (file) => `${file}.age`,
        ),
      ].sort(),
    );
    const local = fs.readFileSync(path.join(backup.dir, MANIFEST_FILE));
    for (const key of keys) {
      const bytes = await s3.read(key);
      expect(bytes.subarray(0, 21).toString("latin1")).toBe("age-encryption.org/v1");
      expect(bytes.includes(local.subarray(0, 40))).toBe(false);
    }

    const wrong = { ...site.env, BACKUP_PASSPHRASE: "une-autre-phrase-de-passe" };
    await expect(
      openRestoreSource(`s3:${backup.name}`, wrong, path.join(root, "wrong")),
    ).rejects.toThrow(new BackupError(backupMessages.wrongPassphrase));
    const none = { ...site.env, BACKUP_PASSPHRASE: undefined };
    await expect(
      openRestoreSource(`s3:${backup.name}`, none, path.join(root, "none")),
    ).rejects.toThrow(new BackupError(backupMessages.passphraseNeeded));
    expect(fs.existsSync(path.join(root, "wrong", "dechiffree"))).toBe(false);

    const dir = await openRestoreSource(`s3:${backup.name}`, site.env, path.join(root, "right"));
    const manifest = await verifyBackup(dir);
    expect(manifest).toEqual(backup.manifest);
    for (const file of manifest.files) {
      expect(fs.readFileSync(path.join(dir, file.path))).toEqual(
        fs.readFileSync(path.join(backup.dir, file.path)),
      );
    }
  });

  it("keeps in the bucket the backups the retention keeps, and leaves other objects alone", async () => {
    let now = new Date("2026-11-26T02:30:00Z");
    const site = await openSite("retention", () => now, {
      BACKUP_S3_URL: "s3://sauvegardes/retention",
    });
    // Forty nights already in the bucket, an upload that never finished, and someone's notes.
    for (let night = 1; night <= 40; night += 1) {
      const name = addDays(now, -night).toISOString().replace(/[:.]/g, "-");
      await s3.write(`retention/${name}/${MANIFEST_FILE}`, "{}");
      await s3.write(`retention/${name}/database.tar.gz`, "base");
    }
    await s3.write("retention/2026-11-01T05-00-00-000Z/database.tar.gz", "interrompue");
    await s3.write("retention/a-moi/notes.txt", "à garder");
    now = new Date("2026-11-26T02:30:00Z");
    const backup = (await runNightlyBackup(site))!;
    const names = [
      ...new Set(
        (await s3.keys())
          .filter((key) => key.startsWith("retention/"))
          .map((key) => key.split("/")[1]!.slice(0, 10)),
      ),
    ];
    // 7 nights (20 to 26 Nov), Sundays 8 and 15 Nov, the last night of October.
    expect(names.sort()).toEqual(
      [
        "2026-10-31",
        "2026-11-08",
        "2026-11-15",
        "2026-11-20",
        "2026-11-21",
        "2026-11-22",
        "2026-11-23",
        "2026-11-24",
        "2026-11-25",
        "2026-11-26",
        "a-moi",
      ].sort(),
    );
    expect(await s3.keys()).toContain(`retention/${backup.name}/${MANIFEST_FILE}`);
  });

  it("reports a failed copy as a failed backup naming no credential, deletes nothing local, and catches up next time", async () => {
    let now = new Date("2026-11-25T02:30:00Z");
    const site = await openSite("failure", () => now, {
      BACKUP_S3_URL: "s3://sauvegardes/echec",
      AWS_ACCESS_KEY_ID: "CLE-INCONNUE",
    });
    // Two backups the day before: the retention deletes the older after a successful backup.
    const older = writeBareBackup(site.env, "2026-11-24T01:00:00.000Z");
    writeBareBackup(site.env, "2026-11-24T02:30:00.000Z");
    const logged: string[] = [];
    const spies = (["log", "warn", "info", "error"] as const).map((channel) =>
      vi.spyOn(console, channel).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(" "));
      }),
    );
    const failure = await runNightlyBackup(site).catch((error: unknown) => error);
    // mockRestore also forgets the calls, which the expected console.error leaves behind.
    for (const spy of spies) spy.mockRestore();
    expect(failure).toBeInstanceOf(BackupError);
    const message = failure instanceof BackupError ? failure.message : "";
    expect(message).toMatch(
      /^La sauvegarde 2026-11-25T02-30-00-000Z est écrite dans .*, mais sa copie hors de la machine a échoué\. Le seau s3:\/\/sauvegardes\/echec\/ n'a pas répondu comme prévu : InvalidAccessKeyId/,
    );
    expect(message).toContain("Les sauvegardes locales sont toutes gardées");
    // The failure is logged (and recorded for the dashboard), without the credentials.
    expect(logged.some((line) => line.includes("en échec"))).toBe(true);
    for (const text of [message, ...logged]) {
      expect(text).not.toContain(TEST_SECRET);
      expect(text).not.toContain("CLE-INCONNUE");
    }
    const [taken] = listLocalBackups(site.env);
    expect(taken!.name).toBe("2026-11-25T02-30-00-000Z");
    expect(fs.existsSync(path.join(taken!.dir, REMOTE_COPY_FILE))).toBe(false);
    expect(fs.existsSync(older)).toBe(true);
    expect((await s3.keys()).filter((key) => key.startsWith("echec/"))).toEqual([]);

    // The next night, with the right key, both nights reach the bucket.
    now = addDays(now, 1);
    const fixed = { ...site, env: { ...site.env, AWS_ACCESS_KEY_ID: s3.env.AWS_ACCESS_KEY_ID } };
    await runNightlyBackup(fixed);
    const copied = new Set((await s3.keys()).map((key) => key.split("/").slice(0, 2).join("/")));
    expect([...copied].filter((key) => key.startsWith("echec/")).sort()).toEqual([
      "echec/2026-11-24T02-30-00-000Z",
      "echec/2026-11-25T02-30-00-000Z",
      "echec/2026-11-26T02-30-00-000Z",
    ]);
    const local = listLocalBackups(site.env);
    expect(local.map((b) => fs.existsSync(path.join(b.dir, REMOTE_COPY_FILE)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(fs.existsSync(older)).toBe(false);
  });
});
