/**
 * A versioned document's 'Historique' (a page's, a section of the practice's
 * settings): its kept versions newest first, the one in use marked, the
 * others with a button that puts them back; the last entry is the defaults.
 * How a version is put back (a form, a confirmation) is the caller's.
 */
import type { ReactNode } from "react";
import { joinClasses } from "~/lib/join-classes";

export interface HistoryEntry {
  key: string | number;
  title: ReactNode;
  detail: ReactNode;
  isCurrent: boolean;
  /** The button that puts this entry back; not shown on the current one. */
  restore: ReactNode;
}

export function VersionHistory({
  label,
  currentLabel,
  entries,
  compact = false,
  className,
}: {
  /** The list's accessible name ("Publications : Accueil"). */
  label: string;
  /** The mark of the entry in use ("En ligne", "Version actuelle"). */
  currentLabel: string;
  entries: HistoryEntry[];
  /** Inside another panel: tighter rows. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <ol
      aria-label={label}
      className={joinClasses(
        "divide-y divide-sand-200 bg-white ring-1 ring-sand-200",
        compact ? "rounded-xl" : "rounded-2xl",
        className,
      )}
    >
      {entries.map((entry) => (
        <li
          key={entry.key}
          className={joinClasses(
            "flex flex-wrap items-center gap-x-4 gap-y-2",
            compact ? "p-3" : "p-4",
          )}
        >
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink">{entry.title}</p>
            <p className="text-sm text-muted">{entry.detail}</p>
          </div>
          {entry.isCurrent ? (
            <span className="rounded-full bg-sage-50 px-3 py-1 text-xs font-medium text-sage-800 ring-1 ring-sage-200">
              {currentLabel}
            </span>
          ) : (
            entry.restore
          )}
        </li>
      ))}
    </ol>
  );
}
