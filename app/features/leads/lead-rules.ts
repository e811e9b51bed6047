/**
 * The lead form's rules as plain functions: the information
 * modal checks with them in the browser without loading zod, and the
 * server's schema (lead-schema.ts) calls the same functions, so both give
 * the same French message for the same input.
 */
import { isStorableText } from "~/lib/storable-text";

export const leadMessages = {
  nomRequired: "Le nom est requis",
  prenomRequired: "Le prénom est requis",
  emailRequired: "L'email est requis",
  emailEndsWithCo: "Veuillez entrer une adresse e-mail valide se terminant par .com",
  emailInvalid: "Format d'email invalide ou domaine non autorisé",
  nomTooLong: "Le nom ne doit pas dépasser 100 caractères",
  prenomTooLong: "Le prénom ne doit pas dépasser 100 caractères",
  nomInvalid: "Le nom contient un caractère non autorisé",
  prenomInvalid: "Le prénom contient un caractère non autorisé",
} as const;

/** Longest name we keep: a database row needs a bound. */
const NAME_MAX_LENGTH = 100;
/** RFC 5321 limits. */
const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

/** Disposable-mail services, matched anywhere in the domain (about 27 fragments). */
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

/** The only final extensions accepted. */
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

export interface LeadForm {
  nom: string;
  prenom: string;
  email: string;
}
export type LeadField = keyof LeadForm;
const LEAD_FIELDS = ["nom", "prenom", "email"] as const satisfies LeadField[];

const nameMessages = {
  nom: {
    required: leadMessages.nomRequired,
    tooLong: leadMessages.nomTooLong,
    invalid: leadMessages.nomInvalid,
  },
  prenom: {
    required: leadMessages.prenomRequired,
    tooLong: leadMessages.prenomTooLong,
    invalid: leadMessages.prenomInvalid,
  },
} as const;

/** Message shown when a field is missing or is not text at all. */
export function requiredMessage(field: LeadField): string {
  return field === "email" ? leadMessages.emailRequired : nameMessages[field].required;
}

/**
 * Why the (already trimmed) value of a field is refused, or null when it is
 * accepted. Only spaces counts as missing.
 */
export function leadFieldProblem(field: LeadField, value: string): string | null {
  if (value === "") return requiredMessage(field);
  if (field === "email") return emailProblem(value);
  const messages = nameMessages[field];
  if (value.length > NAME_MAX_LENGTH) return messages.tooLong;
  return isStorableText(value) ? null : messages.invalid;
}

type LeadFormCheck =
  { ok: true; form: LeadForm } | { ok: false; errors: Partial<Record<LeadField, string>> };

/** Every field trimmed and checked: the form to send, or one message per wrong field. */
export function checkLeadForm(values: LeadForm): LeadFormCheck {
  const form: LeadForm = {
    nom: values.nom.trim(),
    prenom: values.prenom.trim(),
    email: values.email.trim(),
  };
  const errors: Partial<Record<LeadField, string>> = {};
  for (const field of LEAD_FIELDS) {
    const problem = leadFieldProblem(field, form[field]);
    if (problem) errors[field] = problem;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, form };
}
