/**
 * The visitor's choice about audience-measurement cookies, as the CNIL asks:
 * kept 6 months, then asked again; refusing is as easy as accepting.
 */
import { addMonths } from "date-fns";
import { useSyncExternalStore } from "react";
import { browserStore, type KeyValueStore } from "~/lib/browser-storage";

export const CONSENT_KEY = "cookie_consent";
/** CNIL recommendation: the choice is remembered for 6 months. */
const CONSENT_LIFETIME_MONTHS = 6;

export type ConsentChoice = "accepted" | "refused";

/**
 * Set on <html> before the first paint when no valid choice is stored, so
 * that the server-rendered banner shows at once (app.css) instead of popping
 * in after hydration, and identical cached HTML serves every visitor.
 */
const CONSENT_PENDING_CLASS = "consent-pending";

/** Inline script run while the page is parsed, just before the banner. */
export const consentPendingScript = `try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})||"null");if(!v||!(v.expiresAt>Date.now()))throw 0}catch(e){document.documentElement.classList.add(${JSON.stringify(CONSENT_PENDING_CLASS)})}`;

export function readConsent(store: KeyValueStore, now: Date): ConsentChoice | null {
  const raw = store.getItem(CONSENT_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === "object" && value !== null) {
      const { choice, expiresAt } = value as Record<string, unknown>;
      if (
        (choice === "accepted" || choice === "refused") &&
        typeof expiresAt === "number" &&
        expiresAt > now.getTime()
      ) {
        return choice;
      }
    }
  } catch {
    // Unreadable: asked again below.
  }
  store.removeItem(CONSENT_KEY);
  return null;
}

export function saveConsent(store: KeyValueStore, choice: ConsentChoice, now: Date): void {
  store.setItem(
    CONSENT_KEY,
    JSON.stringify({ choice, expiresAt: addMonths(now, CONSENT_LIFETIME_MONTHS).getTime() }),
  );
}

// ---- the browser's state, shared by the banner, the footer link and the tag manager

interface ConsentState {
  /** Unknown until read in the browser (the server never knows). */
  choice: ConsentChoice | null;
  bannerOpen: boolean;
  /** The banner was opened by the visitor (footer link): it takes the focus. */
  requested: boolean;
  ready: boolean;
}

let state: ConsentState = { choice: null, bannerOpen: false, requested: false, ready: false };
const listeners = new Set<() => void>();

function emit(next: ConsentState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Reads the stored choice once, in the browser; the banner opens when there is none. */
export function initConsent(): void {
  if (state.ready) return;
  const choice = readConsent(browserStore("local"), new Date());
  emit({ choice, bannerOpen: choice === null, requested: false, ready: true });
}

export function chooseConsent(choice: ConsentChoice): void {
  saveConsent(browserStore("local"), choice, new Date());
  emit({ ...state, choice, bannerOpen: false, requested: false });
}

/** The footer's 'Gérer les cookies'. */
export function openConsentBanner(): void {
  emit({ ...state, bannerOpen: true, requested: true, ready: true });
}

const SERVER_STATE: ConsentState = {
  choice: null,
  bannerOpen: false,
  requested: false,
  ready: false,
};

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => SERVER_STATE,
  );
}
