import { isExpectedStartupError } from "~/server/startup-errors";

/**
 * Runs an operator command (npm run admin:create, db:seed, …; services from
 * `openServices()`): expected failures print their message only.
 */
export async function runCli(task: () => Promise<void>) {
  try {
    await task();
  } catch (error) {
    const expected = isExpectedStartupError(error) || error instanceof CliError;
    console.error(expected ? (error as Error).message : error);
    process.exitCode = 1;
  }
}

/** A failure of an operator command whose message says what to do. */
export class CliError extends Error {
  override name = "CliError";
}
