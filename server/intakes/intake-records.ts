import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { acceptsApplications, type IntakePolicy, type IntakeState } from '../../domain/intakes';
import { placeTakingStatuses } from './intake-capacity';

/** An intake as staff see it: its terms, and how its applications stand. */
export interface IntakeSummary {
  id: number;
  programme: string;
  startsOn: string;
  deadline: string;
  policy: IntakePolicy;
  capacity: number | null;
  /** The deposit in pence an offer starts from (decision 137); null when not set. */
  depositPence: number | null;
  state: IntakeState;
  applications: number;
  /** Places offered: applications of the intake whose status is `offer`. */
  offers: number;
  /** Applications sent while the intake was full. */
  waitingList: number;
  /** Capacity less the places offered, never below 0; null when the intake has no capacity. */
  placesLeft: number | null;
}

function summaries(db: Db) {
  return db
    .selectFrom('intakes as i')
    .leftJoin('applications as a', (join) =>
      join.onRef('a.programme', '=', 'i.programme').onRef('a.start_date', '=', 'i.starts_on'),
    )
    .select((eb) => [
      'i.id',
      'i.programme',
      'i.starts_on',
      'i.deadline',
      'i.policy',
      'i.capacity',
      'i.deposit_pence',
      'i.state',
      eb.fn.count<string>('a.id').as('applications'),
      sql<string>`count(a.id) filter (where a.status in (${placeTakingStatuses}))`.as('offers'),
      sql<string>`count(a.id) filter (where a.waiting_list)`.as('waiting_list'),
    ])
    .groupBy('i.id')
    .orderBy('i.starts_on', 'desc')
    .orderBy('i.programme');
}

function toSummary(row: {
  id: number;
  programme: string;
  starts_on: string;
  deadline: string;
  policy: IntakePolicy;
  capacity: number | null;
  deposit_pence: number | null;
  state: IntakeState;
  applications: string | number | bigint;
  offers: string;
  waiting_list: string;
}): IntakeSummary {
  const offers = Number(row.offers);
  return {
    id: row.id,
    programme: row.programme,
    startsOn: row.starts_on,
    deadline: row.deadline,
    policy: row.policy,
    capacity: row.capacity,
    depositPence: row.deposit_pence,
    state: row.state,
    applications: Number(row.applications),
    offers,
    waitingList: Number(row.waiting_list),
    placesLeft: row.capacity === null ? null : Math.max(row.capacity - offers, 0),
  };
}

/** Every intake, the latest start first, with its applications, offers and places left. */
export async function listIntakes(db: Db): Promise<IntakeSummary[]> {
  return (await summaries(db).execute()).map(toSummary);
}

export async function intakeSummary(db: Db, id: number): Promise<IntakeSummary | null> {
  const row = await summaries(db).where('i.id', '=', id).executeTakeFirst();
  return row ? toSummary(row) : null;
}

/** An intake the form may offer: open, taking applications now, and whether it is full. */
export interface OfferedIntake {
  programme: string;
  startsOn: string;
  deadline: string;
  policy: IntakePolicy;
  /** Every place is offered: an application now joins the waiting list. */
  full: boolean;
}

/** The intakes the form offers now, soonest first: open and, unless rolling, before their deadline. */
export async function offeredIntakes(db: Db, now: Date): Promise<OfferedIntake[]> {
  const rows = await summaries(db).where('i.state', '=', 'open').execute();
  return rows
    .map(toSummary)
    .filter((intake) => acceptsApplications(intake, now))
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.programme.localeCompare(b.programme))
    .map((intake) => ({
      programme: intake.programme,
      startsOn: intake.startsOn,
      deadline: intake.deadline,
      policy: intake.policy,
      full: intake.placesLeft === 0,
    }));
}
