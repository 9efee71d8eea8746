import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import { beforeCursor, cursorTimestamp } from './list-cursor';
import { columnsContain, type ListSearch } from './search-pattern';
import type { AnySubmissionKind, SubmissionFilters, SubmissionTable } from './submission-kind';

/** The columns every submission table has: the generic queries are typed against these. */
interface SubmissionBase {
  id: string;
  created_at: Date;
  email: string;
}

type FilteredQuery = SelectQueryBuilder<
  Database & { s: SubmissionBase },
  's',
  { id: string; created_at: Date; cursor_ts: string }
>;

/** A column of the kind's table, which is aliased `s` in every generic query. */
export function column(name: string) {
  return sql.ref(`s.${name}`);
}

/** The kind's table as `s`, typed by the columns every submission table has. */
export function fromSubmissions(db: Db, table: SubmissionTable) {
  return db.selectFrom(sql<SubmissionBase>`${sql.table(table)}`.as('s'));
}

/**
 * The kind's rows that pass the list's filters and `search` (planSearch's plan of the filters'
 * search), after `cursor`, newest first (the list's keyset order), at most `limit`: the query
 * the list and the export both start from.
 */
export function filteredSubmissions(
  db: Db,
  kind: AnySubmissionKind,
  filters: SubmissionFilters,
  search: ListSearch | null,
  cursor: string | null,
  limit: number,
): FilteredQuery {
  let query = fromSubmissions(db, kind.table).select((eb) => [
    's.id',
    's.created_at',
    cursorTimestamp(eb.ref('s.created_at')),
  ]);
  for (const [filter, name] of Object.entries(kind.filterColumns)) {
    const value = filters[filter];
    if (value) query = query.where(column(name), '=', value);
  }
  for (const [filter, condition] of Object.entries(kind.filterConditions ?? {})) {
    const value = filters[filter];
    if (value) query = query.where(condition(value));
  }
  if (search) query = query.where(columnsContain(search, kind.searchColumns.map(column)));
  if (cursor) query = query.where((eb) => beforeCursor(cursor, eb.ref('s.created_at'), eb.ref('s.id')));
  return query.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(limit);
}
