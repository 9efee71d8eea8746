import { UnrecoverableError } from 'bullmq';
import type { Db } from '../../db/client';

function idFrom(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  if (typeof value !== 'string') throw new UnrecoverableError(`outbox payload has no ${key}`);
  return value;
}

export async function loadContact(db: Db, payload: Record<string, unknown>) {
  const id = idFrom(payload, 'contactId');
  const row = await db.selectFrom('contact_submissions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new UnrecoverableError(`contact submission ${id} no longer exists`);
  return row;
}

export async function loadApplication(db: Db, payload: Record<string, unknown>) {
  const id = idFrom(payload, 'applicationId');
  const row = await db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new UnrecoverableError(`application ${id} no longer exists`);
  return row;
}

/** A timestamp as admissions staff in Cardiff read it. */
export function formatLondonTime(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(
    date,
  );
}
