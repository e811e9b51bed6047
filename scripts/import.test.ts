/** `npm run import` as the operator runs it, on an embedded database of its own. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataDir } from "~/server/data-dir-lock.server";

const exec = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "osteo-import-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const dataDir = path.join(tmp, "data");
const fixture = path.resolve("tests/fixtures/wordpress/valid-wxr-1.1.xml");

function run(...args: string[]) {
  return exec("node_modules/.bin/tsx", ["scripts/import.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
}

async function failure(...args: string[]) {
  const error = await run(...args).then(
    () => null,
    (e: { code: number; stderr: string }) => e,
  );
  return { code: error?.code, stderr: error?.stderr ?? "" };
}

describe("npm run import", () => {
  it(
    "analyses with --dry-run, then imports and reports, exit status 0",
    { timeout: 120_000 },
    async () => {
      const dry = await run("--wordpress", fixture, "--dry-run");
      expect(dry.stdout).toContain("Articles : 1 publiés");
      expect(dry.stdout).toContain("Analyse seulement (--dry-run) : rien n'a été écrit.");
      const real = await run("--wordpress", fixture);
      expect(real.stdout).toContain("Créés : 2");
      expect(real.stdout).toContain("Import terminé.");
      expect(fs.existsSync(fixture)).toBe(true);
      const again = await run("--wordpress", fixture);
      expect(again.stdout).toContain("Inchangés : 2");
    },
  );

  it("refuses bad input in French with exit status 1", { timeout: 60_000 }, async () => {
    expect(
      await failure("--old-site", "mysql://a:b@c/d", "--storage", "https://x.supabase.co"),
    ).toEqual({
      code: 1,
      stderr: expect.stringContaining("doit commencer par postgres://"),
    });
    expect(
      await failure("--wordpress", path.resolve("tests/fixtures/wordpress/malformed.xml")),
    ).toEqual({
      code: 1,
      stderr: expect.stringContaining("mal formé ou incomplet"),
    });
    expect((await failure()).stderr).toContain("Usage : npm run import");
  });

  it(
    "says the server must be stopped when it holds the embedded database",
    { timeout: 60_000 },
    async () => {
      const release = await lockDataDir(dataDir);
      try {
        expect(await failure("--wordpress", fixture)).toEqual({
          code: 1,
          stderr: expect.stringContaining(
            "Le serveur est en marche sur la base de données intégrée : arrêtez-le",
          ),
        });
      } finally {
        await release();
      }
    },
  );
});
