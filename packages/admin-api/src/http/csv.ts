// CSV as spreadsheet programs read it safely: UTF-8 with a byte order mark (so Excel reads names
// as UTF-8), CRLF line ends, RFC 4180 quoting, and formula injection neutralised.

export const CSV_BOM = '\uFEFF';

/** A cell starting with one of these is a formula (or becomes one) in Excel, LibreOffice and Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: a formula-like value gets a leading `'` (OWASP's advice), then quoting if needed. */
export function csvCell(value: string): string {
  const neutralised = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(neutralised) ? `"${neutralised.replace(/"/g, '""')}"` : neutralised;
}

export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Whether a request asks for CSV: `Accept: text/csv` (a media type in the list, any parameters). */
export function acceptsCsv(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => range.split(';')[0]!.trim().toLowerCase() === 'text/csv');
}
