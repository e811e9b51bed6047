/**
 * The maintenance result:
 * success, steps (step name and status), errors, timestamp. Shared by the
 * server and the dashboard panel, which parses what the dashboard's action
 * answers with these schemas. Safe for the browser.
 */
import { z } from "zod";

const MAINTENANCE_TRIGGERS = ["daily", "dashboard", "cli"] as const;
export type MaintenanceTrigger = (typeof MAINTENANCE_TRIGGERS)[number];

const MaintenanceStepSchema = z.object({
  step: z.string(),
  /** "success", "error" or "skipped"; the panel shows anything else as 'Inconnu'. */
  status: z.string(),
  /** What the step did, or why it was skipped. */
  detail: z.string().optional(),
});
type MaintenanceStep = z.infer<typeof MaintenanceStepSchema>;

export const MaintenanceResultSchema = z.object({
  success: z.boolean(),
  steps: z.array(MaintenanceStepSchema),
  errors: z.array(z.string()),
  /** ISO 8601. */
  timestamp: z.string(),
  trigger: z.enum(MAINTENANCE_TRIGGERS).optional(),
});
export type MaintenanceResult = z.infer<typeof MaintenanceResultSchema>;

/** Badge of a step or of the whole run (Succès, Erreur, Inconnu). */
export type StatusBadge = "Succès" | "Erreur" | "Inconnu";

export function stepBadge(status: string): StatusBadge {
  if (status === "success") return "Succès";
  if (status === "error") return "Erreur";
  return "Inconnu";
}
