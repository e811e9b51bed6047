import { addDays, addHours } from "date-fns";
import { describe, expect, it } from "vitest";
import { backupsToKeep } from "./retention";

/** One backup a night at 03:30 Paris (01:30 or 02:30 UTC), for `nights` nights up to 2026-11-25. */
function nightly(nights: number) {
  const last = new Date("2026-11-25T02:30:00Z");
  return Array.from({ length: nights }, (_, i) => ({ createdAt: addDays(last, -i) }));
}

const days = (backups: Iterable<{ createdAt: Date }>) =>
  [...backups].map((backup) => backup.createdAt.toISOString().slice(0, 10)).sort();

describe("which backups are kept", () => {
  it("keeps everything while there are fewer than seven", () => {
    const backups = nightly(5);
    expect(backupsToKeep(backups).size).toBe(5);
  });

  it("keeps the last 7 nights, the newest of the last 4 weeks and of the last 12 months", () => {
    const kept = days(backupsToKeep(nightly(500)));
    expect(kept).toEqual(
      [
        // 7 days: 19 to 25 November.
        "2026-11-19",
        "2026-11-20",
        "2026-11-21",
        "2026-11-22",
        "2026-11-23",
        "2026-11-24",
        "2026-11-25",
        // Weeks: Sunday of each earlier ISO week (the 25th is a Wednesday).
        "2026-11-08",
        "2026-11-15",
        // Months: the last night of each earlier month, 11 of them.
        "2025-12-31",
        "2026-01-31",
        "2026-02-28",
        "2026-03-31",
        "2026-04-30",
        "2026-05-31",
        "2026-06-30",
        "2026-07-31",
        "2026-08-31",
        "2026-09-30",
        "2026-10-31",
      ].sort(),
    );
  });

  it("counts a day in Paris, and keeps only the newest of several backups that day", () => {
    // 23:30 UTC on the 24th is already the 25th in Paris.
    const late = { createdAt: new Date("2026-11-24T23:30:00Z") };
    const morning = { createdAt: new Date("2026-11-25T08:00:00Z") };
    const evening = { createdAt: addHours(morning.createdAt, 10) };
    const kept = backupsToKeep([late, morning, evening]);
    expect(kept.has(evening)).toBe(true);
    expect(kept.has(morning)).toBe(false);
    expect(kept.has(late)).toBe(false);
  });
});
