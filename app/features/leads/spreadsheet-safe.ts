/**
 * A value a visitor typed must stay text in a spreadsheet: one starting with
 * =, +, -, @, a tab or a carriage return would be read as a formula
 * (CSV injection, OWASP). A leading apostrophe makes the cell plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
