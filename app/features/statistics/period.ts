/**
 * The period of /admin/statistiques: the last 7, 30 or 90 days (today
 * included, in Paris), or two dates; compared with the period of the same
 * length just before. Safe for the browser.
 */
import { addIsoDays, isRealIsoDay } from "~/lib/paris-date";

export const PERIOD_PRESETS = [7, 30, 90] as const;
const DEFAULT_PERIOD_DAYS = 30;
/** Longest period of two dates: two years of daily points is already a lot to read. */
const MAX_PERIOD_DAYS = 731;

export interface Period {
  /** "7", "30", "90", or "dates" for two chosen dates. */
  preset: string;
  from: string;
  to: string;
  days: number;
  previousFrom: string;
  previousTo: string;
}

export const periodMessages = {
  invalidDates: "Les dates choisies ne sont pas valides : les 30 derniers jours sont affichés.",
  tooLong: `Choisissez une période de ${MAX_PERIOD_DAYS} jours au plus : les 30 derniers jours sont affichés.`,
} as const;

function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

function period(preset: string, from: string, to: string): Period {
  const days = daysBetween(from, to);
  return {
    preset,
    from,
    to,
    days,
    previousFrom: addIsoDays(from, -days),
    previousTo: addIsoDays(from, -1),
  };
}

/** The period asked for in the address (?periode=7|30|90|dates&du=&au=); `today` is a Paris day. */
export function resolvePeriod(
  params: URLSearchParams,
  today: string,
): { period: Period; problem: string | null } {
  const preset = params.get("periode") ?? String(DEFAULT_PERIOD_DAYS);
  const lastDays = (count: number) => period(String(count), addIsoDays(today, -(count - 1)), today);
  if (preset === "dates") {
    const from = params.get("du") ?? "";
    const to = params.get("au") ?? "";
    if (!isRealIsoDay(from) || !isRealIsoDay(to) || from > to || from < "2000-01-01")
      return { period: lastDays(DEFAULT_PERIOD_DAYS), problem: periodMessages.invalidDates };
    if (daysBetween(from, to) > MAX_PERIOD_DAYS)
      return { period: lastDays(DEFAULT_PERIOD_DAYS), problem: periodMessages.tooLong };
    return { period: period("dates", from, to), problem: null };
  }
  const count = PERIOD_PRESETS.find((days) => String(days) === preset) ?? DEFAULT_PERIOD_DAYS;
  return { period: lastDays(count), problem: null };
}
