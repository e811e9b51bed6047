/**
 * `npm run maintenance`: runs the maintenance now (the routine of
 * the dashboard panel and of the daily job), prints each step and exits
 * with 1 when it found errors. On the embedded database, stop the server
 * first: the data folder belongs to one process.
 */
import { CliError, runCli } from "~/server/run-cli-command.server";
import { openServices } from "~/server/composition.server";
import { runMaintenance } from "~/features/maintenance/maintenance.server";
import { stepBadge } from "~/features/maintenance/maintenance-result";
import { maintenanceMessages } from "~/features/maintenance/messages";

await runCli(async () => {
  const services = await openServices();
  try {
    const run = await runMaintenance(services, "cli");
    if (!run.ran) throw new CliError(`Maintenance non lancée : ${maintenanceMessages.busy}`);
    const { result } = run;
    for (const step of result.steps)
      console.log(
        `${stepBadge(step.status).padEnd(7)} ${step.step}${step.detail ? ` — ${step.detail}` : ""}`,
      );
    if (result.success) {
      console.log(maintenanceMessages.success);
    } else {
      console.log(maintenanceMessages.partialFailure(result.errors.length));
      for (const error of result.errors) console.log(`  - ${error}`);
      process.exitCode = 1;
    }
  } finally {
    await services.close();
  }
});
