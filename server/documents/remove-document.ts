import { removeDueObjects, removeQueuedObject } from '../../core/documents/object-removals';
import type { ObjectStorage } from '../../core/storage/object-storage';
import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';
import { ownApplication } from './document-views';
import { uploadMessages } from './upload-messages';

/**
 * Removes the applicant's document for one item, unless staff accepted it. The row goes in one
 * statement and its object is queued by the table's trigger, then removed before this returns
 * (other due objects are swept too).
 */
export async function removeApplicantDocument(db: Db, storage: ObjectStorage, email: string, applicationId: string, item: string): Promise<void> {
  const application = await ownApplication(db, email, applicationId);
  if (!application) throw new AppError('NOT_FOUND', uploadMessages.notFound);
  const document = await db
    .selectFrom('application_documents')
    .select(['id', 'review_state', 'object_key'])
    .where('application_id', '=', applicationId)
    .where('item', '=', item)
    .executeTakeFirst();
  if (!document) throw new AppError('NOT_FOUND', uploadMessages.notFound);
  if (document.review_state === 'accepted') throw new AppError('CONFLICT', uploadMessages.alreadyAccepted);
  await db.deleteFrom('application_documents').where('id', '=', document.id).where('review_state', '<>', 'accepted').execute();
  if (document.object_key) await removeQueuedObject(db, storage, document.object_key);
  await removeDueObjects(db, storage);
}
