import { TZDate } from "@date-fns/tz";
import { addDays, format, startOfDay } from "date-fns";
import { fr } from "date-fns/locale";

/** The practice's time zone (spec public §9). */
export const PRACTICE_TIME_ZONE = "Europe/Paris";

/** The calendar year in Paris at `now` (the footer's copyright year). */
export function parisYear(now: Date): number {
  return new TZDate(now, PRACTICE_TIME_ZONE).getFullYear();
}

/** A long French date in Paris, e.g. "22 novembre 2026". */
export function formatParisDate(now: Date): string {
  return format(new TZDate(now, PRACTICE_TIME_ZONE), "d MMMM yyyy", { locale: fr });
}

/** The same day as an ISO date (YYYY-MM-DD), for <time dateTime>. */
export function parisIsoDate(now: Date): string {
  return format(new TZDate(now, PRACTICE_TIME_ZONE), "yyyy-MM-dd");
}

/** The next midnight in Paris after `now`: date-dependent texts (the footer's year) change then. */
export function nextParisMidnight(now: Date): Date {
  return startOfDay(addDays(new TZDate(now, PRACTICE_TIME_ZONE), 1));
}
