/**
 * The lead form's rules (spec public §5), shared by the information modal in
 * the browser and by POST /api/leads on the server: one module, one set of
 * messages.
 */
import { z } from "zod";
import { BUTTON_ID_PATTERN } from "~/features/tracking/button-id";

export const leadMessages = {
  nomRequired: "Le nom est requis",
  prenomRequired: "Le prénom est requis",
  emailRequired: "L'email est requis",
  emailEndsWithCo: "Veuillez entrer une adresse e-mail valide se terminant par .com",
  emailInvalid: "Format d'email invalide ou domaine non autorisé",
  nomTooLong: "Le nom ne doit pas dépasser 100 caractères",
  prenomTooLong: "Le prénom ne doit pas dépasser 100 caractères",
} as const;

/** Longest name we keep; the spec sets none, a database row needs one. */
export const NAME_MAX_LENGTH = 100;
/** RFC 5321 limits, spec public §5. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/** Disposable-mail services, matched anywhere in the domain (spec public §5: about 27 fragments). */
export const DISPOSABLE_DOMAIN_FRAGMENTS = [
  "tempmail",
  "temp-mail",
  "tempinbox",
  "tempr.email",
  "mytemp.email",
  "throwaway",
  "guerrillamail",
  "sharklasers",
  "mailinator",
  "10minutemail",
  "yopmail",
  "trashmail",
  "fakeinbox",
  "getnada",
  "dispostable",
  "maildrop",
  "mintemail",
  "mohmal",
  "spamgourmet",
  "mailnesia",
  "emailondeck",
  "burnermail",
  "jetable",
  "discard.email",
  "moakt",
  "spam4.me",
  "getairmail",
] as const;

/** The only final extensions accepted (spec public §5). */
export const ALLOWED_EMAIL_EXTENSIONS = [
  "com",
  "fr",
  "net",
  "org",
  "edu",
  "gov",
  "io",
  "app",
  "dev",
  "info",
  "biz",
  "de",
  "uk",
  "ca",
  "au",
  "it",
  "es",
  "be",
  "ch",
  "nl",
] as const;

const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/**
 * Why an (already trimmed, non-empty) address is refused, or null when it is
 * accepted. The '.co' message comes first: it is the likeliest typo of '.com'.
 */
export function emailProblem(email: string): string | null {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  if (/\.co$/.test(domain)) return leadMessages.emailEndsWithCo;
  const local = email.slice(0, email.lastIndexOf("@"));
  const extension = domain.slice(domain.lastIndexOf(".") + 1);
  const valid =
    email.length <= EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(email) &&
    local.length <= EMAIL_LOCAL_MAX_LENGTH &&
    !email.includes("..") &&
    !DISPOSABLE_DOMAIN_FRAGMENTS.some((fragment) => domain.includes(fragment)) &&
    (ALLOWED_EMAIL_EXTENSIONS as readonly string[]).includes(extension);
  return valid ? null : leadMessages.emailInvalid;
}

/** A text field: not a string or only spaces counts as missing. */
const requiredText = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH, tooLong);

/** What the visitor types in the information modal. */
export const LeadFormSchema = z.object({
  nom: requiredText(leadMessages.nomRequired, leadMessages.nomTooLong),
  prenom: requiredText(leadMessages.prenomRequired, leadMessages.prenomTooLong),
  email: z
    .string({ error: leadMessages.emailRequired })
    .trim()
    .min(1, leadMessages.emailRequired)
    .superRefine((email, ctx) => {
      const problem = emailProblem(email);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});

export type LeadForm = z.infer<typeof LeadFormSchema>;
export type LeadField = keyof LeadForm;

const ATTRIBUTION_MAX_LENGTH = 200;
const attribution = z
  .string({ error: "doit être un texte" })
  .max(ATTRIBUTION_MAX_LENGTH, `doit contenir au plus ${ATTRIBUTION_MAX_LENGTH} caractères`)
  .nullish();
const counter = z
  .number({ error: "doit être un nombre" })
  .int("doit être un nombre entier")
  .min(0, "doit être positif")
  .max(1_000_000, "est trop grand")
  .nullish();

/**
 * The body of POST /api/leads: the form plus the attribution and history the
 * browser keeps (spec public §3). Date, time and timestamp are set by the
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
