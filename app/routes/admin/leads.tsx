import type { Route } from "./+types/leads";
import { adminMeta } from "~/features/admin-shell/private-page";
import { requireUser } from "~/features/auth/guard.server";
import { formatAdminDateTime } from "~/lib/admin-dates";
import { leadAdminAction } from "~/features/leads/admin-actions.server";
import {
  forwardState,
  leadButtons,
  listLeads,
  pagePath,
} from "~/features/leads/admin-leads.server";
import { leadAdminMessages as messages } from "~/features/leads/admin-messages";
import { LeadList } from "~/features/leads/components/lead-list";
import { PrivacyRequestPanel } from "~/features/leads/components/privacy-request-panel";
import { parseLeadListQuery } from "~/features/leads/lead-list-query";
import { listErasures } from "~/features/leads/privacy-requests.server";
import { readFormBody } from "~/server/form-body.server";

export const meta: Route.MetaFunction = () => adminMeta(messages.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.services);
  const { services } = context;
  const query = parseLeadListQuery(new URL(request.url).searchParams);
  const [list, buttons, erasures] = await Promise.all([
    listLeads(services, query),
    leadButtons(services),
    listErasures(services),
  ]);
  return {
    query: { ...query, page: list.page },
    total: list.total,
    pageCount: list.pageCount,
    buttons,
    leads: list.rows.map((row) => ({
      id: row.id,
      date: formatAdminDateTime(row.createdAt),
      prenom: row.prenom,
      nom: row.nom,
      email: row.email,
      button: row.buttonId,
      page: pagePath(row.pageUrl),
      source: row.utmSource,
      campaign: row.utmCampaign,
      forward: forwardState(services, row),
    })),
    erasures: erasures.map((entry) => ({
      id: entry.id,
      date: formatAdminDateTime(entry.createdAt),
      by: entry.performedBy,
      leads: entry.leadsDeleted,
      sessions: entry.sessionsDeleted,
      events: entry.eventsDeleted,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context.services);
  return leadAdminAction(context.services, user, await readFormBody(request));
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-3xl">{messages.title}</h1>
      <p className="mt-2 text-muted">{messages.intro}</p>
      <LeadList {...loaderData} />
      <PrivacyRequestPanel erasures={loaderData.erasures} />
    </div>
  );
}
