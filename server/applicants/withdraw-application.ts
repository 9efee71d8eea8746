import { sql } from 'kysely';
import { auditAndNotify } from '../../core/audit/audit-and-notify';
import type { Db } from '../../db/client';
import { canApplicantWithdraw } from '../../domain/application-status';
import { moveApplicationStatus } from '../admissions/change-application-status';
import { AppError } from '../errors/app-error';
import { applicantAuditEntry } from './applicant-audit';
import type { ApplicantSession } from './applicant-sessions';

/**
 * Who withdrew it, as the staff dashboard's history shows it (`changed_by_email` is the label of
 * whoever changed the status; the applicant has no account, and their address stays off it).
 */
export const WITHDRAWN_BY_APPLICANT = 'The applicant';

/** The same answer for an application that does not exist and for someone else's: never reveal which. */
export const APPLICATION_NOT_FOUND = 'We could not find that application.';
export const ALREADY_WITHDRAWN = 'This application has already been withdrawn.';
export const ALREADY_CLOSED = 'This application has already been closed.';
/** Withdrawal ends at enrolment (decision 139): leaving is then arranged with the school. */
export const ALREADY_ENROLLED =
  'You are enrolled, so this application can no longer be withdrawn here. Please contact our admissions team.';

export interface WithdrawalOptions {
  /** ADMISSIONS_EMAIL: the staff alert goes there. */
  admissionsEmail: string;
  ip?: string | null;
}

/**
 * The applicant withdraws one of their own applications: in one transaction the status
 * becomes 'withdrawn' (closing it, so its retention clock starts), the history names the applicant,
 * the audit log records it and admissions are alerted by an outbox e-mail, whose ids the caller
 * enqueues after the commit.
 */
export async function withdrawApplication(
  db: Db,
  applicant: Pick<ApplicantSession, 'email' | 'publicId'>,
  applicationId: string,
  { admissionsEmail, ip = null }: WithdrawalOptions,
): Promise<{ changeId: string; outboxIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'status'])
      .where('id', '=', applicationId)
      .where(sql<string>`lower(email)`, '=', applicant.email)
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    if (!canApplicantWithdraw(application.status)) {
      const why = { withdrawn: ALREADY_WITHDRAWN, enrolled: ALREADY_ENROLLED }[application.status] ?? ALREADY_CLOSED;
      throw new AppError('CONFLICT', why);
    }
    const change = await moveApplicationStatus(trx, application, 'withdrawn', {
      changedBy: null,
      changedByLabel: WITHDRAWN_BY_APPLICANT,
      note: null,
      applicantEmailed: false,
    });
    const outboxIds = await auditAndNotify(
      trx,
      applicantAuditEntry(applicant, ip, {
        action: 'application.withdrawn_by_applicant',
        subject: { type: 'application', id: application.id },
        details: { from: application.status, to: 'withdrawn', statusChangeId: change.id },
      }),
      [
        {
          kind: 'application_withdrawn',
          recipient: admissionsEmail,
          payload: { applicationId: application.id, statusChangeId: change.id },
          referenceId: application.id,
        },
      ],
    );
    return { changeId: change.id, outboxIds };
  });
}
