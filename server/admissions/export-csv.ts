import type { Db } from '../../db/client';
import { encodeCursor } from './list-cursor';
import { planSearch } from './search-plan';
import type { AnySubmissionKind, CsvColumn, SubmissionFilters } from './submission-kind';
import { filteredSubmissions } from './submission-query';

/** Rows per query: one short query each, so an export never holds a connection or a snapshot. */
export const EXPORT_BATCH = 1_000;

const SUBMITTED_AT = 'Submitted at (UTC)';

type ExportedRow = Record<string, unknown> & { id: string; created_at: Date; cursor_ts: string };

export function csvHeader(kind: AnySubmissionKind): string[] {
  return [SUBMITTED_AT, ...Object.values(kind.csvColumns).map((csv) => csv.header)];
}

/**
 * The kind's filtered rows, newest first (the list's order), as CSV cells, one batch at a time
 * in keyset order: memory holds one batch whatever the table size.
 */
export async function* csvBatches(
  db: Db,
  kind: AnySubmissionKind,
  filters: SubmissionFilters,
  batch = EXPORT_BATCH,
): AsyncGenerator<string[][]> {
  const columns = Object.entries(kind.csvColumns);
  const search = await planSearch(db, kind, filters.search);
  let cursor: string | null = null;
  do {
    const rows: ExportedRow[] = await filteredSubmissions(db, kind, filters, search, cursor, batch)
      .selectAll('s')
      .execute();
    yield rows.map((row) => [row.created_at.toISOString(), ...columns.map(([name, csv]) => csvText(row[name], csv))]);
    const last = rows.at(-1);
    cursor = rows.length === batch && last ? encodeCursor({ createdAt: last.cursor_ts, id: last.id }) : null;
  } while (cursor);
}

function csvText(value: unknown, csv: CsvColumn<never>): string {
  if (value === null || value === undefined) return '';
  // The kind's description ties each column's `show` to that column's type.
  return csv.show ? csv.show(value as never) : String(value);
}
