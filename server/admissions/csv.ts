/** Excel reads a file as UTF-8 only when it starts with this byte-order mark. */
const BOM = '\uFEFF';

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

/** A whole file: BOM, header, rows, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>) {
  return BOM + [csvRow(header), ...rows.map(csvRow)].join('\r\n') + '\r\n';
}
