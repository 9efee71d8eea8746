import { auditAndNotify } from '../../core/audit/audit-and-notify';
import { recordAudit } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import type { DocumentItemKey } from '../../domain/document-checklist';
import { outstandingItems, REJECT_REASON_REQUIRED } from '../../domain/document-progress';
import { FINAL_APPLICATION_STATUSES } from '../../domain/retention-periods';
import type { Actor } from '../admissions/add-note';
import { applicationKind } from '../admissions/application-kind';
import { AppError } from '../errors/app-error';
import { applicationChecklist } from './document-views';

/** What staff are told when a review or a request cannot go ahead. */
export const reviewMessages = {
  notFound: 'This document has been replaced or removed. Reopen the application to see the current one.',
  stillScanning: 'This document is still being checked for viruses. Try again in a minute.',
  refusedByScanner: 'The virus scanner refused this document: it cannot be accepted or rejected.',
  closed: 'This application is closed, so the applicant can no longer send documents for it.',
  nothingMissing: 'Every required document has been sent: there is nothing to ask for.',
} as const;

export type ReviewDecision = 'accepted' | 'rejected';

export interface ReviewRequest {
  documentId: string;
  decision: ReviewDecision;
  /** The applicant reads it in their space; required to reject, dropped on accept. */
  reason?: string | null;
}

/**
 * Accepts or rejects one document that passed the scan (or was not scanned). Staff may change
 * their mind, so an accepted document can be rejected and the reverse. A document the applicant
 * replaced since the page was opened is a new row: its old id is NOT_FOUND, so nobody accepts a
 * file they have not seen. The change and its audit entry (never the reason: free text) commit together.
 */
export async function reviewDocument(
  db: Db,
  request: ReviewRequest,
  actor: Actor,
  ip: string | null = null,
): Promise<{ applicationId: string; item: string; decision: ReviewDecision }> {
  const reason = request.decision === 'rejected' ? (request.reason ?? '').trim() : null;
  if (request.decision === 'rejected' && !reason) throw new AppError('BAD_REQUEST', REJECT_REASON_REQUIRED);
  return db.transaction().execute(async (trx) => {
    const document = await trx
      .selectFrom('application_documents')
      .select(['id', 'application_id', 'item', 'scan_state'])
      .where('id', '=', request.documentId)
      .forUpdate()
      .executeTakeFirst();
    if (!document) throw new AppError('NOT_FOUND', reviewMessages.notFound);
    if (document.scan_state === 'pending') throw new AppError('CONFLICT', reviewMessages.stillScanning);
    if (document.scan_state === 'infected') throw new AppError('CONFLICT', reviewMessages.refusedByScanner);
    await trx
      .updateTable('application_documents')
      .set({
        review_state: request.decision,
        reject_reason: reason,
        reviewed_by_email: actor.email,
        reviewed_at: new Date(),
      })
      .where('id', '=', document.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: request.decision === 'accepted' ? 'document.accepted' : 'document.rejected',
      subject: { type: 'application', id: document.application_id },
      details: { documentId: document.id, item: document.item },
      ip,
    });
    return { applicationId: document.application_id, item: document.item, decision: request.decision };
  });
}

/**
 * E-mails the applicant the required items still to send (missing, rejected, refused by the
 * scanner) with a link to their space. The items asked for travel in the outbox payload (keys of
 * the checklist, no personal data), so the e-mail lists what staff saw when they asked.
 */
export async function requestMissingDocuments(
  db: Db,
  applicationId: string,
  actor: Actor,
  ip: string | null = null,
): Promise<{ items: DocumentItemKey[]; outboxIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    // The key-share lock keeps the application from being erased before the e-mail row is in.
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'email', 'programme', 'status'])
      .where('id', '=', applicationId)
      .forKeyShare()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', applicationKind.notFoundMessage);
    if ((FINAL_APPLICATION_STATUSES as readonly string[]).includes(application.status))
      throw new AppError('CONFLICT', reviewMessages.closed);
    const items = outstandingItems(await applicationChecklist(trx, application)).map((entry) => entry.key);
    if (items.length === 0) throw new AppError('CONFLICT', reviewMessages.nothingMissing);
    const outboxIds = await auditAndNotify(
      trx,
      {
        actor,
        action: 'document.missing_requested',
        subject: { type: 'application', id: application.id },
        details: { items },
        ip,
      },
      [
        {
          kind: 'documents_requested',
          recipient: application.email,
          payload: { applicationId: application.id, items: items.join(',') },
          referenceId: application.id,
        },
      ],
    );
    return { items, outboxIds };
  });
}
