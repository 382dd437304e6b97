/**
 * A CSV writer (RFC 4180) for the back office's exports: fields quoted when they hold a comma, a
 * quote, a line break or edge spaces, quotes doubled, lines ended CRLF. A text starting with = + - @
 * (or a tab or carriage return) is what a spreadsheet runs as a formula, so it is written after an
 * apostrophe (OWASP "CSV injection"): a buyer named "=HYPERLINK(...)" stays text. Numbers are
 * written as numbers (a refund's -12.50 stays a number).
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number written as text ("-12.50", an amount in rupees) is no formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export const csvCell = (value: CsvValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The header line and one line per row; a byte-order mark first so spreadsheet programs read ₹ and names as UTF-8. */
export const toCsv = (headers: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string =>
  `\uFEFF${[headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
