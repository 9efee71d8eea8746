import { UnrecoverableError, type Job } from 'bullmq';
import type { DocumentScanJobData } from '../../core/documents/document-scan-jobs';
import { removeDueObjects } from '../../core/documents/object-removals';
import type { VirusScanner } from '../../core/scanning/virus-scanner';
import type { ObjectStorage } from '../../core/storage/object-storage';
import type { Db } from '../../db/client';
import type { Logger } from '../logger';

export interface ScanDeps {
  db: Db;
  storage: ObjectStorage;
  scanner: VirusScanner;
  logger: Logger;
}

export type ScanResult = 'clean' | 'quarantined' | 'gone';

/**
 * Scans one document with clamd. A clean file is released to staff; a flagged one is quarantined:
 * its row keeps the fact (and clamd's name for it) and loses its key, which queues the object's
 * removal by trigger, and the object is removed at once. clamd being unreachable fails the job,
 * which BullMQ retries; the row stays pending until then, and the relay re-enqueues it.
 */
export async function scanDocument(deps: ScanDeps, job: Job<DocumentScanJobData>): Promise<ScanResult> {
  const { db, storage, scanner, logger } = deps;
  const documentId = job.data?.documentId;
  if (typeof documentId !== 'string') throw new UnrecoverableError('scan job without a documentId');
  const row = await db
    .selectFrom('application_documents')
    .select(['id', 'object_key'])
    .where('id', '=', documentId)
    .where('scan_state', '=', 'pending')
    .executeTakeFirst();
  // Replaced, removed, erased or already scanned: nothing to do.
  if (!row?.object_key) return 'gone';

  const verdict = await scanner.scan(await storage.get(row.object_key));
  if (verdict.verdict === 'clean') {
    await db
      .updateTable('application_documents')
      .set({ scan_state: 'clean', scanned_at: new Date() })
      .where('id', '=', documentId)
      .where('scan_state', '=', 'pending')
      .execute();
    return 'clean';
  }
  await db
    .updateTable('application_documents')
    .set({ scan_state: 'infected', scanned_at: new Date(), signature: verdict.signature.slice(0, 200), object_key: null })
    .where('id', '=', documentId)
    .execute();
  logger.warn({ documentId, signature: verdict.signature }, 'document quarantined');
  await removeDueObjects(db, storage);
  return 'quarantined';
}
