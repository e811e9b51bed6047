/**
 * Erasing rows from the database's files, not only from its tables. A DELETE
 * only marks rows dead: their bytes stay in the table and index files, and in
 * the write-ahead log, until pages are reused. VACUUM FULL rewrites a table
 * and its indexes into new files (the old ones are removed); switching to a
 * new WAL segment and a CHECKPOINT then let the database remove the segments
 * that logged the rows (PGlite runs with wal_recycle off, so they are deleted
 * rather than renamed and reused).
 *
 * Each feature rewrites its own tables (docs/decisions/0011); whoever erased
 * rows then drops the old log once, after every rewrite.
 */
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database.server";

/** Rewrites the tables' and their indexes' files without their dead rows. */
export async function rewriteTableFiles(db: Database, tables: PgTable[]): Promise<void> {
  const names = tables.map((table) => sql.identifier(getTableName(table)));
  await db.execute(sql`vacuum full ${sql.join(names, sql`, `)}`);
}

/**
 * Removes the write-ahead log segments that logged the rewritten rows. On a
 * PostgreSQL server this needs the rights of a superuser (or pg_checkpoint);
 * without them, and with WAL archiving or replicas, the server's own settings
 * decide when the log is gone: a warning says so.
 */
export async function dropOldWriteAheadLog(db: Database): Promise<void> {
  for (const statement of ["select pg_switch_wal()", "checkpoint"]) {
    try {
      await db.execute(sql.raw(statement));
    } catch (error) {
      console.warn(
        `Effacement : « ${statement} » refusé par la base (${error instanceof Error ? error.message : error}) ; le journal de transactions gardera les lignes effacées jusqu'à son recyclage.`,
      );
    }
  }
}
