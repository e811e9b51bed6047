import { describe, expect, it } from "vitest";
import { formatParisDate, parisIsoDate, parisYear } from "~/lib/paris-date";

describe("dates in the practice's time zone", () => {
  it("gives a long French date", () => {
    expect(formatParisDate(new Date("2026-03-05T10:00:00Z"))).toBe("5 mars 2026");
  });

  it("already counts the next day in Paris while it is still the day before in UTC", () => {
    const lateEveningUtc = new Date("2026-06-14T22:30:00Z");
    expect(formatParisDate(lateEveningUtc)).toBe("15 juin 2026");
    expect(parisIsoDate(lateEveningUtc)).toBe("2026-06-15");
  });

  it("switches the copyright year at midnight in Paris, not in UTC", () => {
    expect(parisYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
    expect(parisYear(new Date("2026-12-31T22:30:00Z"))).toBe(2026);
  });
});
