/**
 * The booking flow: a booking button records a tracking
 * event under a new session id, stores the session locally, waits 100 ms,
 * cleans the utm parameters from the address and goes to /rendez-vous.
 */
import {
  readAttribution,
  relativeAddress,
  withoutTrackingParameters,
} from "~/features/tracking/attribution";
import { browserStore, storageKeys, type KeyValueStore } from "~/lib/browser-storage";
import { recordBookingEvent } from "~/features/tracking/tracking-client";
import { BUTTON_ID_PATTERN } from "~/features/tracking/button-id";
import type { TrackingEvent } from "~/features/tracking/tracking-schema";
import { pushToDataLayer } from "~/lib/data-layer";
import { randomHex } from "~/lib/random-hex";

/** Pause before the booking redirect. */
const BOOKING_REDIRECT_DELAY_MS = 100;
/** A slow tracking call must not hold the visitor: past this, we go on (the keepalive call continues). */
const TRACKING_WAIT_LIMIT_MS = 1500;
/** Source of a visit to /rendez-vous without one. */
export const DIRECT_ACCESS_SOURCE = "external-direct-access";
/** Tracking id of the information modal's submission. */
export const MODAL_SUBMIT_SOURCE = "modal-form-submit";

export function newSessionId(): string {
  return randomHex(16);
}

/** A source taken from an address: a safe button id, or the direct-access one. */
export function sourceOrDirect(source: string | null | undefined): string {
  return source && BUTTON_ID_PATTERN.test(source) ? source : DIRECT_ACCESS_SOURCE;
}

export function appointmentPath(sessionId: string, source: string): string {
  const query = new URLSearchParams({ session: sessionId, source });
  return `/rendez-vous?${query.toString()}`;
}

/**
 * Stores a new session as the current one, with its start time. Its last
 * activity is written by the appointment page only, which tells a first
 * arrival from a return ('resumed').
 */
export function rememberSession(store: KeyValueStore, sessionId: string, now: number): void {
  store.setItem(storageKeys.sessionId, sessionId);
  store.setItem(storageKeys.sessionStart, String(now));
  store.setItem(storageKeys.sessionStartOf(sessionId), String(now));
}

/** The tracking event of a booking button, from the current page. */
export function bookingEvent(buttonId: string, sessionId: string): TrackingEvent {
  const store = browserStore("local");
  const attribution = readAttribution(store, new URL(window.location.href));
  return {
    buttonId,
    sessionId,
    pageUrl: window.location.href.slice(0, 2048),
    referrer: document.referrer.slice(0, 2048),
    userAgent: navigator.userAgent.slice(0, 512),
    ...attribution,
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface StartBookingOptions {
  /** Goes to the appointment page (the funnel loads it as a document). */
  navigate: (to: string) => void;
  /** Further events of the same session, recorded after the button's own ('modal-form-submit'). */
  alsoRecord?: string[];
  /** The session already made for this booking (its lead carries it); a new one otherwise. */
  sessionId?: string;
}

/** Runs the booking flow for the button `source`; navigation happens in every case. */
export async function startBooking(
  source: string,
  { navigate, alsoRecord = [], sessionId = newSessionId() }: StartBookingOptions,
) {
  try {
    rememberSession(browserStore("local"), sessionId, Date.now());
    // Pushed with or without consent: the tag manager, if accepted, reads it.
    pushToDataLayer({ event: "booking_click", button_id: source });
    const record = async () => {
      // The button's event first: the session keeps the button as its origin.
      await recordBookingEvent(bookingEvent(source, sessionId));
      for (const buttonId of alsoRecord)
        await recordBookingEvent(bookingEvent(buttonId, sessionId));
    };
    await Promise.race([record(), wait(TRACKING_WAIT_LIMIT_MS)]);
    await wait(BOOKING_REDIRECT_DELAY_MS);
    const cleaned = withoutTrackingParameters(new URL(window.location.href));
    if (cleaned) window.history.replaceState(window.history.state, "", relativeAddress(cleaned));
  } catch {
    // Tracking errors are swallowed.
  }
  navigate(appointmentPath(sessionId, source));
}
