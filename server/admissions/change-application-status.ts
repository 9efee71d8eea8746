import { FINAL_APPLICATION_STATUSES } from '../../domain/retention-periods';
import { auditAndNotify } from '../../core/audit/audit-and-notify';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import type { Transaction } from 'kysely';
import { NOTIFIABLE_STATUSES, type ApplicationStatus } from '../../domain/application-status';
import { AppError } from '../errors/app-error';
import type { Actor } from './add-note';

export interface StatusChangeRequest {
  applicationId: string;
  toStatus: ApplicationStatus;
  note: string | null;
  /** Only honoured for offer and declined. */
  emailApplicant: boolean;
}

/**
 * Moves an application to a new status and records who did it and when, in one transaction
 * with the optional applicant e-mail (an outbox row, so it is sent once even if retried).
 */
export async function changeApplicationStatus(
  db: Db,
  request: StatusChangeRequest,
  actor: Actor,
  ip: string | null = null,
): Promise<{ changeId: string; outboxIds: string[] }> {
  const emailApplicant = request.emailApplicant && NOTIFIABLE_STATUSES.includes(request.toStatus);
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'status', 'email'])
      .where('id', '=', request.applicationId)
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', 'That application no longer exists.');
    if (application.status === request.toStatus) {
      throw new AppError('CONFLICT', 'The application already has that status.');
    }
    const change = await moveApplicationStatus(trx, application, request.toStatus, {
      changedBy: actor.id,
      changedByLabel: actor.email,
      note: request.note,
      applicantEmailed: emailApplicant,
    });
    const outboxIds = await auditAndNotify(
      trx,
      {
        actor,
        action: 'application.status_changed',
        subject: { type: 'application', id: application.id },
        details: { from: application.status, to: request.toStatus, emailQueued: emailApplicant },
        ip,
      },
      emailApplicant
        ? [
            {
              kind: 'application_status',
              recipient: application.email,
              payload: { applicationId: application.id, statusChangeId: change.id },
              referenceId: application.id,
            },
          ]
        : [],
    );
    return { changeId: change.id, outboxIds };
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
  by: { changedBy: string | null; changedByLabel: string; note: string | null; applicantEmailed: boolean },
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
