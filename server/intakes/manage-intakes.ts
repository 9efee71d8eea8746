import { sql } from 'kysely';
import { recordAudit, type AuditActor } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import { choiceLabel, PROGRAMMES } from '../../domain/application-choices';
import type { IntakeTerms, NewIntake } from '../../domain/intake-form';
import { acceptsApplications, intakeMonthLabel, sameDateNextYear } from '../../domain/intakes';
import { AppError } from '../errors/app-error';

/**
 * What staff and operators do to intakes (decision 128): each change in one transaction with its
 * audit entry. The dashboard (intakes-router.ts) and `npm run admissions -- intakes` both call these.
 */
export interface Who {
  actor: AuditActor;
  ip?: string | null;
}

const subject = (id: number) => ({ type: 'intake', id: String(id) });

/** "A-Level Courses, September 2027": how staff messages name an intake. */
export function intakeName(programme: string, startsOn: string): string {
  return `${choiceLabel(PROGRAMMES, programme)}, ${intakeMonthLabel(startsOn, 'en')}`;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

const duplicate = (programme: string, startsOn: string) =>
  new AppError('CONFLICT', `${choiceLabel(PROGRAMMES, programme)} already has an intake starting on ${startsOn}.`);

const notFound = (id: number) => new AppError('NOT_FOUND', `There is no intake ${id}.`);

/** Adds an intake, a draft unless `state` says open (the command line opens it at once). */
export async function createIntake(
  db: Db,
  intake: NewIntake,
  who: Who,
  state: 'draft' | 'open' = 'draft',
  now = new Date(),
): Promise<{ id: number }> {
  if (state === 'open') refuseOpeningPastDeadline(intake, now);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('intakes')
        .values({
          programme: intake.programme,
          starts_on: intake.startsOn,
          deadline: intake.deadline,
          policy: intake.policy,
          capacity: intake.capacity,
          deposit_pence: intake.depositPence ?? null,
          state,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actor: who.actor,
        action: 'intake.created',
        subject: subject(row.id),
        details: { ...intake, state },
        ip: who.ip ?? null,
      });
      return { id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(intake.programme, intake.startsOn);
    throw error;
  }
}

/**
 * Changes an intake's dates, policy or capacity. Its applications name it by programme and start
 * date, and follow a new start date (the foreign key cascades); the programme never changes.
 */
export async function updateIntake(db: Db, id: number, terms: IntakeTerms, who: Who): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('intakes')
        .select(['programme', 'starts_on', 'deadline', 'policy', 'capacity', 'deposit_pence'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound(id);
      await trx
        .updateTable('intakes')
        .set({
          starts_on: terms.startsOn,
          deadline: terms.deadline,
          policy: terms.policy,
          capacity: terms.capacity,
          ...(terms.depositPence === undefined ? {} : { deposit_pence: terms.depositPence }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, {
        actor: who.actor,
        action: 'intake.updated',
        subject: subject(id),
        details: {
          from: {
            startsOn: before.starts_on,
            deadline: before.deadline,
            policy: before.policy,
            capacity: before.capacity,
            depositPence: before.deposit_pence,
          },
          to: terms,
        },
        ip: who.ip ?? null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const row = await db.selectFrom('intakes').select('programme').where('id', '=', id).executeTakeFirst();
      throw duplicate(row?.programme ?? '', terms.startsOn);
    }
    throw error;
  }
}

function refuseOpeningPastDeadline(intake: { policy: 'strict' | 'rolling'; deadline: string }, now: Date): void {
  if (!acceptsApplications({ ...intake, state: 'open' }, now)) {
    throw new AppError(
      'BAD_REQUEST',
      `Its deadline, ${intake.deadline}, has passed: change the deadline or make the intake rolling before opening it.`,
    );
  }
}

/** Opens an intake (the form offers it) or closes it (the form no longer does; its applications stay). */
export async function setIntakeState(
  db: Db,
  id: number,
  state: 'open' | 'closed',
  who: Who,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const intake = await trx
      .selectFrom('intakes')
      .select(['state', 'policy', 'deadline'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!intake) throw notFound(id);
    if (intake.state === state) throw new AppError('CONFLICT', `Intake ${id} is already ${state}.`);
    if (state === 'open') refuseOpeningPastDeadline(intake, now);
    await trx
      .updateTable('intakes')
      .set({ state, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor: who.actor,
      action: state === 'open' ? 'intake.opened' : 'intake.closed',
      subject: subject(id),
      details: { from: intake.state },
      ip: who.ip ?? null,
    });
  });
}

/**
 * Copies every intake that starts in `year` to the same dates a year on, as drafts with the same
 * policy and capacity, in one step; one that already exists next year is left as it is.
 */
export async function copyIntakeYear(db: Db, year: number, who: Who): Promise<{ created: number; skipped: number }> {
  return db.transaction().execute(async (trx) => {
    const source = await trx
      .selectFrom('intakes')
      .select(['programme', 'starts_on', 'deadline', 'policy', 'capacity', 'deposit_pence'])
      .where('starts_on', '>=', `${year}-01-01`)
      .where('starts_on', '<=', `${year}-12-31`)
      .orderBy('starts_on')
      .orderBy('programme')
      .execute();
    if (source.length === 0)
      throw new AppError('BAD_REQUEST', `No intake starts in ${year}: there is nothing to copy.`);
    const created = await trx
      .insertInto('intakes')
      .values(
        source.map((intake) => ({
          programme: intake.programme,
          starts_on: sameDateNextYear(intake.starts_on),
          deadline: sameDateNextYear(intake.deadline),
          policy: intake.policy,
          capacity: intake.capacity,
          deposit_pence: intake.deposit_pence,
          state: 'draft' as const,
        })),
      )
      .onConflict((conflict) => conflict.columns(['programme', 'starts_on']).doNothing())
      .returning('id')
      .execute();
    const result = { created: created.length, skipped: source.length - created.length };
    await recordAudit(trx, {
      actor: who.actor,
      action: 'intake.year_copied',
      details: { year, ...result, ids: created.map((row) => row.id) },
      ip: who.ip ?? null,
    });
    return result;
  });
}
