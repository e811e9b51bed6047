import type { Job } from "~/server/jobs.server";
import { runDailyMaintenance } from "./maintenance.server";

/**
 * The daily maintenance (every day at 3:00; croner evaluates
 * the pattern in Europe/Paris). Every process schedules it; the lock and the
 * per-day record in maintenance_runs make it run once.
 */
export const maintenanceJobs: Job[] = [
  {
    name: "Maintenance quotidienne des sitemaps",
    schedule: "0 3 * * *",
    run: runDailyMaintenance,
  },
];
