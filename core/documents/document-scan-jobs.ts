import { sql } from 'kysely';
import type { Db } from '../../db/client';

/** The scan queue's contract, shared by the server (which enqueues) and the worker (which scans). */
export const DOCUMENT_SCAN_QUEUE_NAME = 'document-scan';
export const DOCUMENT_SCAN_JOB_NAME = 'scan-document';

export interface DocumentScanJobData {
  documentId: string;
}

/** BullMQ's lowest priority (2^21 - 1): a larger number is refused. */
const LOWEST_PRIORITY = 2_097_151;

/**
 * Each document's turn among its applicant's documents waiting for a scan, oldest first: 1 for
 * an applicant's oldest, 2 for the next, and so on. Documents no longer waiting have none.
 */
export async function scanTurns(db: Db, documentIds: readonly string[]): Promise<Map<string, number>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom((waiting) =>
      waiting
        .selectFrom('application_documents as d')
        .innerJoin('applications as a', 'a.id', 'd.application_id')
        .select([
          'd.id',
          sql<string>`row_number() over (partition by lower(a.email) order by d.uploaded_at, d.id)`.as('turn'),
        ])
        .where('d.scan_state', '=', 'pending')
        .where(sql<string>`lower(a.email)`, 'in', (applicants) =>
          applicants
            .selectFrom('application_documents as x')
            .innerJoin('applications as y', 'y.id', 'x.application_id')
            .select(sql<string>`lower(y.email)`.as('email'))
            .where('x.id', 'in', documentIds),
        )
        .as('waiting'),
    )
    .select(['id', 'turn'])
    .where('id', 'in', documentIds)
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.turn)]));
}

/**
 * Job descriptors for BullMQ's addBulk. The job id is the document id, so a repeat (the server's
 * enqueue and the worker's relay of pending rows) is a no-op. The priority is the document's
 * turn among its applicant's waiting documents (docs/decisions/113-applicant-documents.md): an
 * applicant's first file waits only behind other applicants' first files, so a burst from one
 * applicant never holds back another's. clamd being down is retried for about an hour; the
 * relay picks the row up again after that.
 */
export async function documentScanJobs(db: Db, documentIds: readonly string[]) {
  const turns = await scanTurns(db, documentIds);
  return documentIds.map((documentId) => ({
    name: DOCUMENT_SCAN_JOB_NAME,
    data: { documentId } satisfies DocumentScanJobData,
    opts: {
      jobId: documentId,
      priority: Math.min(turns.get(documentId) ?? 1, LOWEST_PRIORITY),
      attempts: 12,
      backoff: { type: 'exponential', delay: 2_000 },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  }));
}
