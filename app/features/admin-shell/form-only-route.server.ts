import { requireUser } from "~/features/auth/guard.server";
import type { AppServices } from "~/server/context.server";
import { requirePost } from "~/server/form-body.server";

interface LoaderArgs {
  request: Request;
  context: { services: AppServices };
}

/**
 * GET on an admin route that only takes a form's POST: the sign-in page
 * when signed out, else a French 405.
 */
export async function adminFormLoader({ request, context }: LoaderArgs) {
  await requireUser(request, context.services);
  requirePost(request);
  return null;
}
