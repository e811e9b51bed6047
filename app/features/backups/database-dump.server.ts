/**
 * The database part of a backup: PGlite's own dump of its data folder (taken
 * from the live instance between two queries, after a CHECKPOINT), or
 * pg_dump's custom format for PostgreSQL (Debian's postgresql-client).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { sql } from "drizzle-orm";
import type { AppServices } from "~/server/context.server";
import { PGLITE_START_PARAMS } from "~/server/db/database.server";
import { BackupError, backupMessages } from "./messages";

const run = promisify(execFile);

type DatabaseSource = { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string };

export const DUMP_FILES = { pglite: "database.tar.gz", postgres: "database.pgdump" } as const;

/** The database the services run on, as something that can be dumped. */
export function databaseSource(services: AppServices): DatabaseSource {
  if (services.env.DATABASE_URL) return { kind: "postgres", url: services.env.DATABASE_URL };
  const { db } = services;
  const client = "$client" in db ? db.$client : undefined;
  if (client instanceof PGlite) return { kind: "pglite", client };
  throw new BackupError(backupMessages.noDatabase);
}

export async function dumpDatabase(
  services: AppServices,
  source: DatabaseSource,
  file: string,
): Promise<void> {
  if (source.kind === "pglite") {
    // Flushes what is only in memory, so the files hold every committed write.
    await services.db.execute(sql`checkpoint`);
    const dump = await source.client.dumpDataDir("gzip");
    await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return;
  }
  await postgresTool(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`],
    source.url,
    backupMessages.pgDumpMissing,
  );
}

/** Creates the embedded database of `pgliteDir` from a dump. */
export async function loadPgliteDump(file: string, pgliteDir: string): Promise<void> {
  await fs.promises.mkdir(pgliteDir, { recursive: true });
  const client = await PGlite.create(pgliteDir, {
    loadDataDir: new Blob([await fs.promises.readFile(file)]),
    startParams: PGLITE_START_PARAMS,
  });
  await client.close();
}

/**
 * Replaces everything in the PostgreSQL database of `url` by the dump: the
 * application's schemas are dropped first, so tables of a newer version do
 * not stay behind, then migrations bring the restored data up to date.
 */
export async function loadPostgresDump(file: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "drop schema if exists drizzle cascade; drop schema public cascade; create schema public;",
    );
  } finally {
    await client.end();
  }
  await postgresTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", file],
    url,
    backupMessages.pgRestoreMissing,
  );
}

/**
 * Runs pg_dump or pg_restore on the database of `url`; the password goes
 * through the environment, never the command line other users can read.
 */
async function postgresTool(tool: string, args: string[], url: string, missing: string) {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  try {
    await run(tool, [...args, `--dbname=${address.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") {
      throw new BackupError(missing);
    }
    const stderr =
      error instanceof Error && "stderr" in error ? String(error.stderr).trim() : String(error);
    throw new BackupError(backupMessages.toolFailed(tool, stderr));
  }
}
