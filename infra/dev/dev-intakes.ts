import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { PROGRAMMES } from '../../domain/application-choices';
import type { IntakePolicy } from '../../domain/intakes';

export interface SampleIntake {
  programme: string;
  startsOn: string;
  deadline: string;
  policy: IntakePolicy;
  capacity: number | null;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first Monday on or after the first of the month `months` after `today`'s. */
function firstMondayOf(today: string, months: number): Date {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  first.setUTCDate(1 + ((8 - first.getUTCDay()) % 7));
  return first;
}

/**
 * `make dev`'s sample intakes, dated from today so a newcomer's form always offers some: every
 * programme starts on the first Monday of the month four months on, and again eight months on;
 * the English courses are rolling with no limit, the others strict (the deadline four weeks
 * before the start) with 20 places.
 */
export function sampleIntakes(today: string): SampleIntake[] {
  return PROGRAMMES.flatMap(({ value: programme }) =>
    [4, 8].map((months) => {
      const starts = firstMondayOf(today, months);
      const deadline = new Date(starts.getTime() - 28 * 86_400_000);
      const english = programme === 'english' || programme === 'presessional';
      return {
        programme,
        startsOn: isoDay(starts),
        deadline: isoDay(deadline),
        policy: english ? ('rolling' as const) : ('strict' as const),
        capacity: english ? null : 20,
      };
    }),
  );
}

/**
 * Opens the sample intakes when the development database has no intake still to start, so the
 * form works on a fresh clone and a developer's own intakes are left alone. Production never runs
 * this: it starts with none until staff open one (decision 128).
 */
export async function seedDevIntakes(db: Db, today: string): Promise<number> {
  const upcoming = await db
    .selectFrom('intakes')
    .select('id')
    .where('starts_on', '>', today)
    .limit(1)
    .executeTakeFirst();
  if (upcoming) return 0;
  const rows = await db
    .insertInto('intakes')
    .values(
      sampleIntakes(today).map((intake) => ({
        programme: intake.programme,
        starts_on: intake.startsOn,
        deadline: intake.deadline,
        policy: intake.policy,
        capacity: intake.capacity,
        state: 'open' as const,
        created_at: sql<Date>`now()`,
      })),
    )
    .onConflict((conflict) => conflict.columns(['programme', 'starts_on']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}
