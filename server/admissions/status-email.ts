import type { Transaction } from 'kysely';
import { auditAndNotify } from '../../core/audit/audit-and-notify';
import type { NewOutboxEmail } from '../../core/outbox/email-outbox';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import { isNotifiableStatus } from '../../domain/application-status';
import { AppError } from '../errors/app-error';
import type { Actor } from './add-note';

export const statusEmailMessages = {
  notFound: 'That application no longer exists.',
  moved: 'The status has changed since this page was loaded. Reopen the application to see it.',
  notNotifiable: 'There is no applicant email for this status.',
  alreadyEmailed: 'The applicant has already been emailed about this status.',
} as const;

/** The e-mail that tells the applicant about one status change; the worker writes it from the change. */
export function statusEmail(application: { id: string; email: string }, statusChangeId: string): NewOutboxEmail {
  return {
    kind: 'application_status',
    recipient: application.email,
    payload: { applicationId: application.id, statusChangeId },
    referenceId: application.id,
  };
}

/**
 * E-mails the applicant about the application's current status when that was not done as the
 * status was saved. Each change e-mails at most once: the change is marked under the lock on the
 * application, so a second click or a second officer finds it marked and is refused (CONFLICT),
 * and a change the status has since moved past is refused too, never e-mailed out of turn.
 */
export async function sendStatusEmail(
  db: Db,
  request: { applicationId: string; statusChangeId: string },
  actor: Actor,
  ip: string | null = null,
): Promise<{ outboxIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'status', 'email'])
      .where('id', '=', request.applicationId)
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', statusEmailMessages.notFound);
    const latest = await latestChange(trx, application.id);
    if (!latest || latest.id !== request.statusChangeId || latest.to_status !== application.status) {
      throw new AppError('CONFLICT', statusEmailMessages.moved);
    }
    if (!isNotifiableStatus(latest.to_status)) throw new AppError('CONFLICT', statusEmailMessages.notNotifiable);
    if (latest.applicant_emailed) throw new AppError('CONFLICT', statusEmailMessages.alreadyEmailed);
    await trx
      .updateTable('application_status_changes')
      .set({ applicant_emailed: true })
      .where('id', '=', latest.id)
      .execute();
    const outboxIds = await auditAndNotify(
      trx,
      {
        actor,
        action: 'application.status_emailed',
        subject: { type: 'application', id: application.id },
        details: { status: latest.to_status, statusChangeId: latest.id },
        ip,
      },
      [statusEmail(application, latest.id)],
    );
    return { outboxIds };
  });
}

/** The change that gave the application its current status (changes of one application are serialised by its lock). */
function latestChange(trx: Transaction<Database>, applicationId: string) {
  return trx
    .selectFrom('application_status_changes')
    .select(['id', 'to_status', 'applicant_emailed'])
    .where('application_id', '=', applicationId)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
