import { describe, expect, it } from "vitest";
import { memoryStore, storageKeys } from "~/lib/browser-storage";
import {
  decideArrival,
  endSummary,
  RESUME_WINDOW_MS,
  shouldReportTabHidden,
} from "./appointment-session";
import { rememberSession } from "./booking-flow";

const now = Date.parse("2026-04-10T09:00:00Z");

describe("arrival on the appointment page", () => {
  it("takes the session of the address; a first arrival is not a resume", () => {
    const store = memoryStore();
    rememberSession(store, "session-from-button", now - 200);
    expect(decideArrival(store, "session-from-button", now)).toEqual({
      sessionId: "session-from-button",
      createdHere: false,
      isNew: false,
      resumed: false,
      startedAt: now - 200,
    });
  });

  it("marks the session 'resumed' when its last activity is under 5 minutes old", () => {
    const store = memoryStore({
      [storageKeys.lastActivityOf("s1")]: String(now - RESUME_WINDOW_MS + 1),
    });
    expect(decideArrival(store, "s1", now).resumed).toBe(true);
    store.setItem(storageKeys.lastActivityOf("s1"), String(now - RESUME_WINDOW_MS));
    expect(decideArrival(store, "s1", now).resumed).toBe(false);
  });

  it("creates a session when the address has none", () => {
    const arrival = decideArrival(memoryStore(), null, now);
    expect(arrival).toMatchObject({
      createdHere: true,
      isNew: true,
      resumed: false,
      startedAt: now,
    });
    expect(arrival.sessionId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("continues the session created here when the page is reloaded within 5 minutes", () => {
    const store = memoryStore({
      [storageKeys.sessionId]: "direct-1",
      [storageKeys.lastActivityOf("direct-1")]: String(now - 60_000),
    });
    expect(decideArrival(store, null, now)).toMatchObject({
      sessionId: "direct-1",
      createdHere: true,
      isNew: false,
      resumed: true,
    });
  });

  it("opens a new session when the stored one went quiet more than 5 minutes ago", () => {
    const store = memoryStore({
      [storageKeys.sessionId]: "direct-1",
      [storageKeys.lastActivityOf("direct-1")]: String(now - RESUME_WINDOW_MS - 1),
    });
    const arrival = decideArrival(store, null, now);
    expect(arrival.sessionId).not.toBe("direct-1");
    expect(arrival.isNew).toBe(true);
  });
});

describe("page events", () => {
  it.each([
    [null, true],
    [now - 15_001, true],
    [now - 15_000, false],
    [now - 2_000, false],
  ])("tab_hidden with last activity %s: %s", (lastActivity, expected) => {
    expect(shouldReportTabHidden(lastActivity, now)).toBe(expected);
  });

  it("summarises a session's end with its duration in whole seconds", () => {
    expect(endSummary(now - 90_400, now, true)).toEqual({
      timestamp: now,
      endTimestamp: now,
      durationSeconds: 90,
      completed: true,
      exitType: "completed",
    });
    expect(endSummary(now, now, false)).toMatchObject({
      durationSeconds: 0,
      completed: false,
      exitType: "page_close",
    });
  });
});
