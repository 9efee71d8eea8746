import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';
import { deliveriesFor, linkedSubmissions, notesFor, openingOf } from './submission-extras';

export interface StatusChange {
  id: string;
  fromStatus: string;
  toStatus: string;
  changedByEmail: string;
  note: string | null;
  applicantEmailed: boolean;
  changedAt: Date;
}

export async function statusHistory(db: Db, applicationId: string): Promise<StatusChange[]> {
  const rows = await db
    .selectFrom('application_status_changes')
    .select(['id', 'from_status', 'to_status', 'changed_by_email', 'note', 'applicant_emailed', 'changed_at'])
    .where('application_id', '=', applicationId)
    .orderBy('changed_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    changedByEmail: row.changed_by_email,
    note: row.note,
    applicantEmailed: row.applicant_emailed,
    changedAt: row.changed_at,
  }));
}

/** Every field of one application with its history, notes, e-mails and related submissions. */
export async function applicationDetail(db: Db, id: string) {
  const row = await db
    .selectFrom('applications')
    .select([
      'id',
      'created_at',
      'first_name',
      'last_name',
      'date_of_birth',
      'nationality',
      'email',
      'phone',
      'address',
      'city',
      'postal_code',
      'country',
      'programme',
      'start_date',
      'previous_institution',
      'qualifications',
      'english_level',
      'motivation',
      'status',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'That application no longer exists.');
  const [history, notes, deliveries, linked, opening] = await Promise.all([
    statusHistory(db, id),
    notesFor(db, id),
    deliveriesFor(db, id),
    linkedSubmissions(db, row.email, id),
    openingOf(db, id),
  ]);
  return {
    id: row.id,
    createdAt: row.created_at,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    nationality: row.nationality,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    country: row.country,
    programme: row.programme,
    startDate: row.start_date,
    previousInstitution: row.previous_institution,
    qualifications: row.qualifications,
    englishLevel: row.english_level,
    motivation: row.motivation,
    status: row.status,
    history,
    notes,
    deliveries,
    linked,
    opening,
  };
}
