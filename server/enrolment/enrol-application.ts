import { auditAndNotify } from '../../core/audit/audit-and-notify';
import type { NewOutboxEmail } from '../../core/outbox/email-outbox';
import type { Db } from '../../db/client';
import { cannotEnrolMessage, enrolmentMessages, unmetEnrolmentRequirements } from '../../domain/enrolment';
import type { Actor } from '../admissions/add-note';
import { moveApplicationStatus } from '../admissions/change-application-status';
import { AppError } from '../errors/app-error';
import { enrolmentFacts } from './enrolment-facts';

/** The e-mail that tells the applicant they are enrolled; the worker marks the change e-mailed once it leaves. */
export function enrolledEmail(application: { id: string; email: string }, statusChangeId: string): NewOutboxEmail {
  return {
    kind: 'enrolled',
    recipient: application.email,
    payload: { applicationId: application.id, statusChangeId },
    referenceId: application.id,
  };
}

/**
 * Staff enrol an applicant (decision 139): under the application's lock, refused (CONFLICT, naming
 * every requirement not met) unless the acceptance counted, the deposit is paid in full, and a CAS
 * is issued or the acceptance said no Student visa is needed, and the visa was not refused. The
 * status becomes "enrolled", the history names the officer, the audit log records it and the
 * applicant is e-mailed in their language, all in one transaction.
 */
export async function enrolApplication(
  db: Db,
  applicationId: string,
  actor: Actor,
  ip: string | null = null,
): Promise<{ changeId: string; outboxIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'status', 'email'])
      .where('id', '=', applicationId)
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', enrolmentMessages.notFound);
    if (application.status === 'enrolled') throw new AppError('CONFLICT', enrolmentMessages.alreadyEnrolled);
    const unmet = unmetEnrolmentRequirements(await enrolmentFacts(trx, application));
    if (unmet.length > 0) throw new AppError('CONFLICT', cannotEnrolMessage(unmet));
    const change = await moveApplicationStatus(trx, application, 'enrolled', {
      changedBy: actor.id,
      changedByLabel: actor.email,
      note: null,
      applicantEmailed: true,
    });
    const outboxIds = await auditAndNotify(
      trx,
      {
        actor,
        action: 'application.enrolled',
        subject: { type: 'application', id: application.id },
        details: { from: application.status, to: 'enrolled', statusChangeId: change.id, emailQueued: true },
        ip,
      },
      [enrolledEmail(application, change.id)],
    );
    return { changeId: change.id, outboxIds };
  });
}
