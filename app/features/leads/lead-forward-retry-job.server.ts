/**
 * Background job: leads whose forwarding to the webhook failed are
 * sent again, in one process at a time. (The privacy policy's retention —
 * leads and tracking rows purged after 3 years — is a step of the daily
 * maintenance, app/features/maintenance/steps.server.ts, which calls
 * purgeExpiredLeads and purgeExpiredTracking.)
 */
import type { Job } from "~/server/jobs.server";
import { withJobLock } from "~/server/job-lock.server";
import { retryFailedForwards } from "./leads.server";

export const leadForwardRetryJobs: Job[] = [
  {
    name: "Nouvel envoi des leads au webhook",
    schedule: "*/15 * * * *",
    run: (services) =>
      withJobLock(
        services.db,
        "lead-forward-retry",
        10 * 60_000,
        () => retryFailedForwards(services),
        services.now,
      ),
  },
];
