import type { Route } from "./+types/leads-export";
import { requireUser } from "~/features/auth/guard.server";
import { countLeads, leadsCsvStream } from "~/features/leads/admin-leads.server";
import { parseLeadListQuery } from "~/features/leads/lead-list-query";
import { parisIsoDate } from "~/lib/paris-date";

/** GET /admin/demandes/export.csv?…: the filtered list as a CSV file, streamed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const { services } = context;
  const filters = parseLeadListQuery(new URL(request.url).searchParams);
  const total = await countLeads(services, filters);
  return new Response(leadsCsvStream(services, filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="demandes-${parisIsoDate(services.now())}.csv"`,
      "Cache-Control": "private, no-store",
      // The number of rows to come, for the progress bar of the page.
      "X-Total-Count": String(total),
    },
  });
}
