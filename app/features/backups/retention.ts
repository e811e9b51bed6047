import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { PRACTICE_TIME_ZONE } from "~/lib/paris-date";

/** How many backups are kept: the newest of each of the last 7 days, 4 weeks and 12 months. */
const RETENTION = [
  { pattern: "yyyy-MM-dd", count: 7 },
  { pattern: "RRRR-'W'II", count: 4 },
  { pattern: "yyyy-MM", count: 12 },
] as const;

/**
 * The backups to keep among `backups` (any order): for each period (Paris
 * day, ISO week, month), the newest backup of each of the last periods that
 * have one. Everything else may be deleted.
 */
export function backupsToKeep<T extends { createdAt: Date }>(backups: readonly T[]): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<T>();
  for (const { pattern, count } of RETENTION) {
    const periods = new Set<string>();
    for (const backup of newestFirst) {
      const period = format(new TZDate(backup.createdAt, PRACTICE_TIME_ZONE), pattern);
      if (periods.has(period)) continue;
      if (periods.size === count) break;
      periods.add(period);
      keep.add(backup);
    }
  }
  return keep;
}
