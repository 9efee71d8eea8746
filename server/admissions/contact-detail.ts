import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';
import { deliveriesFor, linkedSubmissions, notesFor, openingOf } from './submission-extras';

export async function contactDetail(db: Db, id: string) {
  const row = await db
    .selectFrom('contact_submissions')
    .select(['id', 'created_at', 'first_name', 'last_name', 'email', 'phone', 'programme_interest', 'message'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'That enquiry no longer exists.');
  const [notes, deliveries, linked, opening] = await Promise.all([
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
    email: row.email,
    phone: row.phone,
    programmeInterest: row.programme_interest,
    message: row.message,
    notes,
    deliveries,
    linked,
    opening,
  };
}
