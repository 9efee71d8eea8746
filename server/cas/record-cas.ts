import { sql } from 'kysely';
import { z } from 'zod';
import { auditAndNotify } from '../../core/audit/audit-and-notify';
import type { NewOutboxEmail } from '../../core/outbox/email-outbox';
import type { Db } from '../../db/client';
import { casSteps, depositToRefund, recordCasInput, VISA_OUTCOMES, type VisaOutcome } from '../../domain/cas';
import { schoolDate } from '../../domain/intakes';
import { casClockStart, casOverdue, casWaitingDays } from '../../domain/working-days';
import { isoDate } from '../admissions/admin-schemas';
import type { Actor } from '../admissions/add-note';
import { AppError } from '../errors/app-error';
import { depositOfApplication } from '../payments/deposit-of-application';
import { recordAudit } from '../../core/audit/audit-log';

export const casRecordMessages = {
  notFound: 'That application no longer exists.',
  noVisaNeeded:
    'The applicant said, when they accepted, that they do not need a Student visa, so no CAS is recorded for them.',
  noOffer: 'The CAS can be requested once the application has an offer.',
  requestedFuture: 'The date the CAS was requested cannot be in the future.',
  noCas: 'Record the CAS before the visa outcome.',
  outcomeRecorded: 'The visa outcome is already recorded.',
} as const;

/** The e-mail that tells the applicant their CAS is issued; the number itself is in their space. */
export function casIssuedEmail(application: { id: string; email: string }): NewOutboxEmail {
  return {
    kind: 'cas_issued',
    recipient: application.email,
    payload: { applicationId: application.id },
    referenceId: application.id,
  };
}

/**
 * Records (or corrects) the CAS number and its date for an applicant who needs a Student visa, and
 * e-mails the applicant when it is first recorded. Refused (CONFLICT) when the acceptance that
 * counted says no visa is needed. Under the application's lock, audited with the
 * number's last four characters only.
 */
export async function recordCas(
  db: Db,
  applicationId: string,
  input: z.input<typeof recordCasInput>,
  actor: Actor,
  ip: string | null = null,
): Promise<{ outboxIds: string[] }> {
  const { number, issuedOn } = recordCasInput.parse(input);
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'email'])
      .where('id', '=', applicationId)
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', casRecordMessages.notFound);
    const acceptance = await trx
      .selectFrom('acceptances')
      .select('needs_visa')
      .where('application_id', '=', applicationId)
      .where('counted_at', 'is not', null)
      .executeTakeFirst();
    if (acceptance?.needs_visa === false) throw new AppError('CONFLICT', casRecordMessages.noVisaNeeded);
    const existing = await trx
      .selectFrom('cas_records')
      .select('cas_number')
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
    await trx
      .insertInto('cas_records')
      .values({ application_id: applicationId, cas_number: number, issued_on: issuedOn, recorded_by: actor.id })
      .onConflict((oc) =>
        oc.column('application_id').doUpdateSet({
          cas_number: number,
          issued_on: issuedOn,
          recorded_by: actor.id,
        }),
      )
      .execute();
    const first = !existing;
    const outboxIds = await auditAndNotify(
      trx,
      {
        actor,
        action: 'cas.recorded',
        subject: { type: 'application', id: applicationId },
        details: { numberEndsWith: number.slice(-4), issuedOn, corrected: !first, emailQueued: first },
        ip,
      },
      first ? [casIssuedEmail(application)] : [],
    );
    return { outboxIds };
  });
}

/** Records the Student visa's outcome once; a refusal marks the deposit "to refund", as the school's terms say. */
export async function recordVisaOutcome(
  db: Db,
  applicationId: string,
  outcome: VisaOutcome,
  actor: Actor,
  ip: string | null = null,
): Promise<{ depositToRefund: boolean }> {
  return db.transaction().execute(async (trx) => {
    const record = await trx
      .selectFrom('cas_records')
      .select('visa_outcome')
      .where('application_id', '=', applicationId)
      .forUpdate()
      .executeTakeFirst();
    if (!record) throw new AppError('NOT_FOUND', casRecordMessages.noCas);
    if (record.visa_outcome) throw new AppError('CONFLICT', casRecordMessages.outcomeRecorded);
    const toRefund = depositToRefund(outcome);
    await trx
      .updateTable('cas_records')
      .set({ visa_outcome: outcome, visa_outcome_at: sql<Date>`now()`, deposit_to_refund: toRefund })
      .where('application_id', '=', applicationId)
      .execute();
    await auditAndNotify(
      trx,
      {
        actor,
        action: 'cas.visa_outcome_recorded',
        subject: { type: 'application', id: applicationId },
        details: { outcome, depositToRefund: toRefund },
        ip,
      },
      [],
    );
    return { depositToRefund: toRefund };
  });
}

export const casOutput = z.object({
  record: z
    .object({
      number: z.string(),
      issuedOn: z.string(),
      recordedAt: isoDate,
      visaOutcome: z.enum(VISA_OUTCOMES).nullable(),
      depositToRefund: z.boolean(),
    })
    .nullable(),
  steps: z.array(z.object({ step: z.string(), label: z.string(), reachedOn: z.string().nullable() })),
  /** Working days since the later of acceptance and deposit paid; null until both are known, and once the CAS is issued. */
  waitingWorkingDays: z.number().nullable(),
  overdue: z.boolean(),
});
export type CasView = z.input<typeof casOutput>;

/**
 * The CAS steps of an application as staff see them. Accepted is when the acceptance counted
 * (decision 135); deposit paid is the date the payments first covered the offer's deposit (a
 * deposit of nothing counts as paid at acceptance), decision 137; conditions are met when the offer
 * is unconditional; CAS requested is the date staff recorded. The working-day clock starts at the
 * later of acceptance and deposit paid.
 */
export async function casOfApplication(db: Db, applicationId: string, now = new Date()): Promise<CasView> {
  const [record, offer, acceptance, request, deposit] = await Promise.all([
    db
      .selectFrom('cas_records')
      .select(['cas_number', 'issued_on', 'recorded_at', 'visa_outcome', 'deposit_to_refund'])
      .where('application_id', '=', applicationId)
      .executeTakeFirst(),
    db
      .selectFrom('offers')
      .select(['kind', 'made_at', 'unconditional_at'])
      .where('application_id', '=', applicationId)
      .executeTakeFirst(),
    db
      .selectFrom('acceptances')
      .select(['counted_at', 'needs_visa'])
      .where('application_id', '=', applicationId)
      .where('counted_at', 'is not', null)
      .orderBy('counted_at', 'desc')
      .executeTakeFirst(),
    db.selectFrom('cas_requests').select('requested_on').where('application_id', '=', applicationId).executeTakeFirst(),
    depositOfApplication(db, applicationId),
  ]);
  const conditionsMetAt = offer?.kind === 'unconditional' ? (offer.unconditional_at ?? offer.made_at) : null;
  const acceptedOn = acceptance?.counted_at ? schoolDate(acceptance.counted_at) : null;
  const depositPaidOn = deposit?.duePence === 0 ? acceptedOn : (deposit?.paidInFullOn ?? null);
  const clockStart = casClockStart({ acceptedOn, depositPaidOn });
  return {
    record: record
      ? {
          number: record.cas_number,
          issuedOn: record.issued_on,
          recordedAt: record.recorded_at,
          visaOutcome: record.visa_outcome,
          depositToRefund: record.deposit_to_refund,
        }
      : null,
    steps: casSteps({
      accepted: acceptedOn,
      deposit_paid: depositPaidOn,
      conditions_met: conditionsMetAt ? schoolDate(conditionsMetAt) : null,
      cas_requested: request?.requested_on ?? null,
      cas_issued: record?.issued_on ?? null,
    }),
    waitingWorkingDays: clockStart && !record ? casWaitingDays(clockStart, now) : null,
    // Flagged only for an applicant who needs a Student visa, as the list's filter (cas-overdue-filter.ts).
    overdue: clockStart !== null && !record && acceptance?.needs_visa === true && casOverdue(clockStart, now),
  };
}

/**
 * Records the date staff asked for the CAS (the "CAS requested" step), or corrects it; audited.
 * Only on an application with an offer; the date cannot be after the school's today.
 */
export async function markCasRequested(
  db: Db,
  applicationId: string,
  requestedOn: string,
  actor: Actor,
  ip: string | null = null,
  now = new Date(),
): Promise<void> {
  if (requestedOn > schoolDate(now)) throw new AppError('BAD_REQUEST', casRecordMessages.requestedFuture);
  await db.transaction().execute(async (trx) => {
    const offer = await trx
      .selectFrom('applications as a')
      .leftJoin('offers as o', 'o.application_id', 'a.id')
      .select(['a.id', 'o.application_id as offer'])
      .where('a.id', '=', applicationId)
      .forUpdate('a')
      .executeTakeFirst();
    if (!offer) throw new AppError('NOT_FOUND', casRecordMessages.notFound);
    if (!offer.offer) throw new AppError('CONFLICT', casRecordMessages.noOffer);
    const existing = await trx
      .selectFrom('cas_requests')
      .select('requested_on')
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
    await trx
      .insertInto('cas_requests')
      .values({ application_id: applicationId, requested_on: requestedOn, recorded_by: actor.id })
      .onConflict((oc) => oc.column('application_id').doUpdateSet({ requested_on: requestedOn, recorded_by: actor.id }))
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'cas.requested',
      subject: { type: 'application', id: applicationId },
      details: { requestedOn, corrected: existing !== undefined },
      ip,
    });
  });
}

/** The CAS number an applicant sees in their space, per application. */
export async function casNumbersOf(db: Db, applicationIds: string[]): Promise<Map<string, string>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('cas_records')
    .select(['application_id', 'cas_number'])
    .where('application_id', 'in', applicationIds)
    .execute();
  return new Map(rows.map((row) => [row.application_id, row.cas_number]));
}
