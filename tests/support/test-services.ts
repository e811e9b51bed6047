import crypto from "node:crypto";
import fs from "node:fs";
import { afterAll, inject } from "vitest";
import pg from "pg";
import { practiceSettingsPort } from "~/features/practice/practice-settings.server";
import type { AppServices } from "~/server/context.server";
import { watchPublicContent } from "~/server/content-version.server";
import { openDatabase, type DatabaseHandle } from "~/server/db/database.server";
import { parseEnv, type Env } from "~/server/env.server";
import { TEMPLATE_PATH } from "./paths";

export interface TestServicesOptions {
  env?: Record<string, string>;
  /** Fixed clock; defaults to the real time. */
  now?: () => Date;
}

/**
 * Services on a fresh, migrated database for one test file: a copy of the
 * PGlite template, or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL when the suite runs with TEST_DB=postgres.
 * The database is closed (and dropped) after the file's tests.
 */
export async function createTestServices(
  options: TestServicesOptions = {},
): Promise<AppServices & { handle: DatabaseHandle; databaseUrl: string | null }> {
  const env: Env = parseEnv({
    NODE_ENV: "test",
    PUBLIC_URL: "https://osteo.example.com",
    DATA_DIR: `.tmp/data-${crypto.randomUUID()}`,
    ...options.env,
  });
  const { handle, databaseUrl } =
    process.env.TEST_DB === "postgres"
      ? await openPostgres()
      : { handle: await openPglite(), databaseUrl: null };
  afterAll(() => handle.close());
  return {
    env,
    db: handle.db,
    now: options.now ?? (() => new Date()),
    practiceSettings: practiceSettingsPort,
    handle,
    databaseUrl,
  };
}

async function openPglite(): Promise<DatabaseHandle> {
  const snapshot = new Blob([fs.readFileSync(TEMPLATE_PATH)]);
  return openDatabase({ kind: "pglite", snapshot });
}

/**
 * A fresh database, copied from the run's migrated template (global-setup.ts);
 * its address lets a test open a second connection, as another process would.
 */
async function openPostgres(): Promise<{ handle: DatabaseHandle; databaseUrl: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `test_${crypto.randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    databaseUrl: url.toString(),
    handle: {
      ...handle,
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name}`);
        await cleanup.end();
      },
    },
  };
}

/**
 * Another app process on the same PostgreSQL database as `services`: its own
 * connections and caches, following public content changes as the server
 * does (LISTEN and the check once a second). Closed after the file's tests.
 */
export async function openSecondProcess(databaseUrl: string, env: Env, now: () => Date) {
  const other = await openDatabase({ kind: "postgres", url: databaseUrl });
  const otherServices: AppServices = {
    env,
    db: other.db,
    now,
    practiceSettings: practiceSettingsPort,
  };
  const stopWatching = await watchPublicContent(otherServices, other);
  afterAll(async () => {
    await stopWatching();
    await other.close();
  });
  return otherServices;
}
