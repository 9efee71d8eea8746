import { sql, type Transaction } from 'kysely';
import { FINAL_APPLICATION_STATUSES } from '../../domain/retention-periods';
import { auditAndNotify } from '../../core/audit/audit-and-notify';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import {
  emailsApplicantByDefault,
  isNotifiableStatus,
  isStaffSettableStatus,
  ENROLMENT_STATUS,
  type ApplicationStatus,
} from '../../domain/application-status';
import { AppError } from '../errors/app-error';
import type { Actor } from './add-note';
import { offerBeyondCapacity } from '../intakes/intake-capacity';
import { documentsMissingForOffer } from './offer-documents';
import { statusEmail } from './status-email';
import { offerMessages, type OfferInput } from '../../domain/offers';
import { makeOffer } from '../offers/make-offer';

/** Enrolment checks the acceptance, the deposit and the CAS first (decision 139): not a plain status change. */
export const ENROL_THROUGH_ITS_ACTION =
  'Use Enrol on the application to enrol: it checks the acceptance, the deposit and the CAS first.';

export interface StatusChangeRequest {
  applicationId: string;
  toStatus: ApplicationStatus;
  note: string | null;
  /** Honoured for the notifiable statuses only; when not given, the status's default (domain/application-status.ts). */
  emailApplicant?: boolean;
  /** For an offer: the required document items the officer confirmed are not in hand. */
  confirmedMissingDocuments?: readonly string[];
  /** For an offer: the officer's second confirmation that it goes past the intake's capacity. */
  confirmedBeyondCapacity?: boolean;
  /** For an offer, required: its kind, conditions, fees, deposit and reply-by date, saved with the status (decision 134). */
  offer?: OfferInput;
}

/**
 * Moves an application to a new status and records who did it and when, in one transaction
 * with the optional applicant e-mail (an outbox row, so it is sent once even if retried). An offer
 * with required documents not in hand is refused unless the officer confirmed each, and an offer
 * once every place of the intake is offered unless the officer confirmed a second time
 * (decision 128); the history records what they confirmed. An offer's details are required, and
 * saved in the same transaction with its letter asked for with the real terms (decision 134).
 */
export async function changeApplicationStatus(
  db: Db,
  request: StatusChangeRequest,
  actor: Actor,
  ip: string | null = null,
): Promise<{ changeId: string; outboxIds: string[]; letterIds: string[] }> {
  const emailApplicant =
    isNotifiableStatus(request.toStatus) && (request.emailApplicant ?? emailsApplicantByDefault(request.toStatus));
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'status', 'email', 'programme', 'start_date'])
      .where('id', '=', request.applicationId)
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', 'That application no longer exists.');
    if (!isStaffSettableStatus(request.toStatus)) {
      throw new AppError(
        'CONFLICT',
        request.toStatus === ENROLMENT_STATUS
          ? ENROL_THROUGH_ITS_ACTION
          : 'Only the applicant can accept an offer, in their own space.',
      );
    }
    if (application.status === request.toStatus) {
      throw new AppError('CONFLICT', 'The application already has that status.');
    }
    if (request.toStatus === 'offer' && !request.offer) throw new AppError('BAD_REQUEST', offerMessages.detailsNeeded);
    const missingDocuments =
      request.toStatus === 'offer'
        ? await documentsMissingForOffer(trx, application, request.confirmedMissingDocuments ?? [])
        : [];
    const beyondCapacity =
      request.toStatus === 'offer'
        ? await offerBeyondCapacity(trx, application, request.confirmedBeyondCapacity ?? false)
        : false;
    const change = await moveApplicationStatus(trx, application, request.toStatus, {
      changedBy: actor.id,
      changedByLabel: actor.email,
      note: request.note,
      applicantEmailed: emailApplicant,
      missingDocuments,
      beyondCapacity,
    });
    const offer =
      request.toStatus === 'offer' && request.offer ? await makeOffer(trx, application, request.offer, actor) : null;
    const outboxIds = await auditAndNotify(
      trx,
      {
        actor,
        action: 'application.status_changed',
        subject: { type: 'application', id: application.id },
        details: {
          from: application.status,
          to: request.toStatus,
          emailQueued: emailApplicant,
          ...(missingDocuments.length ? { missingDocumentsConfirmed: missingDocuments } : {}),
          ...(beyondCapacity ? { beyondCapacityConfirmed: true } : {}),
          ...(offer ? { offer: offer.details } : {}),
        },
        ip,
      },
      emailApplicant ? [statusEmail(application, change.id)] : [],
    );
    return { changeId: change.id, outboxIds, letterIds: offer ? [offer.letterId] : [] };
  });
}

/**
 * Moves a locked application to `toStatus` and records the change in its history: the one place
 * for the retention clock, which starts when an application is closed and stops if it reopens.
 * Staff (changeApplicationStatus) and the applicant's withdrawal both go through it.
 */
export async function moveApplicationStatus(
  trx: Transaction<Database>,
  application: { id: string; status: string },
  toStatus: string,
  by: {
    changedBy: string | null;
    changedByLabel: string;
    note: string | null;
    applicantEmailed: boolean;
    missingDocuments?: readonly string[];
    beyondCapacity?: boolean;
  },
): Promise<{ id: string }> {
  const closes = (FINAL_APPLICATION_STATUSES as readonly string[]).includes(toStatus);
  await trx
    .updateTable('applications')
    .set({ status: toStatus, final_status_at: closes ? new Date() : null })
    .where('id', '=', application.id)
    .execute();
  return trx
    .insertInto('application_status_changes')
    .values({
      application_id: application.id,
      from_status: application.status,
      to_status: toStatus,
      changed_by: by.changedBy,
      changed_by_email: by.changedByLabel,
      note: by.note,
      applicant_emailed: by.applicantEmailed,
      missing_documents: by.missingDocuments?.length ? [...by.missingDocuments] : null,
      beyond_capacity: by.beyondCapacity ?? false,
      // The clock now, under the application's lock, not the transaction's start: a change that
      // waited for the lock is later than the one it waited for, and the history keeps that order.
      changed_at: sql<Date>`clock_timestamp()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
