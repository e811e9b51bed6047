/**
 * Attribution: the four utm values are captured first-touch
 * into persistent storage, and every tracking parameter (utm_*, gclid,
 * fbclid) is removed from the visible address. Pure functions over a URL and
 * a store; the browser wiring is in use-tracking-parameters.ts.
 */
import { storageKeys, type KeyValueStore } from "~/lib/browser-storage";

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_id"] as const;
type UtmKey = (typeof UTM_KEYS)[number];

interface Attribution {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmId: string | null;
}

/** Query parameter that wipes the tracking data. */
export const RESET_PARAMETER = "reset_tracking";

/** Longest value kept; the API refuses longer ones. */
const MAX_VALUE_LENGTH = 200;

function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || lower === "gclid" || lower === "fbclid";
}

/** Stores each utm value of the address that is not stored yet (first touch wins). */
export function captureAttribution(url: URL, store: KeyValueStore): void {
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key)?.trim().slice(0, MAX_VALUE_LENGTH);
    if (value && !store.getItem(key)) store.setItem(key, value);
  }
}

/** The address without tracking parameters, or null when it has none. */
export function withoutTrackingParameters(url: URL, alsoRemove: string[] = []): URL | null {
  const names = [...url.searchParams.keys()].filter(
    (name) => isTrackingParameter(name) || alsoRemove.includes(name),
  );
  if (names.length === 0) return null;
  const cleaned = new URL(url);
  for (const name of names) cleaned.searchParams.delete(name);
  return cleaned;
}

/** Stored values first, else the address's own. */
export function readAttribution(store: KeyValueStore, url?: URL): Attribution {
  const read = (key: UtmKey) => store.getItem(key) || url?.searchParams.get(key) || null;
  return {
    utmSource: read("utm_source"),
    utmMedium: read("utm_medium"),
    utmCampaign: read("utm_campaign"),
    utmId: read("utm_id"),
  };
}

/**
 * The clearing action: the four values, the session id and
 * start time, and for a given session its start time and last activity.
 */
export function clearTrackingData(store: KeyValueStore, sessionId?: string | null): void {
  for (const key of UTM_KEYS) store.removeItem(key);
  store.removeItem(storageKeys.sessionId);
  store.removeItem(storageKeys.sessionStart);
  if (sessionId) {
    store.removeItem(storageKeys.sessionStartOf(sessionId));
    store.removeItem(storageKeys.lastActivityOf(sessionId));
  }
}

export function wantsTrackingReset(url: URL): boolean {
  return url.searchParams.get(RESET_PARAMETER) === "true";
}

/** Relative address (path, query, fragment) of a URL, for history.replaceState. */
export function relativeAddress(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}
