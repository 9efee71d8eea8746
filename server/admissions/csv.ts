/** Excel reads a file as UTF-8 only when it starts with this byte-order mark. */
export const CSV_BOM = '\uFEFF';

// A cell starting with one of these is run as a formula by spreadsheet apps (OWASP "CSV Injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula triggers neutralised with a leading quote, then RFC 4180 quoting. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return cells.map(csvCell).join(',');
}

type Rows = ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>;

/** Records with their CRLF line ends (RFC 4180): a piece of a file, for streaming. */
export function csvRecords(rows: Rows): string {
  let text = '';
  for (const row of rows) text += `${csvRow(row)}\r\n`;
  return text;
}

/** A whole file: BOM, header, rows, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: Rows) {
  return CSV_BOM + csvRecords([header, ...rows]);
}
