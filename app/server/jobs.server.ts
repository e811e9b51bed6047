import { Cron } from "croner";
import type { AppServices } from "~/server/context.server";
import { PRACTICE_TIME_ZONE } from "~/lib/paris-date";

/** A recurring task of the server, run in-process on a cron schedule. */
export interface Job {
  name: string;
  /** Cron pattern, evaluated in Europe/Paris. */
  schedule: string;
  /** Also run once when the server starts (catch up on missed runs). */
  runAtStart?: boolean;
  run(services: AppServices): Promise<unknown>;
}

/** Schedules `jobs` (the composition root's list, APP_JOBS); returns what stops them. */
export function startJobs(services: AppServices, jobs: readonly Job[]): () => void {
  const crons = jobs.map((job) => {
    const run = async () => {
      try {
        await job.run(services);
      } catch (error) {
        console.error(`Tâche « ${job.name} » en échec :`, error);
      }
    };
    if (job.runAtStart) void run();
    return new Cron(job.schedule, { timezone: PRACTICE_TIME_ZONE, protect: true }, run);
  });
  return () => crons.forEach((cron) => cron.stop());
}
