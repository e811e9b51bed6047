/** `npm run db:seed`: adds the demo articles to an empty database. */
import { runCli } from "~/server/run-cli-command.server";
import { openServices } from "~/server/composition.server";
import { seedDemoContent } from "~/server/db/seed.server";

await runCli(async () => {
  const services = await openServices();
  try {
    const added = await seedDemoContent(services);
    console.log(
      added > 0
        ? `${added} articles de démonstration ajoutés.`
        : "La base contient déjà des articles : rien n'a été ajouté.",
    );
  } finally {
    await services.close();
  }
});
