import fs from "node:fs";
import path from "node:path";
import { data } from "react-router";
import type { Route } from "./+types/backup-download";
import { requireUser } from "~/features/auth/guard.server";
import { backupAdminMessages as messages } from "~/features/backups/admin-messages";
import { archiveFolder, packBackup } from "~/features/backups/backup-archive.server";
import { BackupNameSchema, findLocalBackup } from "~/features/backups/backup-list.server";

/** GET /admin/sauvegardes/:name/archive: the backup as one tar.gz (dump, images, manifest), streamed. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const name = BackupNameSchema.safeParse(params.name);
  if (!name.success) throw data({ error: messages.invalidName }, { status: 400 });
  const backup = findLocalBackup(context.services.env, name.data);
  if (!backup) throw data({ error: messages.notFound }, { status: 404 });
  // A file gone since the backup was written would cut the download half-way: say so now.
  const missing = backup.manifest.files.find(
    (file) => !fs.existsSync(path.join(backup.dir, file.path)),
  );
  if (missing) throw data({ error: messages.incomplete(missing.path) }, { status: 409 });
  return new Response(packBackup(backup), {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${archiveFolder(backup.name)}.tar.gz"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  throw data({ error: messages.methodNotAllowed }, { status: 405, headers: { Allow: "GET" } });
}
