import type { Route } from "./+types/maintenance";
import { requireApiUser } from "~/features/auth/guard.server";
import { handleMaintenanceRun } from "~/features/maintenance/admin-api.server";
import { methodNotAllowed } from "~/server/public-api.server";

/** GET: signed out, the guard's 401; signed in, a French 405 (the endpoint takes POST). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiUser(request, context.services);
  return methodNotAllowed();
}

/** POST: runs the maintenance now and answers its result. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiUser(request, context.services);
  return handleMaintenanceRun(context.services);
}
