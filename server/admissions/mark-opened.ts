import type { Db } from '../../db/client';
import type { SubmissionType } from '../../db/types';

/** Records the first time any admin opened a submission; later openings change nothing. */
export async function markOpened(db: Db, submissionType: SubmissionType, submissionId: string, adminId: string) {
  const table = submissionType === 'application' ? 'applications' : 'contact_submissions';
  const exists = await db.selectFrom(table).select('id').where('id', '=', submissionId).executeTakeFirst();
  if (!exists) return false;
  await db
    .insertInto('submission_openings')
    .values({ submission_id: submissionId, submission_type: submissionType, opened_by: adminId })
    .onConflict((oc) => oc.column('submission_id').doNothing())
    .execute();
  return true;
}
