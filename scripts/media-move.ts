/**
 * `npm run media:move -- --to-bucket` copies the uploads of DATA_DIR/media/articles
 * into the bucket of MEDIA_S3_URL; `-- --to-disk` copies them back
 * (docs/operations.md, "Deux machines"). Nothing is deleted; it can run again.
 */
import { parseArgs } from "node:util";
import { parseEnv } from "~/server/env.server";
import { CliError, runCli } from "~/server/run-cli-command.server";
import { moveMedia } from "~/features/media/move-media.server";
import { MediaStorageError } from "~/features/media/media-storage.server";

const USAGE =
  "Usage : npm run media:move -- --to-bucket (du dossier de données vers le seau de MEDIA_S3_URL) ou --to-disk (l'inverse)";

await runCli(async () => {
  let options: { "to-bucket"?: boolean; "to-disk"?: boolean };
  try {
    ({ values: options } = parseArgs({
      options: { "to-bucket": { type: "boolean" }, "to-disk": { type: "boolean" } },
    }));
  } catch {
    throw new CliError(USAGE);
  }
  if (Boolean(options["to-bucket"]) === Boolean(options["to-disk"])) throw new CliError(USAGE);
  const env = parseEnv();
  try {
    const report = await moveMedia(env, options["to-bucket"] ? "bucket" : "disk");
    console.log(
      `Images copiées de ${report.from} vers ${report.to} : ${report.copied} copiées, ${report.alreadyThere} déjà présentes ; toutes vérifiées (même taille).`,
    );
  } catch (error) {
    if (error instanceof MediaStorageError) throw new CliError(error.message);
    throw error;
  }
});
