import { sql } from 'kysely';
import { auditAndNotify } from '../../core/audit/audit-and-notify';
import type { Db } from '../../db/client';
import { canApplicantWithdraw } from '../../domain/application-status';
import { AppError } from '../errors/app-error';

/**
 * Who withdrew it, as the staff dashboard's history shows it (`changed_by_email` is the label of
 * whoever changed the status; the applicant has no account, and their address stays off it).
 */
export const WITHDRAWN_BY_APPLICANT = 'The applicant';

/** The same answer for an application that does not exist and for someone else's: never reveal which. */
export const APPLICATION_NOT_FOUND = 'We could not find that application.';
export const ALREADY_WITHDRAWN = 'This application has already been withdrawn.';
export const ALREADY_CLOSED = 'This application has already been closed.';

export interface WithdrawalOptions {
  /** ADMISSIONS_EMAIL: the staff alert goes there. */
  admissionsEmail: string;
  ip?: string | null;
}

/**
 * The applicant withdraws one of their own applications (issue 16): in one transaction the status
 * becomes 'withdrawn' (closing it, so its retention clock starts), the history names the applicant,
 * the audit log records it and admissions are alerted by an outbox e-mail, whose ids the caller
 * enqueues after the commit.
 */
export async function withdrawApplication(
  db: Db,
  email: string,
  applicationId: string,
  { admissionsEmail, ip = null }: WithdrawalOptions,
): Promise<{ changeId: string; outboxIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'status'])
      .where('id', '=', applicationId)
      .where(sql<string>`lower(email)`, '=', email)
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    if (!canApplicantWithdraw(application.status)) {
      throw new AppError('CONFLICT', application.status === 'withdrawn' ? ALREADY_WITHDRAWN : ALREADY_CLOSED);
    }
    // 'withdrawn' is a final status (FINAL_APPLICATION_STATUSES): the retention clock starts now.
    await trx
      .updateTable('applications')
      .set({ status: 'withdrawn', final_status_at: new Date() })
      .where('id', '=', application.id)
      .execute();
    const change = await trx
      .insertInto('application_status_changes')
      .values({
        application_id: application.id,
        from_status: application.status,
        to_status: 'withdrawn',
        changed_by: null,
        changed_by_email: WITHDRAWN_BY_APPLICANT,
        note: null,
        applicant_emailed: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outboxIds = await auditAndNotify(
      trx,
      {
        actor: 'applicant',
        action: 'application.withdrawn_by_applicant',
        subject: { type: 'application', id: application.id },
        details: { from: application.status, to: 'withdrawn', statusChangeId: change.id },
        ip,
      },
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
