/**
 * The database part of a backup: the embedded database's data folder as the
 * gzipped tar PGlite's own dump writes (taken from the live instance between
 * two queries, after a CHECKPOINT), or pg_dump's custom format for
 * PostgreSQL (Debian's postgresql-client).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { AppServices } from "~/server/context.server";
import { PGLITE_START_PARAMS } from "~/server/db/database.server";
import { BackupError, backupMessages } from "./messages";

const run = promisify(execFile);

type DatabaseSource = { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string };

export const DUMP_FILES = { pglite: "database.tar.gz", postgres: "database.pgdump" } as const;

/** The database the services run on, as something that can be dumped. */
export function databaseSource(services: Pick<AppServices, "env" | "db">): DatabaseSource {
  if (services.env.DATABASE_URL) return { kind: "postgres", url: services.env.DATABASE_URL };
  const { db } = services;
  const client = "$client" in db ? db.$client : undefined;
  if (client instanceof PGlite) return { kind: "pglite", client };
  throw new BackupError(backupMessages.noDatabase);
}

export async function dumpDatabase(
  services: Pick<AppServices, "db">,
  source: DatabaseSource,
  file: string,
): Promise<void> {
  if (source.kind === "pglite") {
    // Flushes what is only in memory, so the files hold every committed write.
    await services.db.execute(sql`checkpoint`);
    const folder = source.client.dataDir;
    if (folder && !folder.includes("://")) return packPgliteFolder(source.client, folder, file);
    // A database in memory (the tests'): PGlite's own dump is the only way to its files.
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
async function packPgliteFolder(client: PGlite, folder: string, file: string): Promise<void> {
  const copy = `${file}.dossier`;
  try {
    await client._runExclusiveQuery(() => copyFolder(folder, copy));
    const entries = await fs.promises.readdir(copy);
    await pipeline(
      tar.c({ cwd: copy, portable: true, noPax: true }, entries),
      zlib.createGzip(),
      fs.createWriteStream(file),
    );
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
