import { data } from "react-router";
import type { Route } from "./+types/page-image";
import { requireUser } from "~/features/auth/guard.server";
import { ImageRejectedError, storeUpload } from "~/features/media/image-store.server";
import { imageMessages } from "~/features/media/image-rules";
import { readFormBody } from "~/server/form-body.server";
import { adminFormLoader } from "~/features/admin-shell/admin-api.server";

/** GET: the form posts here; a French 405 (signed out, the sign-in page). */
export const loader = adminFormLoader;

/**
 * An image for a page document, through the articles' image pipeline: the
 * editor puts the stored name in the page, which references it once saved
 * (an upload no page keeps is removed by the maintenance after a grace period).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  const form = await readFormBody(request);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return data({ error: imageMessages.notAnImage }, { status: 400 });
  }
  try {
    const stored = await storeUpload(context.services, file);
    return { src: stored.fileName };
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    return data({ error: error.message }, { status: 400 });
  }
}
