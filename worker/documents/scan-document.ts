import { UnrecoverableError, type Job } from 'bullmq';
import type { Readable } from 'node:stream';
import type { DocumentScanJobData } from '../../core/documents/document-scan-jobs';
import { removeDueObjects } from '../../core/documents/object-removals';
import type { VirusScanner } from '../../core/scanning/virus-scanner';
import { ObjectNotFoundError, type ObjectStorage } from '../../core/storage/object-storage';
import type { Db } from '../../db/client';
import type { Logger } from '../logger';

export interface ScanDeps {
  db: Db;
  storage: ObjectStorage;
  scanner: VirusScanner;
  logger: Logger;
}

/** `gone`: nothing to scan when the job began; `replaced`: the document stopped being the one to scan while it ran. */
export type ScanResult = 'clean' | 'quarantined' | 'gone' | 'replaced';

/**
 * Scans one document with clamd. A clean file is released to staff; a flagged one is quarantined:
 * its row keeps the fact (and clamd's name for it) and loses its key, which queues the object's
 * removal by trigger, and the object is removed at once. clamd being unreachable fails the job,
 * which BullMQ retries; the row stays pending until then, and the relay re-enqueues it. A newer
 * upload of the same item may replace the document, and remove its object, at any moment of the
 * scan: the scan then ends as `replaced`, as it does for a document removed or erased meanwhile.
 */
export async function scanDocument(deps: ScanDeps, job: Job<DocumentScanJobData>): Promise<ScanResult> {
  const { db, storage, scanner, logger } = deps;
  const documentId = job.data?.documentId;
  if (typeof documentId !== 'string') throw new UnrecoverableError('scan job without a documentId');
  const row = await pendingDocument(db, documentId);
  // Replaced, removed, erased or already scanned: nothing to do.
  if (!row?.object_key) return 'gone';
  const objectKey = row.object_key;

  let body: Readable;
  try {
    body = await storage.get(objectKey);
  } catch (error) {
    if (error instanceof ObjectNotFoundError && (await pendingDocument(db, documentId))?.object_key !== objectKey)
      return 'replaced';
    throw error;
  }
  const verdict = await scanner.scan(body);
  const scanned = db
    .updateTable('application_documents')
    .where('id', '=', documentId)
    .where('object_key', '=', objectKey)
    .where('scan_state', '=', 'pending');
  if (verdict.verdict === 'clean') {
    const { numUpdatedRows } = await scanned.set({ scan_state: 'clean', scanned_at: new Date() }).executeTakeFirst();
    return numUpdatedRows > 0n ? 'clean' : 'replaced';
  }
  const { numUpdatedRows } = await scanned
    .set({
      scan_state: 'infected',
      scanned_at: new Date(),
      signature: verdict.signature.slice(0, 200),
      object_key: null,
    })
    .executeTakeFirst();
  // A replaced document's object was queued for removal with its row, and goes below all the same.
  if (numUpdatedRows > 0n) logger.warn({ documentId, signature: verdict.signature }, 'document quarantined');
  await removeDueObjects(db, storage);
  return numUpdatedRows > 0n ? 'quarantined' : 'replaced';
}

/** The document while it waits for its scan; undefined once replaced, removed, erased or scanned. */
function pendingDocument(db: Db, documentId: string) {
  return db
    .selectFrom('application_documents')
    .select(['id', 'object_key'])
    .where('id', '=', documentId)
    .where('scan_state', '=', 'pending')
    .executeTakeFirst();
}
