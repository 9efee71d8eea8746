import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { decodeCursor, encodeCursor, PAGE_SIZE } from './list-cursor';
import { containsPattern } from './search-pattern';

export interface ContactFilters {
  search?: string | null;
}

export interface ContactListItem {
  id: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  programmeInterest: string | null;
  message: string;
  isNew: boolean;
  emailFailed: boolean;
}

export async function listContacts(
  db: Db,
  filters: ContactFilters,
  cursor: string | null = null,
  limit = PAGE_SIZE,
): Promise<{ items: ContactListItem[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('contact_submissions as c')
    .leftJoin('submission_openings as o', 'o.submission_id', 'c.id')
    .select([
      'c.id',
      'c.created_at',
      sql<string>`c.created_at::text`.as('cursor_ts'),
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.phone',
      'c.programme_interest',
      'c.message',
      sql<boolean>`o.submission_id is null`.as('is_new'),
      // Staff should see at a glance when an acknowledgement or alert could not be delivered.
      sql<boolean>`exists (select 1 from email_outbox e where e.reference_id = c.id and e.status = 'failed')`.as('email_failed'),
    ]);
  const search = filters.search?.trim();
  if (search) {
    query = query.where(sql<boolean>`(c.first_name || ' ' || c.last_name || ' ' || c.email) ilike ${containsPattern(search)}`);
  }
  if (cursor) {
    const after = decodeCursor(cursor);
    query = query.where(sql<boolean>`(c.created_at, c.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit + 1).execute();
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
      programmeInterest: row.programme_interest,
      message: row.message,
      isNew: row.is_new,
      emailFailed: row.email_failed,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursor_ts, id: last.id }) : null,
  };
}
