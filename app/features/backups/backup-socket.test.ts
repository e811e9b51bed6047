import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataDir } from "~/server/data-dir-lock.server";
import { withJobLock } from "~/server/job-lock.server";
import { startS3Server } from "../../../tests/support/s3-bucket";
import { createTestServices } from "../../../tests/support/test-services";
import { BACKUP_SOCKET, listenForBackupRequests } from "./backup-socket.server";
import { listLocalBackups } from "./create-backup.server";
import { backupMessages } from "./messages";

const exec = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-socket-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const s3 = await startS3Server();
afterAll(() => s3.close());

const PASSPHRASE = "tulipe-cascade-boussole-ardoise-violon";

/** An operator command in its own process, as typed in a shell. */
function run(script: string, env: Record<string, string>, ...args: string[]) {
  return exec("node_modules/.bin/tsx", [`scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: "", ...env },
  });
}

const stderrOf = (failure: unknown) =>
  failure && typeof failure === "object" && "stderr" in failure ? String(failure.stderr) : "";

// Each command starts its own Node process, and the machine may be busy.
describe(
  "npm run backup while the server runs on the embedded database",
  { timeout: 240_000 },
  async () => {
    // This process plays the running server: it holds the data folder and answers on its socket.
    const dataDir = path.join(tmp, "site");
    const release = await lockDataDir(dataDir);
    afterAll(() => release());
    const services = await createTestServices({
      env: { DATA_DIR: dataDir, ...s3.env, BACKUP_PASSPHRASE: PASSPHRASE },
    });

    it("asks the running server, which takes the backup and copies it to the bucket", async () => {
      const stop = await listenForBackupRequests(services, dataDir);
      expect(stop).not.toBeNull();
      try {
        const socket = fs.statSync(path.join(dataDir, BACKUP_SOCKET));
        expect(socket.mode & 0o777).toBe(0o600);
        const { stdout } = await run("backup", { DATA_DIR: dataDir });
        expect(stdout).toContain("Sauvegarde prise par le serveur en marche.");
        expect(stdout).toContain(`Sauvegarde écrite dans ${path.join(dataDir, "backups")}`);
        expect(stdout).toContain("Copiée dans s3://sauvegardes/cabinet/");
        expect(listLocalBackups(services.env)).toHaveLength(1);
      } finally {
        await stop?.();
      }
    });

    it("refuses a second backup while one runs, in French", async () => {
      const stop = await listenForBackupRequests(services, dataDir);
      try {
        // The nightly job's lock, held as a running backup holds it.
        const outcome = await withJobLock(services.db, "backup", 60_000, () =>
          run("backup", { DATA_DIR: dataDir }).catch((error: unknown) => error),
        );
        expect(outcome.ran && stderrOf(outcome.result)).toContain(backupMessages.backupBusy);
        expect(listLocalBackups(services.env)).toHaveLength(1);
      } finally {
        await stop?.();
      }
    });

    it("says who holds the data folder when no server answers there", async () => {
      const failure = await run("backup", { DATA_DIR: dataDir }).catch((error: unknown) => error);
      expect(stderrOf(failure)).toContain("déjà utilisé par un autre processus");
      expect(listLocalBackups(services.env)).toHaveLength(1);
    });

    it("restores a copy from the bucket with the passphrase, and refuses a wrong one", async () => {
      const [backup] = listLocalBackups(services.env);
      const target = path.join(tmp, "restored");
      const bucket = { DATA_DIR: target, ...s3.env };
      const source = `s3:${backup!.name}`;

      const refused = await run(
        "restore",
        { ...bucket, BACKUP_PASSPHRASE: "une-autre-phrase-de-passe" },
        source,
      ).catch((error: unknown) => error);
      expect(stderrOf(refused)).toContain(backupMessages.wrongPassphrase);
      expect(fs.existsSync(path.join(target, "pglite"))).toBe(false);

      const { stdout } = await run("restore", { ...bucket, BACKUP_PASSPHRASE: PASSPHRASE }, source);
      expect(stdout).toContain(`Sauvegarde restaurée depuis ${source}`);
      expect(fs.existsSync(path.join(target, "pglite"))).toBe(true);
      // The downloaded and decrypted files do not stay behind.
      expect(fs.readdirSync(target).filter((name) => name.startsWith(".restauration"))).toEqual([]);
    });
  },
);
