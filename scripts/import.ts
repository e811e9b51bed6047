/**
 * `npm run import -- --wordpress export.xml` or
 * `npm run import -- --old-site postgres://… --storage https://…`, with
 * `--dry-run` for the analysis alone (app/features/import/import-cli.server.ts).
 * On the embedded database, stop the server first: the data folder belongs
 * to one process.
 */
import {
  cliMessages,
  parseImportArgs,
  runImportCommand,
} from "~/features/import/import-cli.server";
import { importDeps } from "~/features/import/redirection-sink.server";
import { openServices } from "~/server/composition.server";
import { DataDirLockedError } from "~/server/data-dir-lock.server";
import { CliError, runCli } from "~/server/run-cli-command.server";

await runCli(async () => {
  const args = parseImportArgs(process.argv.slice(2));
  const services = await openServices().catch((error: unknown) => {
    throw error instanceof DataDirLockedError ? new CliError(cliMessages.serverRunning) : error;
  });
  try {
    process.exitCode = await runImportCommand(services, importDeps, args);
  } finally {
    await services.close();
  }
});
