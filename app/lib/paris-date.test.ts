import { describe, expect, it } from "vitest";
import {
  addIsoDays,
  formatParisDate,
  isRealIsoDay,
  parisDayStart,
  parisIsoDate,
  parisYear,
} from "~/lib/paris-date";

describe("dates in the practice's time zone", () => {
  it("gives a long French date", () => {
    expect(formatParisDate(new Date("2026-03-05T10:00:00Z"))).toBe("5 mars 2026");
  });

  it("already counts the next day in Paris while it is still the day before in UTC", () => {
    const lateEveningUtc = new Date("2026-06-14T22:30:00Z");
    expect(formatParisDate(lateEveningUtc)).toBe("15 juin 2026");
    expect(parisIsoDate(lateEveningUtc)).toBe("2026-06-15");
  });

  it("gives the right day for instants asked one after the other across midnights, DST days included", () => {
    // 29 March 2026 lasts 23 hours in Paris, 25 October 2026 lasts 25.
    const days: [string, string][] = [
      ["2026-03-28T22:59:59.999Z", "2026-03-28"],
      ["2026-03-28T23:00:00.000Z", "2026-03-29"],
      ["2026-03-29T12:00:00.000Z", "2026-03-29"],
      ["2026-03-29T21:59:59.999Z", "2026-03-29"],
      ["2026-03-29T22:00:00.000Z", "2026-03-30"],
      ["2026-10-25T22:59:59.999Z", "2026-10-25"],
      ["2026-10-24T21:59:59.999Z", "2026-10-24"],
      ["2026-10-24T22:00:00.000Z", "2026-10-25"],
      ["2026-10-25T23:00:00.000Z", "2026-10-26"],
    ];
    for (const [instant, day] of days) expect(parisIsoDate(new Date(instant))).toBe(day);
  });

  it("switches the copyright year at midnight in Paris, not in UTC", () => {
    expect(parisYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
    expect(parisYear(new Date("2026-12-31T22:30:00Z"))).toBe(2026);
  });

  it("starts a Paris day at local midnight, summer and winter time alike", () => {
    expect(parisDayStart("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(parisDayStart("2026-12-01").toISOString()).toBe("2026-11-30T23:00:00.000Z");
  });

  it("counts calendar days across months and years", () => {
    expect(addIsoDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addIsoDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("tells a real day from an impossible one", () => {
    expect(isRealIsoDay("2028-02-29")).toBe(true);
    expect(isRealIsoDay("2026-02-30")).toBe(false);
    expect(isRealIsoDay("2026-2-3")).toBe(false);
  });
});
