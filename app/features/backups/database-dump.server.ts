/**
 * The database part of a backup: the embedded database's data folder as the
 * gzipped tar PGlite's own dump writes (taken from the live instance between
 * two queries, after a CHECKPOINT), or pg_dump's custom format for
 * PostgreSQL (Debian's postgresql-client). Either way without the ways in
 * (backup-secrets.server.ts), and counted in the very snapshot dumped.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { getTableName, ne, sql } from "drizzle-orm";
import * as tar from "tar";
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import { openDatabase, PGLITE_START_PARAMS, type Database } from "~/server/db/database.server";
import * as schema from "~/server/db/schema";
import {
  AUTH_SECRET_SETTING,
  countBackup,
  removeSecrets,
  SECRET_TABLES,
  type BackupCounts,
} from "./backup-secrets.server";
import { BackupError, backupMessages } from "./messages";

const run = promisify(execFile);

type DatabaseSource = { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string };

export const DUMP_FILES = { pglite: "database.tar.gz", postgres: "database.pgdump" } as const;

/**
 * Beside a PostgreSQL dump: the `settings` rows but the auth secret. pg_dump
 * cannot leave out one row, so the table's data is left out of the dump and
 * its other rows (IndexNow's key, 'Premiers pas') are kept in this file.
 */
export function settingsFileOf(dumpFile: string): string {
  return dumpFile.replace(/\.pgdump$/, "") + ".settings.json";
}

const StoredSettingsSchema = z.array(z.object({ key: z.string(), value: z.string() }));

/** The database the services run on, as something that can be dumped. */
export function databaseSource(services: Pick<AppServices, "env" | "db">): DatabaseSource {
  if (services.env.DATABASE_URL) return { kind: "postgres", url: services.env.DATABASE_URL };
  const { db } = services;
  const client = "$client" in db ? db.$client : undefined;
  if (client instanceof PGlite) return { kind: "pglite", client };
  throw new BackupError(backupMessages.noDatabase);
}

/** Writes the dump to `file` (and its settings file on PostgreSQL); returns what it holds. */
export async function dumpDatabase(
  services: Pick<AppServices, "db">,
  source: DatabaseSource,
  file: string,
): Promise<BackupCounts> {
  if (source.kind === "postgres") return dumpPostgres(source.url, file);
  // Flushes what is only in memory, so the files hold every committed write.
  await services.db.execute(sql`checkpoint`);
  const folder = source.client.dataDir;
  if (folder && !folder.includes("://")) return packPgliteFolder(source.client, folder, file);
  // A database in memory (the tests'): PGlite's own dump is the only way to its files.
  const copy = await openDatabase({
    kind: "pglite",
    snapshot: await source.client.dumpDataDir("gzip"),
  });
  try {
    const counts = await withoutSecrets(copy.db);
    const client = "$client" in copy.db ? copy.db.$client : undefined;
    if (!(client instanceof PGlite)) throw new BackupError(backupMessages.noDatabase);
    const dump = await client.dumpDataDir("gzip");
    await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return counts;
  } finally {
    await copy.close();
  }
}

/** The copy about to be archived, without its ways in; what it holds. */
async function withoutSecrets(db: Database): Promise<BackupCounts> {
  await removeSecrets(db, { authSecret: true });
  return countBackup(db);
}

/** node-postgres, loaded by a backup of PostgreSQL only: a server on the embedded database never needs it. */
async function postgresDriver() {
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
  return { pg, drizzle };
}

/**
 * pg_dump reads the snapshot a read-only transaction exported, in which the
 * counts and the kept settings are read too: the same instant throughout.
 */
async function dumpPostgres(url: string, file: string): Promise<BackupCounts> {
  const { pg, drizzle } = await postgresDriver();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const db = drizzle({ client, schema });
    const counts = await countBackup(db);
    const kept = await db
      .select({ key: schema.settings.key, value: schema.settings.value })
      .from(schema.settings)
      .where(ne(schema.settings.key, AUTH_SECRET_SETTING));
    const leftOut = [...SECRET_TABLES, schema.settings].map(
      (table) => `--exclude-table-data=public.${getTableName(table)}`,
    );
    await postgresTool(
      "pg_dump",
      [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--snapshot=${rows[0]!.id}`,
        ...leftOut,
        `--file=${file}`,
      ],
      url,
      backupMessages.pgDumpMissing,
    );
    await fs.promises.writeFile(settingsFileOf(file), `${JSON.stringify(kept, null, 2)}\n`);
    await client.query("commit");
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * The archive `dumpDataDir("gzip")` writes (a gzipped tar of the data
 * folder, which `loadDataDir` reads back), made without holding the
 * server's only thread. PGlite's dump reads every file and builds the tar in
 * one synchronous stretch: half a second for a 100 MB folder on an idle
 * machine, seconds on a busy one, during which no page is served
 * (docs/decisions/0016). Here the folder is copied with asynchronous reads
 * and writes under PGlite's query lock (the lock its own dump takes: no
 * query, so no write, runs meanwhile), then the copy is packed by node-tar
 * and compressed by zlib on libuv's thread pool while queries go on.
 * PostgreSQL's file names are short: plain ustar headers, no pax ones,
 * which PGlite's reader (tinytar) would take for files.
 */
async function packPgliteFolder(
  client: PGlite,
  folder: string,
  file: string,
): Promise<BackupCounts> {
  const copy = `${file}.dossier`;
  try {
    await client._runExclusiveQuery(() => copyFolder(folder, copy));
    // The copy is opened on its own (another PGlite, off the live one's lock) to leave the secrets out.
    const opened = await openDatabase({ kind: "pglite", dataDir: copy });
    let counts: BackupCounts;
    try {
      counts = await withoutSecrets(opened.db);
    } finally {
      await opened.close();
    }
    const entries = await fs.promises.readdir(copy);
    await pipeline(
      tar.c({ cwd: copy, portable: true, noPax: true }, entries),
      zlib.createGzip(),
      fs.createWriteStream(file),
    );
    return counts;
  } finally {
    await fs.promises.rm(copy, { recursive: true, force: true });
  }
}

/**
 * Copies a folder, its empty folders included (PostgreSQL needs them), the
 * files side by side on libuv's thread pool: `fs.promises.cp` copies one
 * file after another, a few round trips each through an event loop that
 * may be busy serving pages, while PGlite's queries wait for the copy.
 */
async function copyFolder(from: string, to: string): Promise<void> {
  const entries = await fs.promises.readdir(from, { recursive: true, withFileTypes: true });
  const target = (entry: fs.Dirent) =>
    path.join(to, path.relative(from, entry.parentPath), entry.name);
  await fs.promises.mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (entry.isDirectory()) await fs.promises.mkdir(target(entry), { recursive: true });
  }
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => fs.promises.copyFile(path.join(entry.parentPath, entry.name), target(entry))),
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
  const { pg, drizzle } = await postgresDriver();
  const settingsFile = settingsFileOf(file);
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
  // Backups taken before the settings were kept apart hold them in the dump.
  if (!fs.existsSync(settingsFile)) return;
  const kept = StoredSettingsSchema.parse(
    JSON.parse(await fs.promises.readFile(settingsFile, "utf8")),
  );
  if (kept.length === 0) return;
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await drizzle({ client: pool, schema })
      .insert(schema.settings)
      .values(kept)
      .onConflictDoNothing();
  } finally {
    await pool.end();
  }
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
