import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/database.server";

/** The tables an erasure deletes from: they hold names, e-mails, session ids and user agents. */
const PERSONAL_TABLES = ["leads", "tracking_events", "appointment_tracking"] as const;

/**
 * A DELETE only marks rows dead: their bytes stay in the table and index
 * files, and in the write-ahead log, until pages are reused. VACUUM FULL
 * rewrites the tables and their indexes into new files (the old ones are
 * removed); switching to a new WAL segment and a CHECKPOINT then let the
 * database remove the segments that logged the rows (PGlite runs with
 * wal_recycle off, so they are deleted rather than renamed and reused).
 *
 * On a PostgreSQL server the last two steps need the rights of a superuser
 * (or pg_checkpoint); without them, and with WAL archiving or replicas, the
 * server's own settings decide when the log is gone: a warning says so.
 */
export async function eraseFromFiles(db: Database): Promise<void> {
  await db.execute(sql.raw(`vacuum full ${PERSONAL_TABLES.join(", ")}`));
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
