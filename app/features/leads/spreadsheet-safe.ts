/**
 * Lead values end up in spreadsheets (the webhook often appends a row to
 * one; a CSV export is opened in one). A cell starting with = + - @, or a
 * tab or carriage return, is read as a formula: a visitor named
 * `=HYPERLINK("https://evil.example";"Cliquez")` would plant a live link or
 * worse. OWASP's "CSV injection" advice: prefix such a value with a single
 * quote, which spreadsheets show as text. Safe for the browser.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The value, with a leading `'` when a spreadsheet would read it as a formula. */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Every string of a flat record made spreadsheet-safe; numbers, null and the rest kept. */
export function spreadsheetSafeRecord(record: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]: [string, unknown]) => [
      key,
      typeof value === "string" ? spreadsheetSafe(value) : value,
    ]),
  );
}
