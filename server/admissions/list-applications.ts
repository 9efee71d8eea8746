import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { ApplicationStatus } from '../../domain/application-status';
import { beforeCursor, cursorTimestamp, PAGE_SIZE, toPage, type Page } from './list-cursor';
import { nameOrEmailContains } from './search-pattern';
import { anyEmailFailed } from './submission-extras';

export interface ApplicationFilters {
  status?: ApplicationStatus | null;
  search?: string | null;
}

export interface ApplicationListItem {
  id: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  programme: string;
  startDate: string;
  status: string;
  isNew: boolean;
  emailFailed: boolean;
}

/** Newest first, `limit` a page, continuing after `cursor`; fast at 100,000 rows via the keyset indexes. */
export async function listApplications(
  db: Db,
  filters: ApplicationFilters,
  cursor: string | null = null,
  limit = PAGE_SIZE,
): Promise<Page<ApplicationListItem>> {
  let query = db
    .selectFrom('applications as a')
    .leftJoin('submission_openings as o', 'o.submission_id', 'a.id')
    .select((eb) => [
      'a.id',
      'a.created_at',
      cursorTimestamp(eb.ref('a.created_at')),
      'a.first_name',
      'a.last_name',
      'a.email',
      'a.phone',
      'a.programme',
      'a.start_date',
      'a.status',
      sql<boolean>`o.submission_id is null`.as('is_new'),
      anyEmailFailed(eb.ref('a.id')).as('email_failed'),
    ]);
  if (filters.status) query = query.where('a.status', '=', filters.status);
  const search = filters.search?.trim();
  if (search) {
    query = query.where((eb) =>
      nameOrEmailContains(search, { firstName: eb.ref('a.first_name'), lastName: eb.ref('a.last_name'), email: eb.ref('a.email') }),
    );
  }
  if (cursor) query = query.where((eb) => beforeCursor(cursor, eb.ref('a.created_at'), eb.ref('a.id')));
  const rows = await query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit + 1).execute();
  return toPage(rows, limit, (row) => ({
    id: row.id,
    createdAt: row.created_at,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    programme: row.programme,
    startDate: row.start_date,
    status: row.status,
    isNew: row.is_new,
    emailFailed: row.email_failed,
  }));
}
