import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { beforeCursor, cursorTimestamp, PAGE_SIZE, toPage, type Page } from './list-cursor';
import { nameOrEmailContains } from './search-pattern';
import { anyEmailFailed } from './submission-extras';

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
): Promise<Page<ContactListItem>> {
  let query = db
    .selectFrom('contact_submissions as c')
    .leftJoin('submission_openings as o', 'o.submission_id', 'c.id')
    .select((eb) => [
      'c.id',
      'c.created_at',
      cursorTimestamp(eb.ref('c.created_at')),
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.phone',
      'c.programme_interest',
      'c.message',
      sql<boolean>`o.submission_id is null`.as('is_new'),
      anyEmailFailed(eb.ref('c.id')).as('email_failed'),
    ]);
  const search = filters.search?.trim();
  if (search) {
    query = query.where((eb) =>
      nameOrEmailContains(search, { firstName: eb.ref('c.first_name'), lastName: eb.ref('c.last_name'), email: eb.ref('c.email') }),
    );
  }
  if (cursor) query = query.where((eb) => beforeCursor(cursor, eb.ref('c.created_at'), eb.ref('c.id')));
  const rows = await query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit + 1).execute();
  return toPage(rows, limit, (row) => ({
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
  }));
}
