import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataDir } from "~/server/data-dir-lock.server";

const exec = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-admin-create-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function adminCreate(dataDir: string, env: Record<string, string>) {
  return exec("node_modules/.bin/tsx", ["scripts/admin-create.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      ...env,
    },
  });
}

const failureOf = async (run: Promise<unknown>) => {
  const failure = await run.then(
    () => ({ stderr: "" }),
    (error: { stderr: string }) => error,
  );
  return failure.stderr;
};

describe("npm run admin:create", () => {
  const dataDir = path.join(tmp, "data");

  it(
    "creates the owner account from ADMIN_EMAIL and ADMIN_PASSWORD",
    { timeout: 60_000 },
    async () => {
      const { stdout } = await adminCreate(dataDir, {
        ADMIN_EMAIL: "Praticien@example.com",
        ADMIN_PASSWORD: "Un-mot-de-passe-solide-42",
      });
      expect(stdout).toContain("Compte administrateur créé pour praticien@example.com");
      const client = await PGlite.create(path.join(dataDir, "pglite"));
      const users = await client.query<{ email: string }>('select email from "user"');
      const accounts = await client.query<{ provider_id: string }>(
        "select provider_id from account",
      );
      await client.close();
      expect(users.rows).toEqual([{ email: "praticien@example.com" }]);
      expect(accounts.rows).toEqual([{ provider_id: "credential" }]);
    },
  );

  it("sets a new password when the account exists", { timeout: 60_000 }, async () => {
    const { stdout } = await adminCreate(dataDir, {
      ADMIN_EMAIL: "praticien@example.com",
      ADMIN_PASSWORD: "Un-autre-mot-de-passe-43",
    });
    expect(stdout).toContain("Nouveau mot de passe enregistré pour praticien@example.com");
  });

  it("refuses a password without a terminal to type it in", { timeout: 60_000 }, async () => {
    const stderr = await failureOf(adminCreate(dataDir, { ADMIN_EMAIL: "praticien@example.com" }));
    expect(stderr).toContain("définissez ADMIN_EMAIL et ADMIN_PASSWORD");
  });

  it("refuses while a server holds the data folder", { timeout: 60_000 }, async () => {
    const release = await lockDataDir(dataDir);
    try {
      const stderr = await failureOf(
        adminCreate(dataDir, {
          ADMIN_EMAIL: "praticien@example.com",
          ADMIN_PASSWORD: "Un-mot-de-passe-solide-42",
        }),
      );
      expect(stderr).toContain("déjà utilisé par un autre processus");
    } finally {
      await release();
    }
  });
});
