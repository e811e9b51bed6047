/**
 * A location's week of opening hours: each day holds its time
 * ranges, none when closed. The visible lines ('Mardi et jeudi' /
 * '9h00 - 19h00') and the structured data's openingHoursSpecification are
 * both derived from these entries. Free of zod: public pages use it.
 */

export const WEEK_DAYS = [
  { key: "monday", label: "Lundi", schema: "Monday" },
  { key: "tuesday", label: "Mardi", schema: "Tuesday" },
  { key: "wednesday", label: "Mercredi", schema: "Wednesday" },
  { key: "thursday", label: "Jeudi", schema: "Thursday" },
  { key: "friday", label: "Vendredi", schema: "Friday" },
  { key: "saturday", label: "Samedi", schema: "Saturday" },
  { key: "sunday", label: "Dimanche", schema: "Sunday" },
] as const;

export type WeekDay = (typeof WEEK_DAYS)[number]["key"];

/** Times written HH:MM, 24-hour (a time input's value). */
export interface TimeRange {
  opens: string;
  closes: string;
}

export type WeeklyHours = Record<WeekDay, TimeRange[]>;

/** One line of the hours shown to visitors: days sharing the same ranges. */
export interface HoursLine {
  days: string;
  hours: string;
}

/** "09:00" → "9h00" (the site's French style). */
function frenchTime(time: string): string {
  const [hours = "0", minutes = "00"] = time.split(":");
  return `${Number(hours)}h${minutes}`;
}

function rangesText(ranges: readonly TimeRange[]): string {
  return ranges
    .map((range) => `${frenchTime(range.opens)} - ${frenchTime(range.closes)}`)
    .join(", ");
}

/** "Mardi", "Mardi et jeudi", "Lundi, mardi et jeudi". */
function daysText(labels: readonly string[]): string {
  const [first = "", ...rest] = labels;
  const words = [first, ...rest.map((label) => label.toLowerCase())];
  if (words.length === 1) return first;
  return `${words.slice(0, -1).join(", ")} et ${words.at(-1)}`;
}

/** Open days grouped by identical ranges, in week order of each group's first day. */
export function hoursLines(week: WeeklyHours): HoursLine[] {
  const groups = new Map<string, { labels: string[]; ranges: TimeRange[] }>();
  for (const day of WEEK_DAYS) {
    const ranges = week[day.key];
    if (ranges.length === 0) continue;
    const key = rangesText(ranges);
    const group = groups.get(key);
    if (group) group.labels.push(day.label);
    else groups.set(key, { labels: [day.label], ranges });
  }
  return [...groups.values()].map((group) => ({
    days: daysText(group.labels),
    hours: rangesText(group.ranges),
  }));
}

/** schema.org OpeningHoursSpecification entries: one per set of days sharing a range. */
export function openingHoursSpecification(week: WeeklyHours) {
  const byRange = new Map<string, { range: TimeRange; days: string[] }>();
  for (const day of WEEK_DAYS) {
    for (const range of week[day.key]) {
      const key = `${range.opens}-${range.closes}`;
      const entry = byRange.get(key);
      if (entry) entry.days.push(day.schema);
      else byRange.set(key, { range, days: [day.schema] });
    }
  }
  return [...byRange.values()].map(({ range, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map((day) => `https://schema.org/${day}`),
    opens: range.opens,
    closes: range.closes,
  }));
}
