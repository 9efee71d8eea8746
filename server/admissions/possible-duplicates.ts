import { sql, type Expression, type RawBuilder } from 'kysely';
import { recordAudit } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';
import type { Actor } from './add-note';
import { applicationKind } from './application-kind';

/** Why two applications may be one applicant's twice. */
export const DUPLICATE_REASONS = ['same_email', 'same_name_and_birth_date'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export interface PossibleDuplicate {
  id: string;
  createdAt: Date;
  /** The programme, as the linked section titles an application. */
  title: string;
  /** The other applicant's name: one address may be a parent's, sending each child's application. */
  name: string;
  reasons: DuplicateReason[];
}

/** The columns of an application (under some alias) that the matching reads. */
interface ApplicationRefs {
  id: Expression<string>;
  email: Expression<string>;
  firstName: Expression<string>;
  lastName: Expression<string>;
  dateOfBirth: Expression<string>;
}

function refs(alias: string): ApplicationRefs {
  return {
    id: sql.ref(`${alias}.id`),
    email: sql.ref(`${alias}.email`),
    firstName: sql.ref(`${alias}.first_name`),
    lastName: sql.ref(`${alias}.last_name`),
    dateOfBirth: sql.ref(`${alias}.date_of_birth`),
  };
}

// Each test is written as its index is (applications_email_lower_idx, applications_name_birth_idx),
// so both stay index look-ups.
function sameEmail(a: ApplicationRefs, b: ApplicationRefs): RawBuilder<boolean> {
  return sql<boolean>`lower(${a.email}) = lower(${b.email})`;
}

function sameNameAndBirthDate(a: ApplicationRefs, b: ApplicationRefs): RawBuilder<boolean> {
  return sql<boolean>`(lower(${a.firstName}) = lower(${b.firstName}) and lower(${a.lastName}) = lower(${b.lastName}) and ${a.dateOfBirth} = ${b.dateOfBirth})`;
}

/** Staff marked the pair "not a duplicate"; a pair is stored once, its smaller id first. */
function dismissed(a: ApplicationRefs, b: ApplicationRefs): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from duplicate_dismissals x
    where x.first_application_id = least(${a.id}, ${b.id}) and x.second_application_id = greatest(${a.id}, ${b.id}))`;
}

/**
 * For the list's "Possible duplicate" badge: whether the application aliased `s` (submission-query.ts)
 * shares an address, or a name and date of birth, with another not marked "not a duplicate".
 * Two EXISTS, one per index, evaluated only for the rows of the page.
 */
export function hasPossibleDuplicate(): RawBuilder<boolean> {
  const s = refs('s');
  const other = refs('dup');
  return sql<boolean>`(
    exists (select 1 from applications dup
      where ${sameEmail(other, s)} and ${other.id} <> ${s.id} and not ${dismissed(s, other)})
    or exists (select 1 from applications dup
      where ${sameNameAndBirthDate(other, s)} and ${other.id} <> ${s.id} and not ${dismissed(s, other)}))`;
}

/**
 * The other applications that may be the same applicant's, newest first, without the pairs
 * marked "not a duplicate". Either application of a pair lists the other.
 */
export async function possibleDuplicates(db: Db, applicationId: string): Promise<PossibleDuplicate[]> {
  const a = refs('a');
  const d = refs('d');
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('applications as d', (join) =>
      join.on(sql<boolean>`${d.id} <> ${a.id} and (${sameEmail(d, a)} or ${sameNameAndBirthDate(d, a)})`),
    )
    .select([
      'd.id',
      'd.created_at',
      'd.programme',
      'd.first_name',
      'd.last_name',
      sameEmail(d, a).as('same_email'),
      sameNameAndBirthDate(d, a).as('same_name_and_birth_date'),
    ])
    .where('a.id', '=', applicationId)
    .where(sql<boolean>`not ${dismissed(a, d)}`)
    .orderBy('d.created_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    title: row.programme,
    name: `${row.first_name} ${row.last_name}`,
    reasons: [
      ...(row.same_email ? (['same_email'] as const) : []),
      ...(row.same_name_and_birth_date ? (['same_name_and_birth_date'] as const) : []),
    ],
  }));
}

/**
 * Marks two applications "not a duplicate", so neither lists the other any more. Marking a pair
 * already marked changes nothing and records nothing; the first mark is audited.
 */
export async function markNotDuplicate(
  db: Db,
  rawApplicationId: string,
  rawOtherId: string,
  actor: Actor,
  ip: string | null = null,
): Promise<{ changed: boolean }> {
  // PostgreSQL orders uuids as their lower-case text orders, which the stored pair relies on.
  const applicationId = rawApplicationId.toLowerCase();
  const otherId = rawOtherId.toLowerCase();
  if (applicationId === otherId) throw new AppError('BAD_REQUEST', 'An application cannot be a duplicate of itself.');
  const [first, second] = applicationId < otherId ? [applicationId, otherId] : [otherId, applicationId];
  return db.transaction().execute(async (trx) => {
    // The key-share lock keeps both rows from being erased before the mark is in.
    const found = await trx
      .selectFrom('applications')
      .select('id')
      .where('id', 'in', [first, second])
      .forKeyShare()
      .execute();
    if (found.length < 2) throw new AppError('NOT_FOUND', applicationKind.notFoundMessage);
    const inserted = await trx
      .insertInto('duplicate_dismissals')
      .values({
        first_application_id: first,
        second_application_id: second,
        dismissed_by: actor.id,
        dismissed_by_email: actor.email,
      })
      .onConflict((oc) => oc.columns(['first_application_id', 'second_application_id']).doNothing())
      .returning('first_application_id')
      .executeTakeFirst();
    if (!inserted) return { changed: false };
    await recordAudit(trx, {
      actor,
      action: 'application.duplicate_dismissed',
      subject: { type: 'application', id: applicationId },
      details: { otherApplicationId: otherId },
      ip,
    });
    return { changed: true };
  });
}
