import type { Db } from '../../db/client';
import { ENGLISH_LEVELS, PROGRAMMES, START_DATES, choiceLabel } from '../../domain/application-choices';
import { statusLabel } from '../../domain/application-status';
import type { ApplicationFilters } from './list-applications';
import type { ContactFilters } from './list-contacts';
import { beforeCursor, cursorTimestamp, encodeCursor } from './list-cursor';
import { nameOrEmailContains } from './search-pattern';

/** Rows per query: one short query each, so an export never holds a connection or a snapshot. */
export const EXPORT_BATCH = 1_000;

type Cell = string;

export const APPLICATION_CSV_HEADER = [
  'Submitted at (UTC)',
  'Status',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Date of birth',
  'Nationality',
  'Address',
  'City',
  'Postal code',
  'Country',
  'Programme',
  'Start date',
  'Previous institution',
  'Qualifications',
  'English level',
  'Motivation',
  'Id',
];

export const CONTACT_CSV_HEADER = ['Submitted at (UTC)', 'First name', 'Last name', 'Email', 'Phone', 'Programme interest', 'Message', 'Id'];

/** A keyset cursor after the last row of a batch, or null when the batch was the last. */
function nextCursor(rows: ReadonlyArray<{ id: string; cursor_ts: string }>, batch: number): string | null {
  const last = rows.at(-1);
  return rows.length === batch && last ? encodeCursor({ createdAt: last.cursor_ts, id: last.id }) : null;
}

/**
 * The filtered applications, newest first (the list's order), as CSV cells, one batch at a
 * time in keyset order: memory holds one batch whatever the table size.
 */
export async function* applicationCsvBatches(db: Db, filters: ApplicationFilters, batch = EXPORT_BATCH): AsyncGenerator<Cell[][]> {
  let cursor: string | null = null;
  const search = filters.search?.trim();
  do {
    let query = db.selectFrom('applications as a').selectAll('a').select((eb) => cursorTimestamp(eb.ref('a.created_at')));
    if (filters.status) query = query.where('a.status', '=', filters.status);
    if (search) {
      query = query.where((eb) =>
        nameOrEmailContains(search, { firstName: eb.ref('a.first_name'), lastName: eb.ref('a.last_name'), email: eb.ref('a.email') }),
      );
    }
    const after = cursor;
    if (after) query = query.where((eb) => beforeCursor(after, eb.ref('a.created_at'), eb.ref('a.id')));
    const rows = await query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(batch).execute();
    yield rows.map((a) => [
      a.created_at.toISOString(),
      statusLabel(a.status),
      a.first_name,
      a.last_name,
      a.email,
      a.phone,
      a.date_of_birth,
      a.nationality,
      a.address,
      a.city,
      a.postal_code,
      a.country,
      choiceLabel(PROGRAMMES, a.programme),
      choiceLabel(START_DATES, a.start_date),
      a.previous_institution ?? '',
      a.qualifications ?? '',
      a.english_level ? choiceLabel(ENGLISH_LEVELS, a.english_level) : '',
      a.motivation ?? '',
      a.id,
    ]);
    cursor = nextCursor(rows, batch);
  } while (cursor);
}

export async function* contactCsvBatches(db: Db, filters: ContactFilters, batch = EXPORT_BATCH): AsyncGenerator<Cell[][]> {
  let cursor: string | null = null;
  const search = filters.search?.trim();
  do {
    let query = db
      .selectFrom('contact_submissions as c')
      .select((eb) => ['c.id', 'c.created_at', cursorTimestamp(eb.ref('c.created_at')), 'c.first_name', 'c.last_name', 'c.email', 'c.phone', 'c.programme_interest', 'c.message']);
    if (search) {
      query = query.where((eb) =>
        nameOrEmailContains(search, { firstName: eb.ref('c.first_name'), lastName: eb.ref('c.last_name'), email: eb.ref('c.email') }),
      );
    }
    const after = cursor;
    if (after) query = query.where((eb) => beforeCursor(after, eb.ref('c.created_at'), eb.ref('c.id')));
    const rows = await query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(batch).execute();
    yield rows.map((c) => [
      c.created_at.toISOString(),
      c.first_name,
      c.last_name,
      c.email,
      c.phone ?? '',
      c.programme_interest ?? '',
      c.message,
      c.id,
    ]);
    cursor = nextCursor(rows, batch);
  } while (cursor);
}
