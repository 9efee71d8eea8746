import { sql } from 'kysely';
import { recordAudit } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import { applicationKind } from '../admissions/application-kind';
import { AppError } from '../errors/app-error';
import { applicantAuditEntry } from './applicant-audit';
import { endApplicantSessionsOf, type ApplicantSession } from './applicant-sessions';

/** "Sign out everywhere": every session of the applicant's address ends, this one too, and the log says so. */
export async function signOutEverywhere(
  db: Db,
  applicant: ApplicantSession,
  ip: string | null,
): Promise<{ ended: number }> {
  return db.transaction().execute(async (trx) => {
    const ended = await endApplicantSessionsOf(trx, applicant.email);
    await recordAudit(
      trx,
      applicantAuditEntry(applicant, ip, {
        action: 'applicant.signed_out_everywhere',
        subject: { type: 'applicant_session', id: applicant.publicId },
        details: { sessions: ended },
      }),
    );
    return { ended };
  });
}

/**
 * A staff member ends every session of the address an application was sent from (a phone lost,
 * a family computer left signed in), in one transaction with its audit entry.
 */
export async function endSessionsOfApplicant(
  db: Db,
  applicationId: string,
  actor: { id: string; email: string },
  ip: string | null,
): Promise<{ ended: number }> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select(sql<string>`lower(email)`.as('email'))
      .where('id', '=', applicationId)
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', applicationKind.notFoundMessage);
    const ended = await endApplicantSessionsOf(trx, application.email);
    await recordAudit(trx, {
      actor,
      action: 'application.applicant_sessions_ended',
      subject: { type: 'application', id: applicationId },
      details: { sessions: ended },
      ip,
    });
    return { ended };
  });
}
