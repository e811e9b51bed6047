import { Cron } from "croner";
import type { AppServices } from "~/server/context.server";
import { funnelJobs } from "~/features/leads/funnel-jobs.server";
import { articleJobs } from "~/features/articles/scheduling.server";
import { maintenanceJobs } from "~/features/maintenance/maintenance-job.server";

/** A recurring task of the server, run in-process on a cron schedule. */
export interface Job {
  name: string;
  /** Cron pattern, evaluated in Europe/Paris. */
  schedule: string;
  /** Also run once when the server starts (catch up on missed runs). */
  runAtStart?: boolean;
  run(services: AppServices): Promise<unknown>;
}

/** Every job of the application. Features add theirs here. */
export const jobs: Job[] = [...funnelJobs, ...articleJobs, ...maintenanceJobs];

export function startJobs(services: AppServices, list: Job[] = jobs): () => void {
  const crons = list.map((job) => {
    const run = async () => {
      try {
        await job.run(services);
      } catch (error) {
        console.error(`Tâche « ${job.name} » en échec :`, error);
      }
    };
    if (job.runAtStart) void run();
    return new Cron(job.schedule, { timezone: "Europe/Paris", protect: true }, run);
  });
  return () => crons.forEach((cron) => cron.stop());
}
