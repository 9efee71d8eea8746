import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { ApplicationStatus } from '../../web/src/schemas/application-status';
import { decodeCursor, encodeCursor, PAGE_SIZE } from './list-cursor';
import { containsPattern } from './search-pattern';

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
): Promise<{ items: ApplicationListItem[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('applications as a')
    .leftJoin('submission_openings as o', 'o.submission_id', 'a.id')
    .select([
      'a.id',
      'a.created_at',
      sql<string>`a.created_at::text`.as('cursor_ts'),
      'a.first_name',
      'a.last_name',
      'a.email',
      'a.phone',
      'a.programme',
      'a.start_date',
      'a.status',
      sql<boolean>`o.submission_id is null`.as('is_new'),
      // Staff should see at a glance when an acknowledgement or alert could not be delivered.
      sql<boolean>`exists (select 1 from email_outbox e where e.reference_id = a.id and e.status = 'failed')`.as('email_failed'),
    ]);
  if (filters.status) query = query.where('a.status', '=', filters.status);
  const search = filters.search?.trim();
  if (search) {
    query = query.where(sql<boolean>`(a.first_name || ' ' || a.last_name || ' ' || a.email) ilike ${containsPattern(search)}`);
  }
  if (cursor) {
    const after = decodeCursor(cursor);
    query = query.where(sql<boolean>`(a.created_at, a.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
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
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursor_ts, id: last.id }) : null,
  };
}
