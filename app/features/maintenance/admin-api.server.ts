/** POST /api/admin/maintenance: a run started from the dashboard panel. */
import type { AppServices } from "~/server/context.server";
import { jsonError, jsonResponse } from "~/server/public-api.server";
import { runMaintenance } from "./maintenance.server";
import { maintenanceMessages } from "./messages";

export async function handleMaintenanceRun(services: AppServices): Promise<Response> {
  try {
    const run = await runMaintenance(services, "dashboard");
    if (!run.ran) return jsonError(409, maintenanceMessages.busy);
    return jsonResponse(run.result);
  } catch (error) {
    console.error("Maintenance lancée depuis le tableau de bord : échec", error);
    return jsonError(500, maintenanceMessages.failed);
  }
}
