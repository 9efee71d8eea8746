import { recordAudit } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import { submissionTable } from '../../domain/submission-kinds';
import type { SubmissionType } from '../../db/types';

/** Records the first time any admin opened a submission; later openings change nothing. */
export async function markOpened(
  db: Db,
  submissionType: SubmissionType,
  submissionId: string,
  admin: { id: string; email: string },
  ip: string | null = null,
) {
  const table = submissionTable(submissionType);
  const exists = await db.selectFrom(table).select('id').where('id', '=', submissionId).executeTakeFirst();
  if (!exists) return false;
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('submission_openings')
      .values({ submission_id: submissionId, submission_type: submissionType, opened_by: admin.id })
      .onConflict((oc) => oc.column('submission_id').doNothing())
      .returning('submission_id')
      .executeTakeFirst();
    // Only the first opening changes anything (the "new" badge), so only it is recorded here;
    // every read of the detail is recorded as submission.opened.
    if (inserted) {
      await recordAudit(trx, {
        actor: admin,
        action: 'submission.marked_read',
        subject: { type: submissionType, id: submissionId },
        ip,
      });
    }
  });
  return true;
}
