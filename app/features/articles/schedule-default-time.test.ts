import { describe, expect, it } from "vitest";
import { defaultScheduleTime } from "./schedule-default-time";

const day = new Date(2026, 11, 15); // 15 December 2026, local midnight

describe("defaultScheduleTime", () => {
  it("sets the picked day to the current hour plus one, minutes zero", () => {
    const at = defaultScheduleTime(day, new Date(2026, 10, 23, 14, 37, 12));
    expect(at).toEqual(new Date(2026, 11, 15, 15, 0, 0, 0));
  });

  it("keeps the picked day when it is picked after 23:00", () => {
    const at = defaultScheduleTime(day, new Date(2026, 10, 23, 23, 30));
    expect(at.getDate()).toBe(15);
    expect(at).toEqual(new Date(2026, 11, 15, 23, 59, 0, 0));
  });

  it("keeps a day picked for today after 23:00 in the future", () => {
    const now = new Date(2026, 11, 15, 23, 10);
    expect(defaultScheduleTime(day, now).getTime()).toBeGreaterThan(now.getTime());
  });
});
