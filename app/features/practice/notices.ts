/**
 * Closures and announcements ('Fermetures et annonces'): a message
 * shown at the top of every public page from its first day (or from an
 * earlier "announce from" day) to its last, and, for a closure, closed days
 * in the structured data. Days are Paris calendar days written YYYY-MM-DD,
 * so comparing the strings compares the days. Free of zod: public pages use it.
 */

export interface Notice {
  id: string;
  message: string;
  startsOn: string;
  endsOn: string;
  /** The practice is closed from startsOn to endsOn; false: an announcement only. */
  closed: boolean;
  /** Shown from this day when earlier than startsOn (to warn patients ahead); "" otherwise. */
  announceFrom: string;
}

/** The first day the message shows. */
function firstShownDay(notice: Notice): string {
  return notice.announceFrom && notice.announceFrom < notice.startsOn
    ? notice.announceFrom
    : notice.startsOn;
}

/** Messages to show on `today`, soonest period first. */
export function shownNotices(notices: readonly Notice[], today: string): Notice[] {
  return notices
    .filter((notice) => firstShownDay(notice) <= today && today <= notice.endsOn)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
}

/** Closures not over on `today`, for the structured data's closed days. */
export function comingClosures(notices: readonly Notice[], today: string): Notice[] {
  return notices
    .filter((notice) => notice.closed && today <= notice.endsOn)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
}

/** Whether the period is over on `today` (past periods disappear on their own). */
export function isPast(notice: Notice, today: string): boolean {
  return notice.endsOn < today;
}

/** schema.org's way to say "closed on these days": opens and closes at 00:00. */
export function specialOpeningHoursSpecification(
  closures: readonly Pick<Notice, "startsOn" | "endsOn">[],
) {
  return closures.map((closure) => ({
    "@type": "OpeningHoursSpecification",
    validFrom: closure.startsOn,
    validThrough: closure.endsOn,
    opens: "00:00",
    closes: "00:00",
  }));
}
