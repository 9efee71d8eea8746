import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { AppError } from '../errors/app-error';

/**
 * Keyset cursor on (created_at, id). The timestamp is kept as Postgres text, not a JS Date,
 * because Postgres keeps microseconds and a Date would round them away and skip rows.
 */
export interface ListCursor {
  createdAt: string;
  id: string;
}

export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** timestamptz as Postgres prints it: 2026-11-23 02:10:56.123456+00 (what encodeCursor stores). */
const PG_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/**
 * Only what Postgres itself printed: a crafted cursor that Date.parse accepts but Postgres
 * does not (year 0, month 13, "1") must be a 400, not a failed query.
 */
function isPostgresTimestamp(value: string): boolean {
  const match = PG_TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

export function decodeCursor(value: string): ListCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      isPostgresTimestamp(parsed[0]) &&
      UUID.test(parsed[1])
    ) {
      return { createdAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError('BAD_REQUEST', 'The list position is not valid. Please reload the list.');
}

export const PAGE_SIZE = 50;

/** The row's created_at as Postgres text, selected as `cursor_ts` for `toPage` (see ListCursor for why text). */
export function cursorTimestamp(createdAt: Expression<Date>) {
  return sql<string>`${createdAt}::text`.as('cursor_ts');
}

/** Rows after `cursor` in newest-first (created_at, id) order. */
export function beforeCursor(cursor: string, createdAt: Expression<Date>, id: Expression<string>): RawBuilder<SqlBool> {
  const after = decodeCursor(cursor);
  return sql<SqlBool>`(${createdAt}, ${id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
}

/** The `limit + 1` rows a list query fetched, as one page and the cursor for the next (null on the last page). */
export function toPage<Row extends { id: string; cursor_ts: string }, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
): Page<Item> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursor_ts, id: last.id }) : null,
  };
}
