/**
 * Lead values end up in spreadsheets (the webhook often appends a row to
 * one; a CSV export is opened in one). A cell starting with = + - @, or a
 * tab or carriage return, is read as a formula: a visitor named
 * `=HYPERLINK("https://evil.example";"Cliquez")` would plant a live link or
 * worse. OWASP's "CSV injection" advice: prefix such a value with a single
 * quote, which spreadsheets show as text. Safe for the browser.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
/** Spaces (no-break ones too), line breaks and invisible marks (zero-width space, BOM). */
const LEADING_BLANKS = /^[\s\p{Cf}]+/u;

/**
 * The value, with a leading `'` when a spreadsheet would read it as a
 * formula: checked on its compatibility form (NFKC: the full-width ＝＋－＠
 * become = + - @) once leading blanks are gone, as spreadsheets skip them.
 */
export function spreadsheetSafe(value: string): string {
  const seen = value.normalize("NFKC");
  return FORMULA_START.test(seen) || FORMULA_START.test(seen.replace(LEADING_BLANKS, ""))
    ? `'${value}`
    : value;
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
