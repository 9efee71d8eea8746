/** The scan queue's contract, shared by the server (which enqueues) and the worker (which scans). */
export const DOCUMENT_SCAN_QUEUE_NAME = 'document-scan';
export const DOCUMENT_SCAN_JOB_NAME = 'scan-document';

export interface DocumentScanJobData {
  documentId: string;
}

/**
 * Job descriptors for BullMQ's addBulk. The job id is the document id, so a repeat (the server's
 * enqueue and the worker's relay of pending rows) is a no-op. clamd being down is retried for
 * about an hour; the relay picks the row up again after that.
 */
export function documentScanJobs(documentIds: readonly string[]) {
  return documentIds.map((documentId) => ({
    name: DOCUMENT_SCAN_JOB_NAME,
    data: { documentId } satisfies DocumentScanJobData,
    opts: {
      jobId: documentId,
      attempts: 12,
      backoff: { type: 'exponential', delay: 2_000 },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  }));
}
