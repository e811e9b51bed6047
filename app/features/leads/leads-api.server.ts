/**
 * POST /api/leads: validates with the form's own rules (lead-schema.ts),
 * stores the lead, answers at once, and forwards it to the webhook in the
 * background (the visitor never waits on it).
 */
import { publicJsonEndpoint } from "~/server/public-api.server";
import { describeLeadError, LeadSubmissionSchema } from "./lead-schema";
import { createLead, forwardLead } from "./leads.server";

/** A visitor sends one lead, maybe two; ten in ten minutes from one address is abuse. */
export const LEADS_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
const LEADS_MAX_BYTES = 8 * 1024;

export const handleLeadRequest = publicJsonEndpoint({
  bucket: "leads",
  rateLimit: LEADS_RATE_LIMIT,
  schema: LeadSubmissionSchema,
  maxBytes: LEADS_MAX_BYTES,
  describe: describeLeadError,
  failure: {
    log: "Lead : enregistrement impossible",
    message: "Vos informations n'ont pas pu être enregistrées. Veuillez réessayer.",
  },
  async run(services, submission) {
    const lead = await createLead(services, submission);
    // Never throws: a failure is kept on the row for the retry job.
    void forwardLead(services, lead);
    return Response.json({ success: true, id: String(lead.id) }, { status: 201 });
  },
});
