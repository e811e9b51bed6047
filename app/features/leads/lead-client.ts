/**
 * The browser side of the lead form: prefill from storage, the submission
 * payload, the post with its 5 s time-out and the toasts of
 * each outcome.
 */
import { readAttribution } from "~/features/tracking/attribution";
import { readCount, storageKeys, type KeyValueStore } from "~/lib/browser-storage";
import { noteRateLimited } from "~/features/security-notice/rate-limit-storage";
import type { ToastInput } from "~/lib/toast";
import { randomHex } from "~/lib/random-hex";
import type { LeadForm } from "./lead-rules";
import type { LeadSubmission } from "./lead-schema";

const LEADS_PATH = "/api/leads";
/** Lead post time-out. */
const LEAD_POST_TIMEOUT_MS = 5_000;

export const leadToasts = {
  sent: {
    title: "Information envoyée",
    description: "Redirection vers Doctolib...",
    variant: "success",
  },
  failed: {
    title: "Attention",
    description:
      "Erreur lors de l'envoi du formulaire, mais la redirection vers Doctolib va continuer",
  },
  unexpected: {
    title: "Une erreur est survenue",
    description:
      "Impossible de soumettre le formulaire, mais vous allez quand même être redirigé vers Doctolib.",
    variant: "destructive",
  },
} as const satisfies Record<string, ToastInput>;

/** The fields as last typed on this device (the modal is prefilled). */
export function readLeadPrefill(store: KeyValueStore): LeadForm {
  return {
    nom: store.getItem(storageKeys.savedName) ?? "",
    prenom: store.getItem(storageKeys.savedFirstName) ?? "",
    email: store.getItem(storageKeys.leadEmail) ?? "",
  };
}

export function saveLeadLocally(store: KeyValueStore, form: LeadForm): void {
  store.setItem(storageKeys.savedName, form.nom);
  store.setItem(storageKeys.savedFirstName, form.prenom);
  store.setItem(storageKeys.leadEmail, form.email);
}

/** A random id for this device, made once (custom_user_id of the payload). */
function customUserId(store: KeyValueStore): string {
  const existing = store.getItem(storageKeys.customUserId);
  if (existing && /^[A-Za-z0-9_-]{1,64}$/.test(existing)) return existing;
  const id = randomHex(16);
  store.setItem(storageKeys.customUserId, id);
  return id;
}

/** The booking session the modal was opened for, and its button. */
export interface LeadOrigin {
  sessionId: string;
  buttonId: string;
}

export function buildLeadSubmission(
  store: KeyValueStore,
  form: LeadForm,
  pageUrl: URL,
  origin?: LeadOrigin,
): LeadSubmission {
  const attribution = readAttribution(store, pageUrl);
  return {
    ...form,
    utm_source: attribution.utmSource,
    utm_medium: attribution.utmMedium,
    utm_campaign: attribution.utmCampaign,
    utm_id: attribution.utmId,
    previous_lead_id: store.getItem(storageKeys.leadId),
    landing_page_visits: readCount(store, storageKeys.landingPageVisits),
    contact_form_interactions: readCount(store, storageKeys.contactFormInteractions),
    custom_user_id: customUserId(store),
    previous_contact_timestamp: store.getItem(storageKeys.previousContactTimestamp),
    session_id: origin?.sessionId ?? null,
    button_id: origin?.buttonId ?? null,
    page_url: pageUrl.href.slice(0, 2048),
  };
}

/** After a successful post: the next lead of this device points at this one. */
export function rememberLeadSent(store: KeyValueStore, leadId: string, at: Date): void {
  store.setItem(storageKeys.leadId, leadId);
  store.setItem(storageKeys.previousContactTimestamp, at.toISOString());
}

type LeadPostOutcome = { kind: "sent"; id: string } | { kind: "timeout" } | { kind: "failed" };

/**
 * Posts the lead. A time-out counts as success (the server
 * may still have it); any other failure is reported, never thrown.
 */
export async function postLead(
  submission: LeadSubmission,
  timeoutMs = LEAD_POST_TIMEOUT_MS,
): Promise<LeadPostOutcome> {
  try {
    const response = await fetch(LEADS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(submission),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 429) {
      noteRateLimited("leads", response);
      return { kind: "failed" };
    }
    if (!response.ok) return { kind: "failed" };
    const body = (await response.json()) as { id?: unknown };
    return { kind: "sent", id: typeof body.id === "string" ? body.id : "" };
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") return { kind: "timeout" };
    return { kind: "failed" };
  }
}
