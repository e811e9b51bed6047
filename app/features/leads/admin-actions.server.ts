/**
 * The actions of /admin/demandes: send a lead again, look up a person,
 * erase a person's data. Each answers with a French toast and a status.
 */
import { data } from "react-router";
import { z } from "zod";
import type { AppServices } from "~/server/context.server";
import type { AdminUser } from "~/features/auth/guard.server";
import type { ToastInput } from "~/lib/toast";
import { formatAdminDateTime } from "~/lib/admin-dates";
import { pagePath, resendLead } from "./admin-leads.server";
import { leadAdminMessages as messages } from "./admin-messages";
import { erasePersonData, findPersonData, isEmpty } from "./privacy-requests.server";

/** A person's address as typed by the practitioner: trimmed, one @, no control characters. */
export const PersonEmailSchema = z
  .string({ error: messages.emailInvalid })
  .trim()
  .max(254, messages.emailInvalid)
  .regex(/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u, messages.emailInvalid);

const LeadIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

const toast = (
  title: string,
  description: string,
  variant: ToastInput["variant"] = "default",
): ToastInput => ({ title, description, variant });

/** What the page shows of a person's data (the download has every column). */
function personSummary(found: Awaited<ReturnType<typeof findPersonData>>) {
  return {
    email: found.email,
    leads: found.leads.map((lead) => ({
      id: lead.id,
      date: formatAdminDateTime(lead.createdAt),
      name: `${lead.prenom} ${lead.nom}`,
      email: lead.email,
      button: lead.buttonId,
      page: pagePath(lead.pageUrl),
      source: lead.utmSource,
      campaign: lead.utmCampaign,
    })),
    sessions: found.sessions.map((session) => ({
      id: session.sessionId,
      date: formatAdminDateTime(session.createdAt),
      button: session.buttonId,
      page: pagePath(session.pageUrl),
      exitType: session.exitType,
      durationSeconds: session.durationSeconds,
      shared: found.sharedSessionIds.includes(session.sessionId),
    })),
    events: found.events.map((event) => ({
      id: event.id,
      date: formatAdminDateTime(event.createdAt),
      event: event.event,
      button: event.buttonId,
      page: pagePath(event.pageUrl),
    })),
  };
}

export type PersonSummary = ReturnType<typeof personSummary>;

export async function leadAdminAction(services: AppServices, user: AdminUser, form: FormData) {
  const intent = form.get("intent");
  if (intent === "resend") {
    const id = LeadIdSchema.safeParse(form.get("id"));
    const sent = id.success ? await resendLead(services, id.data) : null;
    if (sent === null)
      return data(
        { toast: toast(messages.resendFailedTitle, messages.leadGone, "destructive") },
        { status: 404 },
      );
    return sent
      ? { toast: toast(messages.resentTitle, messages.resentText, "success") }
      : { toast: toast(messages.resendFailedTitle, messages.resendFailedText, "destructive") };
  }

  if (intent === "lookup" || intent === "erase") {
    const email = PersonEmailSchema.safeParse(form.get("email") ?? "");
    if (!email.success)
      return data({ fieldError: messages.emailInvalid, person: null }, { status: 400 });
    if (intent === "lookup") {
      const found = await findPersonData(services, email.data);
      return {
        person: isEmpty(found) ? null : personSummary(found),
        notFound: isEmpty(found) ? messages.nothingFound(email.data) : null,
      };
    }
    try {
      const counts = await erasePersonData(services, email.data, user.name || user.email);
      if (counts.leads + counts.events + counts.sessions === 0)
        return { person: null, notFound: messages.nothingFound(email.data) };
      return {
        person: null,
        erased: true,
        toast: toast(
          messages.erasedTitle,
          messages.erasedText(counts.leads, counts.sessions, counts.events),
          "success",
        ),
      };
    } catch (error) {
      console.error("Effacement RGPD en échec :", error);
      return data(
        { toast: toast(messages.eraseFailedTitle, messages.eraseFailedText, "destructive") },
        { status: 500 },
      );
    }
  }

  return data(
    { toast: toast("Action inconnue", "Rechargez la page.", "destructive") },
    { status: 400 },
  );
}
