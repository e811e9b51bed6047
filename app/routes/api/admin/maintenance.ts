import type { Route } from "./+types/maintenance";
import { adminApiAction, adminApiLoader } from "~/features/admin-shell/admin-api.server";
import { handleMaintenanceRun } from "~/features/maintenance/admin-api.server";

export const loader = (args: Route.LoaderArgs) => adminApiLoader(args);

/** POST: runs the maintenance now and answers its result. */
export const action = (args: Route.ActionArgs) =>
  adminApiAction(args, (_request, services) => handleMaintenanceRun(services));
