import { describe, expect, it } from "vitest";
import { periodMessages, resolvePeriod } from "./period";

const resolve = (search: string) => resolvePeriod(new URLSearchParams(search), "2026-03-31");

describe("the statistics period", () => {
  it("is the last 30 days by default, today included, next to the 30 days before", () => {
    expect(resolve("")).toEqual({
      period: {
        preset: "30",
        from: "2026-03-02",
        to: "2026-03-31",
        days: 30,
        previousFrom: "2026-01-31",
        previousTo: "2026-03-01",
      },
      problem: null,
    });
  });

  it("offers 7 and 90 days", () => {
    expect(resolve("periode=7").period).toMatchObject({ from: "2026-03-25", days: 7 });
    expect(resolve("periode=90").period).toMatchObject({ from: "2026-01-01", days: 90 });
  });

  it("takes two dates and compares with as many days before", () => {
    expect(resolve("periode=dates&du=2026-02-01&au=2026-02-10").period).toMatchObject({
      days: 10,
      previousFrom: "2026-01-22",
      previousTo: "2026-01-31",
    });
  });

  it("explains why it falls back to 30 days on dates it cannot use", () => {
    expect(resolve("periode=dates&du=2026-02-10&au=2026-02-01").problem).toBe(
      periodMessages.invalidDates,
    );
    expect(resolve("periode=dates&du=2026-02-30&au=2026-03-01").problem).toBe(
      periodMessages.invalidDates,
    );
    expect(resolve("periode=dates&du=2000-01-01&au=2026-03-01").problem).toBe(
      periodMessages.tooLong,
    );
    expect(resolve("periode=12").period.days).toBe(30);
  });
});
