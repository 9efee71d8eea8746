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

export function decodeCursor(value: string): ListCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      !Number.isNaN(Date.parse(parsed[0])) &&
      /^[0-9a-f-]{36}$/i.test(parsed[1])
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
