import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { projectRoot } from "~/server/project-root.server";
import * as schema from "./schema";

type Schema = typeof schema;
/** The same query API over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Calls `onNotify` on each NOTIFY of `channel`; resolves to the function that stops. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot, "drizzle");

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** `template`: the folder of a new database (database-template.ts), copied when `dataDir` holds none. */
  | { kind: "pglite"; dataDir: string; template?: string }
  | { kind: "pglite"; snapshot: Blob };

/**
 * PostgreSQL's default 128 MB of shared buffers are allocated, and touched,
 * inside PGlite's WebAssembly memory at start: about 130 MB of the process's
 * memory for a database of a few tens of megabytes. Pages beyond 16 MB are
 * read again from the files, which the operating system keeps cached.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=16MB",
  // One session in one process: PostgreSQL sizes its lock tables by it.
  "-c",
  "max_connections=3",
  // Old write-ahead log segments are deleted, not renamed and reused: a reused
  // segment keeps its old bytes, erased people's rows included, until
  // overwritten (see erase-from-files.server.ts).
  "-c",
  "wal_recycle=off",
];

/** Opens the database and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") return openPostgres(target.url);
  let client: PGlite;
  if ("dataDir" in target) {
    // PGlite does not create parent folders.
    fs.mkdirSync(target.dataDir, { recursive: true });
    copyTemplateIfNew(target.dataDir, target.template);
    client = await PGlite.create(target.dataDir, { startParams: PGLITE_START_PARAMS });
  } else {
    client = await PGlite.create({
      loadDataDir: target.snapshot,
      startParams: PGLITE_START_PARAMS,
    });
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
    close: () => client.close(),
  };
}

/**
 * node-postgres and its driver are loaded only for a PostgreSQL database:
 * about 2 MB of heap a server on the embedded one never uses.
 */
async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema });
  await migratePostgres(pool, db);
  return {
    db,
    kind: "postgres",
    listen: (channel, onNotify) => listenPostgres(pg, url, channel, onNotify),
    close: () => pool.end(),
  };
}

/**
 * LISTEN needs a connection of its own, kept open: not one of the pool's.
 * A lost connection is opened again after a second (what happened meanwhile
 * is caught by whoever also polls, see content-version.server.ts).
 */
async function listenPostgres(
  pg: typeof import("pg").default,
  url: string,
  channel: string,
  onNotify: () => void,
) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  const reconnectSoon = () => {
    if (!stopped) setTimeout(() => void connect().catch(reconnectSoon), 1_000).unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", () => onNotify());
    next.on("error", (error) => {
      console.error(`LISTEN ${channel} : connexion perdue, nouvelle tentative`, error);
      client = null;
      void next.end().catch(() => undefined);
      reconnectSoon();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/** Several app processes may start at once: one migrates, the others wait. */
async function migratePostgres(pool: pg.Pool, db: NodePgDatabase<Schema>) {
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock(727001)");
    await migrate(db, { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock(727001)").catch(() => undefined);
    lockClient.release();
  }
}

/** A database folder that holds no database yet starts as a copy of the template, when there is one. */
function copyTemplateIfNew(dataDir: string, template: string | undefined) {
  if (!template || !fs.existsSync(template)) return;
  if (fs.existsSync(path.join(dataDir, "PG_VERSION"))) return;
  fs.cpSync(template, dataDir, { recursive: true });
}

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDir(dataDir: string) {
  return path.join(dataDir, "pglite");
}
