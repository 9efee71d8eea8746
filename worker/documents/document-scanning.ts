import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  DOCUMENT_SCAN_QUEUE_NAME,
  documentScanJobs,
  type DocumentScanJobData,
} from '../../core/documents/document-scan-jobs';
import { removeDueObjects } from '../../core/documents/object-removals';
import type { VirusScanner } from '../../core/scanning/virus-scanner';
import type { ObjectStorage } from '../../core/storage/object-storage';
import type { Db } from '../../db/client';
import { closeWorker } from '../close-worker';
import { jobProcessor } from '../stray-errors';
import type { Logger } from '../logger';
import { scanDocument, type ScanResult } from './scan-document';

export interface DocumentScanningOptions {
  db: Db;
  storage: ObjectStorage;
  /** Null without CLAMAV_URL: documents are then stored as "not scanned" and nothing is queued. */
  scanner: VirusScanner | null;
  prefix: string;
  workerConnection: Redis;
  queueConnection: Redis;
  intervalMs: number;
  logger: Logger;
}

/** Scans at once per worker process: clamd does the work, and files can be 10 MB. */
const SCAN_CONCURRENCY = 2;

/**
 * The worker's document upkeep: scans queued documents and, on a timer, re-enqueues documents
 * still pending (an enqueue lost to a Redis outage, a job that ran out of retries) and removes
 * stored objects whose removal is due (a crashed upload's lease).
 */
export function startDocumentScanning(options: DocumentScanningOptions) {
  const { db, storage, scanner, logger } = options;
  const worker = scanner
    ? new Worker<DocumentScanJobData, ScanResult>(
        DOCUMENT_SCAN_QUEUE_NAME,
        jobProcessor(DOCUMENT_SCAN_QUEUE_NAME, (job) => scanDocument({ db, storage, scanner, logger }, job)),
        {
          connection: options.workerConnection,
          prefix: options.prefix,
          concurrency: SCAN_CONCURRENCY,
        },
      )
    : null;
  worker?.on('error', (error) => logger.warn({ err: error }, 'scan worker error'));
  worker?.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, err: error }, 'scan job failed'),
  );
  const queue = new Queue(DOCUMENT_SCAN_QUEUE_NAME, { connection: options.queueConnection, prefix: options.prefix });
  queue.on('error', (error) => logger.debug({ err: error }, 'scan queue error'));

  async function upkeepOnce(): Promise<{ enqueued: number; removed: number }> {
    let enqueued = 0;
    if (scanner) {
      const pending = await db
        .selectFrom('application_documents')
        .select('id')
        .where('scan_state', '=', 'pending')
        .orderBy('uploaded_at')
        .limit(500)
        .execute();
      // A job id that exists (waiting, active, or failed for good) is not added again; a failed
      // one is retried here so that clamd's long outage does not leave a file pending for ever.
      for (const { id } of pending) {
        const job = await queue.getJob(id);
        if (job && (await job.isFailed())) await job.retry();
      }
      if (pending.length > 0)
        await queue.addBulk(
          await documentScanJobs(
            db,
            pending.map((row) => row.id),
          ),
        );
      enqueued = pending.length;
    }
    const removed = await removeDueObjects(db, storage);
    return { enqueued, removed };
  }

  let running: Promise<unknown> = Promise.resolve();
  let paused = false;
  const timer = setInterval(() => {
    if (paused) return;
    running = upkeepOnce().catch((error: unknown) => logger.warn({ err: error }, 'document upkeep failed'));
  }, options.intervalMs);
  timer.unref();

  return {
    worker,
    upkeepOnce,
    /** Stops the timer's passes (after the one in hand) until resumed: tests that stage a crash use it. */
    async pauseUpkeep() {
      paused = true;
      await running;
    },
    resumeUpkeep() {
      paused = false;
    },
    async close() {
      clearInterval(timer);
      await running;
      if (worker) await closeWorker(worker, logger);
      await queue.close().catch(() => undefined);
    },
  };
}
