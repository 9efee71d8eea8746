import { sql } from 'kysely';
import { auditAndNotify } from '../../core/audit/audit-and-notify';
import type { Db } from '../../db/client';
import { acceptanceMessages } from '../../domain/acceptance';
import { moveApplicationStatus } from '../admissions/change-application-status';
import { AppError } from '../errors/app-error';
import { applicantAuditEntry } from '../applicants/applicant-audit';
import type { ApplicantSession } from '../applicants/applicant-sessions';
import { APPLICATION_NOT_FOUND } from '../applicants/withdraw-application';

export const DECLINED_BY_APPLICANT = 'The applicant, declining the offer';

/**
 * The applicant declines their offer (decision 135). It ends the application just as a withdrawal
 * does: the status becomes "withdrawn" (its retention clock starts), the history names the
 * applicant and keeps their optional reason as its note, a waiting acceptance and its guardian
 * links go, and admissions are alerted through the outbox.
 */
export async function declineOffer(
  db: Db,
  applicant: Pick<ApplicantSession, 'email' | 'publicId'>,
  input: { applicationId: string; reason?: string | undefined },
  { admissionsEmail, ip }: { admissionsEmail: string; ip: string | null },
): Promise<{ outboxIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'status'])
      .where('id', '=', input.applicationId)
      .where(sql<string>`lower(email)`, '=', applicant.email)
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    if (application.status !== 'offer') throw new AppError('CONFLICT', acceptanceMessages.notAnOffer);
    await trx.deleteFrom('acceptances').where('application_id', '=', application.id).execute();
    const change = await moveApplicationStatus(trx, application, 'withdrawn', {
      changedBy: null,
      changedByLabel: DECLINED_BY_APPLICANT,
      note: input.reason ? input.reason : null,
      applicantEmailed: false,
    });
    const outboxIds = await auditAndNotify(
      trx,
      applicantAuditEntry(applicant, ip, {
        action: 'offer.declined_by_applicant',
        subject: { type: 'application', id: application.id },
        details: { statusChangeId: change.id, reasonGiven: input.reason ? 1 : 0 },
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
    return { outboxIds };
  });
}
