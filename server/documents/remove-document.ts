import { recordAudit } from '../../core/audit/audit-log';
import { removeDueObjects, removeQueuedObject } from '../../core/documents/object-removals';
import type { ObjectStorage } from '../../core/storage/object-storage';
import type { Db } from '../../db/client';
import { applicantAuditEntry } from '../applicants/applicant-audit';
import type { ApplicantSession } from '../applicants/applicant-sessions';
import { AppError } from '../errors/app-error';
import { ownApplication } from './document-views';
import { uploadMessages } from './upload-messages';

/**
 * Removes the applicant's document for one item, unless staff accepted it. The row goes with its
 * audit entry, its object is queued by the table's trigger, then removed before this returns
 * (other due objects are swept too).
 */
export async function removeApplicantDocument(
  db: Db,
  storage: ObjectStorage,
  applicant: Pick<ApplicantSession, 'email' | 'publicId'>,
  { applicationId, item }: { applicationId: string; item: string },
  ip: string | null,
): Promise<void> {
  const application = await ownApplication(db, applicant.email, applicationId);
  if (!application) throw new AppError('NOT_FOUND', uploadMessages.notFound);
  const document = await db
    .selectFrom('application_documents')
    .select(['id', 'review_state', 'object_key'])
    .where('application_id', '=', applicationId)
    .where('item', '=', item)
    .executeTakeFirst();
  if (!document) throw new AppError('NOT_FOUND', uploadMessages.notFound);
  if (document.review_state === 'accepted') throw new AppError('CONFLICT', uploadMessages.alreadyAccepted);
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('application_documents')
      .where('id', '=', document.id)
      .where('review_state', '<>', 'accepted')
      .returning('id')
      .executeTakeFirst();
    if (!removed) return;
    await recordAudit(
      trx,
      applicantAuditEntry(applicant, ip, {
        action: 'document.removed_by_applicant',
        subject: { type: 'document', id: removed.id },
        details: { applicationId, item },
      }),
    );
  });
  if (document.object_key) await removeQueuedObject(db, storage, document.object_key);
  await removeDueObjects(db, storage);
}
