import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { PLACE_TAKING_STATUSES } from '../../domain/application-status';
import { AppError } from '../errors/app-error';

/** The statuses that hold a place, as an SQL list: `status in (${placeTakingStatuses})`. */
export const placeTakingStatuses = sql.join(PLACE_TAKING_STATUSES.map((status) => sql.lit(status)));

export function beyondCapacityMessage(capacity: number, offers: number): string {
  return (
    `Every place of this intake is offered (${offers} of ${capacity}). ` +
    'Confirm a second time to offer a place beyond its capacity.'
  );
}

/**
 * Whether an offer goes past its intake's capacity (the places taken: its applications with an
 * offer, accepted or enrolled), read under a lock on the intake's row, so offers made at once on one intake count one
 * after another and never pass the capacity unseen. Past it, the offer needs the officer's second
 * confirmation (decision 128); the history records it. The caller holds the application's lock.
 */
export async function offerBeyondCapacity(
  trx: Transaction<Database>,
  application: { id: string; programme: string; start_date: string },
  confirmed: boolean,
): Promise<boolean> {
  const intake = await trx
    .selectFrom('intakes')
    .select('capacity')
    .where('programme', '=', application.programme)
    .where('starts_on', '=', application.start_date)
    .forUpdate()
    .executeTakeFirst();
  if (!intake || intake.capacity === null) return false;
  const { offers } = await trx
    .selectFrom('applications')
    .select(sql<number>`count(*)::int`.as('offers'))
    .where('programme', '=', application.programme)
    .where('start_date', '=', application.start_date)
    .where('status', 'in', [...PLACE_TAKING_STATUSES])
    .where('id', '<>', application.id)
    .executeTakeFirstOrThrow();
  if (offers < intake.capacity) return false;
  if (!confirmed) throw new AppError('CONFLICT', beyondCapacityMessage(intake.capacity, offers));
  return true;
}
