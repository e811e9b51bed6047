import path from "node:path";
import type { AppServices } from "~/server/context.server";
import { openDatabase, pgliteDir } from "~/server/db/database.server";
import { lockDataDir } from "~/server/data-dir-lock.server";
import { parseEnv } from "~/server/env.server";
import { projectRoot } from "~/server/project-root.server";

export interface CliServices extends AppServices {
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Services for an operator command (npm run admin:create, db:seed, …). On the
 * embedded database it takes the data folder's lock first, so it refuses with
 * a clear message while a server is running on that folder.
 */
export async function openCliServices(): Promise<CliServices> {
  const env = parseEnv();
  const dataDir = path.resolve(projectRoot, env.DATA_DIR);
  const release = env.DATABASE_URL ? null : await lockDataDir(dataDir);
  try {
    const handle = await openDatabase(
      env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL }
        : { kind: "pglite", dataDir: pgliteDir(dataDir) },
    );
    return {
      env,
      db: handle.db,
      now: () => new Date(),
      dataDir,
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

/** Runs an operator command: expected failures print their message only. */
export async function runCli(task: () => Promise<void>) {
  try {
    await task();
  } catch (error) {
    const expected =
      error instanceof Error && ["EnvError", "DataDirLockedError", "CliError"].includes(error.name);
    console.error(expected ? (error as Error).message : error);
    process.exitCode = 1;
  }
}

/** A failure of an operator command whose message says what to do. */
export class CliError extends Error {
  override name = "CliError";
}
