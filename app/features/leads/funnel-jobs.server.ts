/**
 * Background jobs of the booking funnel: leads whose forwarding failed are
 * sent again, and the privacy policy's retention (3 years) is enforced on
 * leads and tracking rows. Each runs in one process at a time.
 */
import { lt } from "drizzle-orm";
import type { Job } from "~/server/jobs.server";
import { rateLimitBuckets } from "~/server/db/schema";
import { withJobLock } from "~/server/job-lock.server";
import { purgeExpiredTracking } from "~/features/tracking/tracking.server";
import { purgeExpiredLeads, retryFailedForwards } from "./leads.server";

const DAY_MS = 24 * 3600 * 1000;

export const funnelJobs: Job[] = [
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
  {
    name: "Purge des leads et du suivi de plus de 3 ans",
    schedule: "30 3 * * *",
    run: (services) =>
      withJobLock(
        services.db,
        "funnel-retention",
        30 * 60_000,
        async () => {
          const leads = await purgeExpiredLeads(services);
          const tracking = await purgeExpiredTracking(services);
          // Finished rate-limit windows hold nothing: a new window starts from zero anyway.
          const cutoff = new Date(services.now().getTime() - DAY_MS);
          await services.db
            .delete(rateLimitBuckets)
            .where(lt(rateLimitBuckets.windowEndsAt, cutoff));
          return { leads, tracking };
        },
        services.now,
      ),
  },
];
