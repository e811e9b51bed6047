/**
 * The admin's JSON endpoints (/api/admin/…): POST only, for the signed-in
 * owner. A GET answers the guard's 401 when signed out, a French 405 when
 * signed in; another method, a 405 before anything is read. The admin's
 * form-only routes answer a GET the same way (the sign-in page when signed out).
 */
import { requireApiUser, requireUser } from "~/features/auth/guard.server";
import type { AppServices } from "~/server/context.server";
import { requirePost } from "~/server/form-body.server";
import { methodNotAllowed } from "~/server/public-api.server";

interface EndpointArgs {
  request: Request;
  context: { services: AppServices };
}

export async function adminApiLoader({ request, context }: EndpointArgs) {
  await requireApiUser(request, context.services);
  return methodNotAllowed();
}

/** GET on an admin route that only takes a form's POST: the guard, then a French 405. */
export async function adminFormLoader({ request, context }: EndpointArgs) {
  await requireUser(request, context.services);
  requirePost(request);
  return null;
}

/** Runs `handle` for a POST from the signed-in owner. */
export async function adminApiAction(
  { request, context }: EndpointArgs,
  handle: (request: Request, services: AppServices) => Promise<Response>,
) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiUser(request, context.services);
  return handle(request, context.services);
}
