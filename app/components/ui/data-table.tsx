import type { Key, ReactNode } from "react";
import { mergeClasses } from "~/lib/merge-classes";

/**
 * A table that may be wider than the screen: its frame scrolls and takes the
 * keyboard focus, so it can be scrolled without a mouse (axe:
 * scrollable-region-focusable).
 */
function TableFrame({
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
      className={mergeClasses(
        "overflow-x-auto rounded-2xl bg-white ring-1 ring-sand-200",
        className,
      )}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}

interface Column<Row> {
  header: string;
  /** The header is read by screen readers only (an actions column). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** This column's cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Classes of the column's header and cells. */
  className?: string;
  /** Classes of one cell, from its value. */
  cellClassName?: (row: Row) => string | false | undefined;
}

/**
 * The admin's tables: a caption (read by screen readers), one header per
 * column, one row per record. `busy` dims the rows while a new list loads.
 */
export function DataTable<Row>({
  caption,
  label = caption,
  columns,
  rows,
  rowKey,
  busy = false,
  className,
  tableClassName,
}: {
  caption: string;
  /** The scrolling frame's name, when it differs from the caption. */
  label?: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => Key;
  busy?: boolean;
  className?: string;
  tableClassName?: string;
}) {
  return (
    <TableFrame label={label} className={className}>
      <table
        className={mergeClasses("w-full text-left text-sm", busy && "opacity-60", tableClassName)}
        aria-busy={busy || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-50 text-xs tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={mergeClasses("px-3 py-3 font-semibold", column.className)}
              >
                {column.hideHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className="align-top">
              {columns.map((column) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell
                    key={column.header}
                    scope={column.rowHeader ? "row" : undefined}
                    className={mergeClasses(
                      "px-3 py-3 break-words",
                      column.rowHeader && "font-normal",
                      column.className,
                      column.cellClassName?.(row),
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** A plain table of values; the first column names its row, numbers align right. */
export function ValueTable({
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
    <DataTable<ReactNode[]>
      caption={caption}
      className={className}
      rows={rows}
      rowKey={(_row, index) => index}
      columns={headers.map((header, column) => ({
        header,
        rowHeader: column === 0,
        cell: (row) => row[column],
        cellClassName: (row) => column > 0 && numeric(row[column]) && "tabular-nums",
      }))}
    />
  );
}
