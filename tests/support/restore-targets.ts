/**
 * For restore tests: a new place to restore into, and everything a site
 * holds (every row of every table, every image) to compare two sites.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll } from "vitest";
import { z } from "zod";
import { practiceSettingsPort } from "~/features/practice/practice-settings.server";
import type { AppServices } from "~/server/context.server";
import { openDatabase } from "~/server/db/database.server";
import { parseEnv, type Env } from "~/server/env.server";

/** A new data folder under `root` (and on PostgreSQL, a new empty database, dropped after the file). */
export async function newRestoreTarget(root: string, name: string): Promise<Env> {
  const env: Record<string, string> = { NODE_ENV: "test", DATA_DIR: path.join(root, name) };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === "postgres" && serverUrl) {
    const database = `restore_${crypto.randomUUID().replace(/-/g, "")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    afterAll(async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${database} with (force)`);
      await cleanup.end();
    });
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  return parseEnv(env);
}

const RowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });
async function rowsOf(services: AppServices, query: SQL) {
  return RowsSchema.parse(await services.db.execute(query)).rows;
}

/** Every row of every table of the application, as text, sorted: what two sites must share. */
export async function everything(services: AppServices, except: string[] = []) {
  const tables = await rowsOf(
    services,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const content: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const name = z.string().parse(table);
    if (except.includes(name)) continue;
    const rows = await rowsOf(
      services,
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t order by 1`,
    );
    content[name] = rows.map((row) => z.string().parse(row.row));
  }
  return content;
}

/** Every file under `dir`, relative, with its bytes. */
export function filesOf(dir: string): Record<string, Buffer> {
  if (!fs.existsSync(dir)) return {};
  const files: Record<string, Buffer> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = fs.readFileSync(full);
  }
  return files;
}

/** Runs `task` on services over the database `env` names, then closes it. */
export async function withServices<T>(env: Env, task: (services: AppServices) => Promise<T>) {
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: path.join(path.resolve(env.DATA_DIR), "pglite") },
  );
  try {
    return await task({
      env,
      db: handle.db,
      now: () => new Date(),
      practiceSettings: practiceSettingsPort,
    });
  } finally {
    await handle.close();
  }
}
