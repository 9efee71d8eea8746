import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { INTAKE_STATES } from '../../domain/intakes';
import { placeTakingStatuses } from './intake-capacity';

export const applicationIntakeOutput = z
  .object({
    id: z.number(),
    state: z.enum(INTAKE_STATES),
    capacity: z.number().nullable(),
    offers: z.number(),
    placesLeft: z.number().nullable(),
    /** The intake's deposit in pence, which the offer form starts from; null when not set. */
    depositPence: z.number().nullable(),
    /** This application was sent while the intake was full. */
    waitingList: z.boolean(),
  })
  .nullable();

/** The intake an application names, as its detail shows it: its state and places, and the waiting list. */
export async function intakeOfApplication(
  db: Db,
  applicationId: string,
): Promise<z.output<typeof applicationIntakeOutput>> {
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('intakes as i', (join) =>
      join.onRef('i.programme', '=', 'a.programme').onRef('i.starts_on', '=', 'a.start_date'),
    )
    .select([
      'i.id',
      'i.state',
      'i.capacity',
      'i.deposit_pence',
      'a.waiting_list',
      sql<number>`(select count(*)::int from applications o
        where o.programme = i.programme and o.start_date = i.starts_on and o.status in (${placeTakingStatuses}))`.as(
        'offers',
      ),
    ])
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    state: row.state,
    capacity: row.capacity,
    offers: row.offers,
    placesLeft: row.capacity === null ? null : Math.max(row.capacity - row.offers, 0),
    depositPence: row.deposit_pence,
    waitingList: row.waiting_list,
  };
}
