/**
 * What every page does on arrival: the utm
 * values of the address are captured (first touch), then every tracking
 * parameter is removed from the visible address without a reload;
 * reset_tracking=true wipes the tracking data and reloads without it.
 */
import {
  captureAttribution,
  clearTrackingData,
  relativeAddress,
  RESET_PARAMETER,
  wantsTrackingReset,
  withoutTrackingParameters,
} from "./attribution";
import { browserStore, increment, storageKeys } from "~/lib/browser-storage";

/** One count per page load (landing_page_visits of the lead payload). */
let visitCounted = false;

/** Run once a page is interactive (and, on pages React Router hydrates, at each navigation). */
export function captureTrackingParameters(): void {
  const store = browserStore("local");
  const url = new URL(window.location.href);
  if (wantsTrackingReset(url)) {
    clearTrackingData(store, store.getItem(storageKeys.sessionId));
    const cleaned = withoutTrackingParameters(url, [RESET_PARAMETER]) ?? url;
    window.location.replace(relativeAddress(cleaned));
    return;
  }
  if (!visitCounted) {
    visitCounted = true;
    increment(store, storageKeys.landingPageVisits);
  }
  captureAttribution(url, store);
  const cleaned = withoutTrackingParameters(url);
  // React Router keeps its own state in history.state: pass it on untouched.
  if (cleaned) window.history.replaceState(window.history.state, "", relativeAddress(cleaned));
}
