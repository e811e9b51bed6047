/** `npm run db:migrate`: applies pending migrations (the server also does it at start). */
import { runCli } from "~/server/run-cli-command.server";
import { openServices } from "~/server/composition.server";

await runCli(async () => {
  const services = await openServices();
  await services.close();
  console.log("Base de données à jour.");
});
