import { sql, type AliasedExpression } from 'kysely';
import { camelCaseKeys } from '../../db/column-case';
import type { Db } from '../../db/client';
import { PAGE_SIZE, toPage, type Page } from './list-cursor';
import { planSearch } from './search-plan';
import { anyEmailFailed } from './submission-extras';
import type { AnySubmissionKind, SubmissionFilters } from './submission-kind';
import { column, filteredSubmissions } from './submission-query';

/**
 * What a kind's list items show besides the generic parts (an application's "possible duplicate"
 * mark): selections on the kind's table, aliased `s` (submission-query.ts), each named.
 */
export type MoreListColumns = () => ReadonlyArray<AliasedExpression<unknown, string>>;

/**
 * Newest first, `limit` a page, continuing after `cursor`; fast at 100,000 rows via the keyset
 * indexes. Each item: id, createdAt, the kind's list columns in camelCase, isNew, emailFailed,
 * and what `more` adds.
 */
export async function listSubmissions(
  db: Db,
  kind: AnySubmissionKind,
  filters: SubmissionFilters,
  cursor: string | null = null,
  limit = PAGE_SIZE,
  more?: MoreListColumns,
): Promise<Page<Record<string, unknown>>> {
  const search = await planSearch(db, kind, filters.search);
  const rows = await filteredSubmissions(db, kind, filters, search, cursor, limit + 1)
    .leftJoin('submission_openings as o', 'o.submission_id', 's.id')
    .select((eb) => [
      ...kind.listColumns.map((name) => column(name).as(name)),
      sql<boolean>`o.submission_id is null`.as('is_new'),
      anyEmailFailed(eb.ref('s.id')).as('email_failed'),
      ...(more?.() ?? []),
    ])
    .execute();
  return toPage(rows, limit, ({ cursor_ts: _cursorTimestamp, ...row }) => camelCaseKeys(row));
}
