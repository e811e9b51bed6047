/**
 * The browser storage the funnel uses ("Browser storage
 * keys"), behind a small interface so the logic can be tested with a Map and
 * keeps working when storage is disabled (private browsing, blocked cookies).
 */

export const storageKeys = {
  savedName: "savedName",
  savedFirstName: "savedFirstName",
  leadEmail: "leadEmail",
  leadId: "leadId",
  previousContactTimestamp: "previousContactTimestamp",
  contactFormInteractions: "contactFormInteractions",
  landingPageVisits: "landingPageVisits",
  customUserId: "customUserId",
  sessionId: "appointment_session_id",
  sessionStart: "appointment_start_time",
  callInProgress: "callInProgress",
  sessionStartOf: (sessionId: string) => `appointmentStartTime_${sessionId}`,
  lastActivityOf: (sessionId: string) => `lastActivity_${sessionId}`,
} as const;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
}

/** A store in memory: the fallback when the browser refuses storage, and the tests' store. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

const fallbacks = { local: memoryStore(), session: memoryStore() };

/** localStorage or sessionStorage; never throws (storage can be disabled or full). */
export function browserStore(kind: "local" | "session"): KeyValueStore {
  let storage: Storage;
  try {
    storage = kind === "local" ? window.localStorage : window.sessionStorage;
    const probe = "__storage_probe__";
    storage.setItem(probe, probe);
    storage.removeItem(probe);
  } catch {
    return fallbacks[kind];
  }
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Full or refused: the funnel works without it.
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // Same as above.
      }
    },
    keys: () => {
      try {
        return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
          (key): key is string => key !== null,
        );
      } catch {
        return [];
      }
    },
  };
}

/** A stored non-negative integer (counters), 0 when absent or unreadable. */
export function readCount(store: KeyValueStore, key: string): number {
  const value = Number.parseInt(store.getItem(key) ?? "", 10);
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

export function increment(store: KeyValueStore, key: string): number {
  const next = readCount(store, key) + 1;
  store.setItem(key, String(next));
  return next;
}
