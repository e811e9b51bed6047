/**
 * The browser side of the tracking API. Every error is
 * swallowed: tracking never stands in a visitor's way.
 */
import { isBlockedInBrowser, noteRateLimited } from "~/features/security-notice/rate-limit-storage";
import type { Heartbeat, TrackingEvent } from "./tracking-schema";

const TRACK_PATH = "/api/tracking/track";
const HEARTBEAT_PATH = "/api/tracking/heartbeat";
/** The name of the local rate_limit_ entry written when the server says 429. */
const RATE_LIMIT_NAME = "tracking";

/** Queues a POST that survives the page unloading; false if the browser refused it. */
function beacon(path: string, body: string): boolean {
  try {
    // A string goes as text/plain, which the API accepts without a preflight.
    return typeof navigator.sendBeacon === "function" && navigator.sendBeacon(path, body);
  } catch {
    return false;
  }
}

/**
 * Records a booking event. A failed call (network, server error) is sent
 * again by beacon; a refusal for rate limiting is remembered, not retried.
 */
export async function recordBookingEvent(event: TrackingEvent): Promise<void> {
  if (isBlockedInBrowser(RATE_LIMIT_NAME)) return;
  const body = JSON.stringify(event);
  try {
    const response = await fetch(TRACK_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      // The page is about to change: let the request finish on its own.
      keepalive: true,
    });
    if (response.status === 429) {
      noteRateLimited(RATE_LIMIT_NAME, response);
      return;
    }
    if (!response.ok) throw new Error(`Error ${response.status}: ${await response.text()}`);
    await response.json();
  } catch {
    beacon(TRACK_PATH, body);
  }
}

/**
 * Sends an event of the appointment page. On unload or when the tab hides,
 * only a beacon is sure to leave; otherwise a keepalive fetch, with the
 * beacon as its fallback.
 */
export function sendHeartbeat(heartbeat: Heartbeat, transport: "fetch" | "beacon" = "fetch"): void {
  if (isBlockedInBrowser(RATE_LIMIT_NAME)) return;
  const body = JSON.stringify(heartbeat);
  if (transport === "beacon") {
    if (!beacon(HEARTBEAT_PATH, body)) void postHeartbeat(body);
    return;
  }
  void postHeartbeat(body);
}

async function postHeartbeat(body: string): Promise<void> {
  try {
    const response = await fetch(HEARTBEAT_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      keepalive: true,
    });
    if (response.status === 429) noteRateLimited(RATE_LIMIT_NAME, response);
  } catch {
    // Swallowed; the next heartbeat tells the same story.
  }
}
