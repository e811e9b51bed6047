/**
 * The time a scheduled article gets when the practitioner picks its day:
 * the current hour plus one, minutes zero, in the browser's
 * time zone. Safe for the browser.
 */
import { set } from "date-fns";

export function defaultScheduleTime(day: Date, now: Date): Date {
  const nextHour = now.getHours() + 1;
  // After 23:00 the next full hour is tomorrow; the picked day must stay the
  // day, so the article goes out at the last minute of it instead.
  return nextHour < 24
    ? set(day, { hours: nextHour, minutes: 0, seconds: 0, milliseconds: 0 })
    : set(day, { hours: 23, minutes: 59, seconds: 0, milliseconds: 0 });
}
