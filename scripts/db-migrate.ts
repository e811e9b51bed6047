/** `npm run db:migrate`: applies pending migrations (the server also does it at start). */
import { openCliServices, runCli } from "~/server/cli-services.server";

await runCli(async () => {
  const services = await openCliServices();
  await services.close();
  console.log("Base de données à jour.");
});
