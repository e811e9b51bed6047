/** A maintenance run started from the dashboard panel (the dashboard route's action). */
import { data } from "react-router";
import type { AppServices } from "~/server/context.server";
import { runMaintenance } from "./maintenance.server";
import { maintenanceMessages } from "./messages";

export async function runMaintenanceFromDashboard(services: AppServices) {
  try {
    const run = await runMaintenance(services, "dashboard");
    if (!run.ran) return data({ error: maintenanceMessages.busy }, { status: 409 });
    return run.result;
  } catch (error) {
    console.error("Maintenance lancée depuis le tableau de bord : échec", error);
    return data({ error: maintenanceMessages.failed }, { status: 500 });
  }
}
