import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A table that may be wider than the screen: its frame scrolls and takes the
 * keyboard focus, so it can be scrolled without a mouse (axe:
 * scrollable-region-focusable).
 */
export function TableFrame({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn("overflow-x-auto rounded-2xl bg-white ring-1 ring-sand-200", className)}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}

/** A plain table of values; the first column names its row, numbers align right. */
export function DataTable({
  caption,
  headers,
  rows,
  className,
}: {
  caption: string;
  headers: string[];
  rows: ReactNode[][];
  className?: string;
}) {
  const numeric = (value: ReactNode) =>
    typeof value === "number" || /^[\d\s ]+$/.test(String(value));
  return (
    <TableFrame label={caption} className={className}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-50 text-xs text-muted uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className="px-3 py-2 font-normal break-words">
                    {cell}
                  </th>
                ) : (
                  <td
                    key={column}
                    className={cn("px-3 py-2 break-words", numeric(cell) && "tabular-nums")}
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
