import type { Db } from '../../db/client';
import { ENGLISH_LEVELS, PROGRAMMES, START_DATES, choiceLabel } from '../../web/src/schemas/application-choices';
import { statusLabel } from '../../web/src/schemas/application-status';
import { toCsv } from './csv';
import { listApplications, type ApplicationFilters } from './list-applications';
import { listContacts, type ContactFilters } from './list-contacts';

const BATCH = 1_000;

/** The current filtered list, every page of it, as a spreadsheet-safe CSV file. */
export async function exportApplicationsCsv(db: Db, filters: ApplicationFilters): Promise<string> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await listApplications(db, filters, cursor, BATCH);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);

  const rows: string[][] = [];
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = await db
      .selectFrom('applications')
      .selectAll()
      .where('id', 'in', ids.slice(i, i + BATCH))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    for (const a of batch) {
      rows.push([
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
    }
  }
  return toCsv(
    [
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
    ],
    rows,
  );
}

export async function exportContactsCsv(db: Db, filters: ContactFilters): Promise<string> {
  const rows: string[][] = [];
  let cursor: string | null = null;
  do {
    const page = await listContacts(db, filters, cursor, BATCH);
    for (const c of page.items) {
      rows.push([
        c.createdAt.toISOString(),
        c.firstName,
        c.lastName,
        c.email,
        c.phone ?? '',
        c.programmeInterest ?? '',
        c.message,
        c.id,
      ]);
    }
    cursor = page.nextCursor;
  } while (cursor);
  return toCsv(['Submitted at (UTC)', 'First name', 'Last name', 'Email', 'Phone', 'Programme interest', 'Message', 'Id'], rows);
}
