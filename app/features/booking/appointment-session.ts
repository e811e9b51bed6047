/**
 * The session of the appointment page: created when the
 * address has none, 'resumed' when its last activity is under 5 minutes old,
 * heartbeats, tab_hidden / tab_visible, page_close on unload, and 'complete'
 * when the visitor goes back to the site.
 */
import { useCallback, useEffect, useRef } from "react";
import { browserStore, storageKeys, type KeyValueStore } from "~/lib/browser-storage";
import { recordBookingEvent, sendHeartbeat } from "~/features/tracking/tracking-client";
import { bookingEvent, newSessionId, rememberSession } from "./booking-flow";

/** Resume window. */
export const RESUME_WINDOW_MS = 300_000;
/** Tab_hidden only when the last activity is older than this. */
const TAB_HIDDEN_MIN_IDLE_MS = 15_000;

interface Arrival {
  sessionId: string;
  /** True when the address carried no session: Back then leads to the home page. */
  createdHere: boolean;
  /** A fresh session that the tracking API has not seen yet. */
  isNew: boolean;
  resumed: boolean;
  startedAt: number;
}

const readTime = (store: KeyValueStore, key: string): number | null => {
  const value = Number(store.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** Which session this visit of the page belongs to. */
export function decideArrival(
  store: KeyValueStore,
  sessionFromAddress: string | null,
  now: number,
): Arrival {
  const recent = (sessionId: string) => {
    const last = readTime(store, storageKeys.lastActivityOf(sessionId));
    return last !== null && now - last < RESUME_WINDOW_MS;
  };
  const startedAt = (sessionId: string) =>
    readTime(store, storageKeys.sessionStartOf(sessionId)) ?? now;

  if (sessionFromAddress) {
    return {
      sessionId: sessionFromAddress,
      createdHere: false,
      isNew: false,
      resumed: recent(sessionFromAddress),
      startedAt: startedAt(sessionFromAddress),
    };
  }
  // Direct access: a reload within the window continues the session created here.
  const stored = store.getItem(storageKeys.sessionId);
  if (stored && recent(stored)) {
    return {
      sessionId: stored,
      createdHere: true,
      isNew: false,
      resumed: true,
      startedAt: startedAt(stored),
    };
  }
  return {
    sessionId: newSessionId(),
    createdHere: true,
    isNew: true,
    resumed: false,
    startedAt: now,
  };
}

export function shouldReportTabHidden(lastActivity: number | null, now: number): boolean {
  return lastActivity === null || now - lastActivity > TAB_HIDDEN_MIN_IDLE_MS;
}

/** The summary an end event carries. */
export function endSummary(startedAt: number, now: number, completed: boolean) {
  return {
    timestamp: now,
    endTimestamp: now,
    durationSeconds: Math.max(0, Math.round((now - startedAt) / 1000)),
    completed,
    exitType: completed ? ("completed" as const) : ("page_close" as const),
  };
}

/**
 * Closing sessions left by an unmount are sent on the next tick, so that the
 * development double mount (React StrictMode) can cancel its own.
 */
const pendingCloses = new Map<string, number>();

interface AppointmentSessionOptions {
  sessionFromAddress: string | null;
  source: string;
  heartbeatIntervalMs: number;
}

interface AppointmentSession {
  /** Sends 'complete' (exit type 'completed') and tells where Back should lead. */
  complete(): { createdHere: boolean };
}

export function useAppointmentSession({
  sessionFromAddress,
  source,
  heartbeatIntervalMs,
}: AppointmentSessionOptions): AppointmentSession {
  const state = useRef<{ arrival: Arrival | null; ended: boolean }>({
    arrival: null,
    ended: false,
  });

  useEffect(() => {
    const store = browserStore("local");
    const now = Date.now();
    // A remount of the same visit (development double mount) keeps its arrival.
    const previous = state.current.arrival;
    const sameVisit =
      previous !== null &&
      (sessionFromAddress ? previous.sessionId === sessionFromAddress : previous.createdHere);
    const arrival = sameVisit ? previous : decideArrival(store, sessionFromAddress, now);
    state.current = { arrival, ended: false };
    const { sessionId } = arrival;

    const pending = pendingCloses.get(sessionId);
    const remounted = pending !== undefined;
    if (remounted) {
      window.clearTimeout(pending);
      pendingCloses.delete(sessionId);
    }

    const touch = () => store.setItem(storageKeys.lastActivityOf(sessionId), String(Date.now()));
    const send = (
      event: "start" | "heartbeat" | "resumed" | "tab_hidden" | "tab_visible",
      transport: "fetch" | "beacon" = "fetch",
    ) => {
      sendHeartbeat({ sessionId, event, timestamp: Date.now() }, transport);
      touch();
    };

    if (!remounted) {
      if (arrival.isNew) {
        rememberSession(store, sessionId, now);
        // A direct visit opens its session here, as a button would have.
        void recordBookingEvent(bookingEvent(source, sessionId));
      }
      send(arrival.resumed ? "resumed" : "start");
    }

    const heartbeat = window.setInterval(() => send("heartbeat"), heartbeatIntervalMs);

    const onVisibility = () => {
      if (state.current.ended) return;
      if (document.visibilityState === "hidden") {
        const last = Number(store.getItem(storageKeys.lastActivityOf(sessionId))) || null;
        if (shouldReportTabHidden(last, Date.now())) send("tab_hidden", "beacon");
      } else {
        send("tab_visible");
      }
    };

    const close = () => {
      if (state.current.ended) return;
      state.current.ended = true;
      sendHeartbeat(
        { sessionId, event: "page_close", ...endSummary(arrival.startedAt, Date.now(), false) },
        "beacon",
      );
    };

    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", close);
    return () => {
      window.clearInterval(heartbeat);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", close);
      // Leaving the page inside the site (browser Back, a link) also ends the session.
      if (!state.current.ended) {
        pendingCloses.set(
          sessionId,
          window.setTimeout(() => {
            pendingCloses.delete(sessionId);
            close();
          }, 0),
        );
      }
    };
  }, [sessionFromAddress, source, heartbeatIntervalMs]);

  const complete = useCallback(() => {
    const { arrival } = state.current;
    if (!arrival) return { createdHere: sessionFromAddress === null };
    if (!state.current.ended) {
      state.current.ended = true;
      // Sent as the visitor leaves for the site: a beacon outlives the page, as page_close's does.
      sendHeartbeat(
        {
          sessionId: arrival.sessionId,
          event: "complete",
          ...endSummary(arrival.startedAt, Date.now(), true),
        },
        "beacon",
      );
    }
    return { createdHere: arrival.createdHere };
  }, [sessionFromAddress]);

  return { complete };
}
