/**
 * Leads of the information modal: stored in our database first (never lost),
 * then forwarded to LEAD_WEBHOOK_URL in the background (docs/architecture.md,
 * "The booking funnel"); a failed forward is retried every 15 minutes for 3 days.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { PRACTICE_TIME_ZONE } from "~/lib/paris-date";
import { retentionCutoff } from "~/lib/retention";
import type { AppServices } from "~/server/context.server";
import { leads } from "~/server/db/schema";
import type { LeadSubmission } from "./lead-schema";
import { spreadsheetSafeRecord } from "./spreadsheet-safe";

/** Lead post time-out 5000 ms (and lead timestamps in Paris time). */
const WEBHOOK_TIMEOUT_MS = 5_000;

/** The lead submission payload, as the webhook receives it. */
interface LeadPayload {
  nom: string;
  prenom: string;
  email: string;
  date: string;
  heure: string;
  timestamp: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_id: string | null;
  previous_lead_id: string | null;
  landing_page_visits: number | null;
  contact_form_interactions: number | null;
  custom_user_id: string | null;
  previous_contact_timestamp: string | null;
}

/** Date (dd/MM/yyyy) and time (HH:mm:ss) as the practice reads them, in Paris. */
export function parisDateTime(instant: Date): { date: string; heure: string } {
  const paris = new TZDate(instant, PRACTICE_TIME_ZONE);
  return { date: format(paris, "dd/MM/yyyy"), heure: format(paris, "HH:mm:ss") };
}

type LeadRow = typeof leads.$inferSelect;

function leadPayload(row: LeadRow): LeadPayload {
  return {
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    date: row.date,
    heure: row.heure,
    timestamp: row.timestamp.toISOString(),
    utm_source: row.utmSource,
    utm_medium: row.utmMedium,
    utm_campaign: row.utmCampaign,
    utm_id: row.utmId,
    previous_lead_id: row.previousLeadId,
    landing_page_visits: row.landingPageVisits,
    contact_form_interactions: row.contactFormInteractions,
    custom_user_id: row.customUserId,
    previous_contact_timestamp: row.previousContactTimestamp,
  };
}

export async function createLead(
  services: AppServices,
  submission: LeadSubmission,
): Promise<LeadRow> {
  const now = services.now();
  const [row] = await services.db
    .insert(leads)
    .values({
      nom: submission.nom,
      prenom: submission.prenom,
      email: submission.email,
      ...parisDateTime(now),
      timestamp: now,
      utmSource: submission.utm_source ?? null,
      utmMedium: submission.utm_medium ?? null,
      utmCampaign: submission.utm_campaign ?? null,
      utmId: submission.utm_id ?? null,
      previousLeadId: submission.previous_lead_id ?? null,
      landingPageVisits: submission.landing_page_visits ?? null,
      contactFormInteractions: submission.contact_form_interactions ?? null,
      customUserId: submission.custom_user_id ?? null,
      previousContactTimestamp: submission.previous_contact_timestamp ?? null,
      sessionId: submission.session_id ?? null,
      buttonId: submission.button_id ?? null,
      pageUrl: submission.page_url ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("Insertion du lead sans ligne retournée");
  return row;
}

/**
 * Posts a stored lead to the webhook and notes the outcome on its row. Never
 * throws: a failure is logged and kept in forward_error for the retry job.
 */
export async function forwardLead(services: AppServices, lead: LeadRow): Promise<boolean> {
  const url = services.env.LEAD_WEBHOOK_URL;
  if (!url) return false;
  let problem: string | null = null;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      // The webhook often appends the lead to a spreadsheet: no value may run as a formula there.
      body: JSON.stringify(spreadsheetSafeRecord(leadPayload(lead))),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) problem = `le webhook a répondu ${response.status}`;
  } catch (error) {
    problem =
      error instanceof Error && error.name === "TimeoutError"
        ? `pas de réponse du webhook en ${WEBHOOK_TIMEOUT_MS / 1000} s`
        : `webhook injoignable (${error instanceof Error ? error.message : String(error)})`;
  }
  try {
    await services.db
      .update(leads)
      .set(
        problem
          ? { forwardError: problem, forwardAttempts: sql`${leads.forwardAttempts} + 1` }
          : {
              forwardedAt: services.now(),
              forwardError: null,
              forwardAttempts: sql`${leads.forwardAttempts} + 1`,
            },
      )
      .where(eq(leads.id, lead.id));
  } catch (error) {
    console.error(`Lead ${lead.id} : état du transfert non enregistré`, error);
  }
  if (problem)
    console.error(`Lead ${lead.id} : transfert vers LEAD_WEBHOOK_URL en échec : ${problem}`);
  return problem === null;
}

/** How long the retry job keeps trying a lead the webhook refused. */
const FORWARD_RETRY_WINDOW_MS = 3 * 24 * 3600 * 1000;

/**
 * Forwards again the leads whose transfer failed (webhook down, time-out)
 * during the last three days; the ones of the last minute are still in flight.
 */
export async function retryFailedForwards(
  services: AppServices,
): Promise<{ retried: number; forwarded: number }> {
  if (!services.env.LEAD_WEBHOOK_URL) return { retried: 0, forwarded: 0 };
  const now = services.now().getTime();
  const pending = await services.db
    .select()
    .from(leads)
    .where(
      and(
        isNull(leads.forwardedAt),
        gt(leads.createdAt, new Date(now - FORWARD_RETRY_WINDOW_MS)),
        lt(leads.createdAt, new Date(now - 60_000)),
      ),
    )
    .limit(50);
  let forwarded = 0;
  for (const lead of pending) if (await forwardLead(services, lead)) forwarded++;
  return { retried: pending.length, forwarded };
}

/** Data retention of the privacy policy: leads older than 3 years are deleted. */
export async function purgeExpiredLeads(services: AppServices): Promise<number> {
  const removed = await services.db
    .delete(leads)
    .where(lt(leads.createdAt, retentionCutoff(services.now())))
    .returning({ id: leads.id });
  return removed.length;
}
