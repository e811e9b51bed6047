/** The dashboard's call to the maintenance endpoint (browser side). */
import { callAdminApi, type CallOutcome } from "~/features/admin-shell/admin-api-client";
import { MaintenanceResultSchema, type MaintenanceResult } from "./maintenance-result";

export function postMaintenance(): Promise<CallOutcome<MaintenanceResult>> {
  return callAdminApi("/api/admin/maintenance", { method: "POST" }, async (response) => {
    const parsed = MaintenanceResultSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  });
}
