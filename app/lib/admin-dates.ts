/**
 * Dates shown in the article admin, in the practice's time zone (the
 * practitioner works in France; the server may run in UTC). Safe for the browser.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { fr } from "date-fns/locale";
import { PRACTICE_TIME_ZONE } from "~/lib/paris-date";

const inParis = (date: Date | string) => new TZDate(new Date(date), PRACTICE_TIME_ZONE);

/** "12 mars 2026 à 09:00" */
export function formatAdminDateTime(date: Date | string): string {
  return format(inParis(date), "d MMMM yyyy 'à' HH:mm", { locale: fr });
}

/** "12 mars 2026" */
export function formatAdminDate(date: Date | string): string {
  return format(inParis(date), "d MMMM yyyy", { locale: fr });
}

/** "09:00:05": the autosave line ('Dernière sauvegarde: {time}'). */
export function formatAdminClock(date: Date | string): string {
  return format(inParis(date), "HH:mm:ss", { locale: fr });
}
