import { describe, expect, it } from "vitest";
import { defaultPracticeSettings } from "~/content/default-settings";
import { hoursLines, type WeeklyHours } from "./opening-hours";

const closedWeek: WeeklyHours = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};

describe("the opening hours shown to visitors", () => {
  it("group the days that share their hours, as the site always showed them", () => {
    const [manosque, volx] = defaultPracticeSettings.locations.locations;
    expect(hoursLines(manosque!.hours)).toEqual([
      { days: "Mardi et jeudi", hours: "9h00 - 19h00" },
      { days: "Samedi", hours: "9h00 - 14h00" },
    ]);
    expect(hoursLines(volx!.hours)).toEqual([
      { days: "Mercredi et vendredi", hours: "9h00 - 19h00" },
    ]);
  });

  it("list several ranges of a day and three days or more", () => {
    const split = [
      { opens: "08:30", closes: "12:00" },
      { opens: "14:00", closes: "19:30" },
    ];
    const week = { ...closedWeek, monday: split, tuesday: split, friday: split };
    expect(hoursLines(week)).toEqual([
      { days: "Lundi, mardi et vendredi", hours: "8h30 - 12h00, 14h00 - 19h30" },
    ]);
  });

  it("show nothing for a week without opening hours", () => {
    expect(hoursLines(closedWeek)).toEqual([]);
  });
});
