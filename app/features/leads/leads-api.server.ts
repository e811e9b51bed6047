/**
 * POST /api/leads: validates with the form's own rules (lead-schema.ts),
 * stores the lead, answers at once, and forwards it to the webhook in the
 * background (the visitor never waits on it).
 */
import type { AppLoadContext } from "react-router";
import {
  checkRateLimit,
  checkSameOrigin,
  jsonError,
  readJsonBody,
} from "~/server/public-api.server";
import { describeLeadError, LeadSubmissionSchema } from "./lead-schema";
import { createLead, forwardLead } from "./leads.server";

/** A visitor sends one lead, maybe two; ten in ten minutes from one address is abuse. */
export const LEADS_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
export const LEADS_MAX_BYTES = 8 * 1024;

export async function handleLeadRequest(
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  const refused =
    checkSameOrigin(request, context) ?? (await checkRateLimit(context, "leads", LEADS_RATE_LIMIT));
  if (refused) return refused;
  const body = await readJsonBody(request, LeadSubmissionSchema, {
    maxBytes: LEADS_MAX_BYTES,
    describe: describeLeadError,
  });
  if (!body.ok) return body.response;

  let lead;
  try {
    lead = await createLead(context.services, body.value);
  } catch (error) {
    console.error("Lead : enregistrement impossible", error);
    return jsonError(500, "Vos informations n'ont pas pu être enregistrées. Veuillez réessayer.");
  }
  void forwardLead(context.services, lead);
  return Response.json({ success: true, id: String(lead.id) }, { status: 201 });
}
