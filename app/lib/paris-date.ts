import { TZDate } from "@date-fns/tz";
import { addDays, format, startOfDay } from "date-fns";
import { fr } from "date-fns/locale";

/** The practice's time zone. */
export const PRACTICE_TIME_ZONE = "Europe/Paris";

/** The calendar year in Paris at `now` (the footer's copyright year), from the day's cached date. */
export function parisYear(now: Date): number {
  return Number(parisIsoDate(now).slice(0, 4));
}

/** A long French date in Paris, e.g. "22 novembre 2026". */
export function formatParisDate(now: Date): string {
  return format(new TZDate(now, PRACTICE_TIME_ZONE), "d MMMM yyyy", { locale: fr });
}

/** The Paris day last asked for, and the instants it spans ([from, until), in ms). */
let lastDay: { iso: string; from: number; until: number } | null = null;

/**
 * The same day as an ISO date (YYYY-MM-DD), for <time dateTime>. Every
 * public read asks for it (caches are per day), several times a request:
 * the day is worked out once, then compared with its bounds.
 */
export function parisIsoDate(now: Date): string {
  const time = now.getTime();
  if (lastDay && time >= lastDay.from && time < lastDay.until) return lastDay.iso;
  const day = new TZDate(now, PRACTICE_TIME_ZONE);
  const iso = format(day, "yyyy-MM-dd");
  lastDay = {
    iso,
    from: startOfDay(day).getTime(),
    until: startOfDay(addDays(day, 1)).getTime(),
  };
  return iso;
}

/** The next midnight in Paris after `now`: date-dependent texts (the footer's year) change then. */
export function nextParisMidnight(now: Date): Date {
  return startOfDay(addDays(new TZDate(now, PRACTICE_TIME_ZONE), 1));
}

/** A day written YYYY-MM-DD (a date input's value). */
const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a Paris day (YYYY-MM-DD) begins; DST-aware. */
export function parisDayStart(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(new TZDate(year, month - 1, date, PRACTICE_TIME_ZONE).getTime());
}

/** The calendar day `count` days after `day` (negative: before), both YYYY-MM-DD. */
export function addIsoDays(day: string, count: number): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** Whether a YYYY-MM-DD string names a real calendar day (not 2026-02-30). */
export function isRealIsoDay(day: string): boolean {
  return ISO_DAY_PATTERN.test(day) && addIsoDays(day, 0) === day;
}
