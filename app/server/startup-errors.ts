/**
 * Start-up failures whose message is written for the operator (bad
 * configuration, data folder in use): the server and the operator commands
 * print it without a stack trace. No imports, so `server.ts` can read it
 * before the server bundle is loaded.
 */
const EXPECTED_STARTUP_ERRORS: readonly string[] = ["EnvError", "DataDirLockedError"];

export function isExpectedStartupError(error: unknown): error is Error {
  return error instanceof Error && EXPECTED_STARTUP_ERRORS.includes(error.name);
}
