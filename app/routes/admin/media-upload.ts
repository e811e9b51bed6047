import type { Route } from "./+types/media-upload";
import { requireUser } from "~/features/auth/guard.server";
import { uploadImage } from "~/features/media/upload-image.server";
import { readFormBody } from "~/server/form-body.server";
import { adminFormLoader } from "~/features/admin-shell/form-only-route.server";

/** GET: the image fields post here; a French 405 (signed out, the sign-in page). */
export const loader = adminFormLoader;

/**
 * Every image field of the admin uploads here (features/media/image-upload.ts).
 * The document that names the image keeps it once saved; an upload nothing
 * names is removed by the maintenance after a grace period.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context.services);
  return uploadImage(context.services, await readFormBody(request));
}
