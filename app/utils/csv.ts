/**
 * Writing CSV files people open in a spreadsheet (RFC 4180, plus OWASP's CSV-injection advice).
 *
 * A spreadsheet runs a cell that begins with `=`, `+`, `-` or `@` (and, in some programs, a tab or
 * a carriage return) as a formula, so a text cell beginning with one is written with a leading
 * single quote: the program shows the text and runs nothing. A plain number (`-12.50`, `374.00`) is
 * written as it is: it cannot run anything, and an accountant sums the amount column as numbers
 * (decision 034).
 */

/** A cell a spreadsheet reads as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised and quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as one file, lines ended by CRLF, with a byte-order mark so every program reads UTF-8. */
export function csvFile(rows: readonly (readonly string[])[]): string {
  return "\uFEFF" + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
