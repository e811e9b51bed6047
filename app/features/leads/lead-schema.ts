/**
 * POST /api/leads's body: the lead form, checked with the very rules the
 * information modal applies (lead-rules.ts), plus the attribution and
 * history the browser keeps. Server side only: the modal does not load zod.
 */
import { z } from "zod";
import { BUTTON_ID_PATTERN } from "~/features/tracking/button-id";
import { isStorableText } from "~/lib/storable-text";
import { leadFieldProblem, requiredMessage, type LeadField } from "./lead-rules";

/** A form field: not a string counts as missing; then the shared rule decides. */
const formField = (field: LeadField) =>
  z
    .string({ error: requiredMessage(field) })
    .trim()
    .superRefine((value, ctx) => {
      const problem = leadFieldProblem(field, value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

/** What the visitor types in the information modal. */
export const LeadFormSchema = z.object({
  nom: formField("nom"),
  prenom: formField("prenom"),
  email: formField("email"),
});

const ATTRIBUTION_MAX_LENGTH = 200;
const attribution = z
  .string({ error: "doit être un texte" })
  .max(ATTRIBUTION_MAX_LENGTH, `doit contenir au plus ${ATTRIBUTION_MAX_LENGTH} caractères`)
  .refine(isStorableText, "contient un caractère non autorisé")
  .nullish();
const counter = z
  .number({ error: "doit être un nombre" })
  .int("doit être un nombre entier")
  .min(0, "doit être positif")
  .max(1_000_000, "est trop grand")
  .nullish();

/**
 * The body of POST /api/leads: the form plus the attribution and history the
 * browser keeps. Date, time and timestamp are set by the
 * server, in Europe/Paris.
 */
export const LeadSubmissionSchema = LeadFormSchema.extend({
  utm_source: attribution,
  utm_medium: attribution,
  utm_campaign: attribution,
  utm_id: attribution,
  previous_lead_id: attribution,
  landing_page_visits: counter,
  contact_form_interactions: counter,
  custom_user_id: attribution,
  previous_contact_timestamp: attribution,
  // Where the lead came from, so the admin can show it and a privacy request
  // can find the booking session it belongs to.
  session_id: z
    .string({ error: "doit être un texte" })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "doit contenir 8 à 64 lettres, chiffres, tirets ou soulignés")
    .nullish(),
  button_id: z
    .string({ error: "doit être un texte" })
    .regex(BUTTON_ID_PATTERN, "doit contenir 1 à 80 lettres, chiffres, tirets ou soulignés")
    .nullish(),
  page_url: z
    .string({ error: "doit être un texte" })
    .max(2048, "doit contenir au plus 2048 caractères")
    .nullish(),
});

export type LeadSubmission = z.infer<typeof LeadSubmissionSchema>;

/** The first message for each field that failed, for the form's error slots. */
export function leadFieldErrors(error: z.ZodError): Partial<Record<LeadField, string>> {
  const errors: Partial<Record<LeadField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "nom" || field === "prenom" || field === "email") && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

/** One French sentence describing the first problem of a submission (API answers). */
export function describeLeadError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Données invalides.";
  const field = issue.path.join(".");
  const fieldErrors = leadFieldErrors(error);
  const formMessage = fieldErrors.nom ?? fieldErrors.prenom ?? fieldErrors.email;
  if (formMessage) return formMessage;
  return field ? `Champ « ${field} » invalide : ${issue.message}.` : "Données invalides.";
}
