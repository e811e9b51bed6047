import { describe, expect, it } from "vitest";
import { memoryStore } from "~/lib/browser-storage";
import { CONSENT_KEY, readConsent, saveConsent } from "./consent";

describe("consent choice", () => {
  const now = new Date("2026-01-15T12:00:00Z");

  it("is unknown on a first visit", () => {
    expect(readConsent(memoryStore(), now)).toBeNull();
  });

  it.each(["accepted", "refused"] as const)(
    "remembers '%s' for 6 months, then asks again",
    (choice) => {
      const store = memoryStore();
      saveConsent(store, choice, now);
      expect(readConsent(store, new Date("2026-07-15T11:59:59Z"))).toBe(choice);
      expect(readConsent(store, new Date("2026-07-15T12:00:00Z"))).toBeNull();
      expect(store.getItem(CONSENT_KEY)).toBeNull();
    },
  );

  it.each([
    ["not JSON", "oui"],
    ["an unknown choice", JSON.stringify({ choice: "maybe", expiresAt: Date.parse("2030-01-01") })],
    ["no expiry", JSON.stringify({ choice: "accepted" })],
  ])("treats a stored value that is %s as no choice", (_case, raw) => {
    expect(readConsent(memoryStore({ [CONSENT_KEY]: raw }), now)).toBeNull();
  });
});
