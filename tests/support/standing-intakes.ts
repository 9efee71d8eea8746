import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { PROGRAMMES } from '../../domain/application-choices';

/**
 * Every test database starts with these intakes, open and rolling (so no deadline ends them),
 * one of each programme on each date: the rows and forms of tests about something else name one
 * ("September 2026", "January 2026") as they named the old fixed start dates. Tests about intakes
 * make their own, on dates of their own (tests/support/factories.ts, createIntake).
 */
export const STANDING_INTAKE_START = '2026-09-01';
export const STANDING_INTAKE_STARTS = [STANDING_INTAKE_START, '2026-01-01'] as const;

export async function seedStandingIntakes(db: Db): Promise<void> {
  await db
    .insertInto('intakes')
    .values(
      PROGRAMMES.flatMap(({ value: programme }) =>
        STANDING_INTAKE_STARTS.map((startsOn) => ({
          programme,
          starts_on: startsOn,
          deadline: sql<string>`${startsOn}::date - 1`,
          policy: 'rolling' as const,
          state: 'open' as const,
        })),
      ),
    )
    .onConflict((conflict) => conflict.columns(['programme', 'starts_on']).doNothing())
    .execute();
}
