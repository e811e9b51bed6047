/**
 * The composition root: environment → data folder lock → database →
 * services, the one way the server (`startApp`) and the operator commands
 * (`npm run admin:create`, `db:seed`, `maintenance`, …) build them. The
 * server's jobs are listed here too, so `jobs.server.ts` knows no feature.
 */
import path from "node:path";
import type { AppServices } from "~/server/context.server";
import { lockDataDir } from "~/server/data-dir-lock.server";
import {
  openDatabase,
  pgliteDir,
  type DatabaseHandle,
  type DatabaseTarget,
} from "~/server/db/database.server";
import { parseEnv, type Env } from "~/server/env.server";
import type { Job } from "~/server/jobs.server";
import { projectRoot } from "~/server/project-root.server";
import { articleJobs } from "~/features/articles/scheduling.server";
import { backupJobs } from "~/features/backups/backup-job.server";
import { leadForwardRetryJobs } from "~/features/leads/lead-forward-retry-job.server";
import { maintenanceJobs } from "~/features/maintenance/maintenance-job.server";
import { practiceSettingsPort } from "~/features/practice/practice-settings.server";

/** Every recurring job of the server. A feature's new job is added here. */
export const APP_JOBS: readonly Job[] = [
  ...leadForwardRetryJobs,
  ...articleJobs,
  ...maintenanceJobs,
  ...backupJobs,
];

export interface OpenServices extends AppServices {
  /** The data folder, absolute. */
  dataDir: string;
  /** Its kind and LISTEN, for following other processes' changes (content-version.server.ts). */
  database: Pick<DatabaseHandle, "kind" | "listen">;
  /** Closes the database, then releases the data folder. */
  close(): Promise<void>;
}

/** The database of `env`: its PostgreSQL, or the embedded one of its data folder. */
export function databaseTarget(env: Env, options: { template?: string } = {}): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : {
        kind: "pglite",
        dataDir: pgliteDir(path.resolve(projectRoot, env.DATA_DIR)),
        template: options.template,
      };
}

/**
 * On the embedded database the data folder's lock is taken first, so a
 * second server or an operator command on the same folder refuses with a
 * clear message (DataDirLockedError) instead of corrupting it.
 */
export async function openServices(options: { template?: string } = {}): Promise<OpenServices> {
  const env = parseEnv();
  const dataDir = path.resolve(projectRoot, env.DATA_DIR);
  const release = env.DATABASE_URL ? null : await lockDataDir(dataDir);
  try {
    const handle = await openDatabase(databaseTarget(env, options));
    return {
      env,
      db: handle.db,
      now: () => new Date(),
      practiceSettings: practiceSettingsPort,
      dataDir,
      database: handle,
      async close() {
        await handle.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}
