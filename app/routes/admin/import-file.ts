import { data } from "react-router";
import type { Route } from "./+types/import-file";
import { adminFormLoader } from "~/features/admin-shell/form-only-route.server";
import { requireUser } from "~/features/auth/guard.server";
import { saveUpload } from "~/features/import/import-service.server";
import { importMessages, MAX_IMPORT_FILE_BYTES } from "~/features/import/messages";
import { ImportInputError } from "~/features/import/wxr-reader.server";
import { requirePost } from "~/server/form-body.server";

/** GET: nothing to show (a French 405). */
export const loader = adminFormLoader;

/**
 * The export file, sent as the request's body (not a multipart form) so
 * that it is streamed to disk as it arrives, never held in memory; answers
 * the id the page's analysis and import name it by.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  requirePost(request);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_IMPORT_FILE_BYTES) {
    return data({ error: importMessages.fileTooLarge }, { status: 413 });
  }
  if (!request.body) return data({ error: importMessages.fileMissing }, { status: 400 });
  try {
    const file = await saveUpload(context.services, request.body);
    return { file: file.split(/[\\/]/).pop() ?? "" };
  } catch (error) {
    if (!(error instanceof ImportInputError)) throw error;
    return data({ error: error.message }, { status: 413 });
  }
}
