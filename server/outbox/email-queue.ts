import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DOCUMENT_SCAN_QUEUE_NAME, documentScanJobs } from '../../core/documents/document-scan-jobs';
import { LETTER_QUEUE_NAME, letterJobs } from '../../core/letters/issue-letter';
import { EMAIL_QUEUE_NAME, outboxJobs } from '../../core/outbox/email-outbox';
import { SITE_RELEASE_QUEUE_NAME, siteReleaseJobs } from '../../core/content/site-releases';
import type { Db } from '../../db/client';
import type { Logger } from '../logger';

/** How long a request waits for Redis before leaving the jobs to the worker's relay. */
const ENQUEUE_TIMEOUT_MS = 1_500;

/** A queue whose jobs stand for committed rows (outbox e-mails, documents to scan). */
export interface RowJobQueue {
  /**
   * Tries to enqueue jobs for committed rows. Never throws: if Redis is down the rows stay
   * pending and the worker's relay enqueues them later, so the request still succeeds.
   */
  enqueue(ids: readonly string[]): Promise<boolean>;
  queue: Queue;
  close(): Promise<void>;
}

export type EmailQueue = RowJobQueue;

type JobsFor = (ids: readonly string[]) => Parameters<Queue['addBulk']>[0] | Promise<Parameters<Queue['addBulk']>[0]>;

function createRowJobQueue(
  name: string,
  jobsFor: JobsFor,
  what: string,
  connection: Redis,
  prefix: string,
  logger: Logger,
): RowJobQueue {
  const queue = new Queue(name, { connection, prefix });
  queue.on('error', (error) => logger.warn({ err: error }, `${name} queue connection error`));

  return {
    queue,
    async enqueue(ids) {
      if (ids.length === 0) return true;
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          Promise.resolve(jobsFor(ids)).then((jobs) => queue.addBulk(jobs)),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out waiting for Redis')), ENQUEUE_TIMEOUT_MS);
          }),
        ]);
        return true;
      } catch (error) {
        logger.warn({ err: error, ids }, `could not enqueue ${what} now; the worker's relay will retry`);
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => queue.close(),
  };
}

export function createEmailQueue(connection: Redis, prefix: string, logger: Logger): EmailQueue {
  return createRowJobQueue(EMAIL_QUEUE_NAME, outboxJobs, 'e-mails', connection, prefix, logger);
}

export function createDocumentScanQueue(db: Db, connection: Redis, prefix: string, logger: Logger): RowJobQueue {
  return createRowJobQueue(
    DOCUMENT_SCAN_QUEUE_NAME,
    (ids) => documentScanJobs(db, ids),
    'document scans',
    connection,
    prefix,
    logger,
  );
}

/** Releases of the site's pages to render after a publication (decision 129). */
export function createSiteReleaseQueue(connection: Redis, prefix: string, logger: Logger): RowJobQueue {
  return createRowJobQueue(SITE_RELEASE_QUEUE_NAME, siteReleaseJobs, 'site releases', connection, prefix, logger);
}

/** Letters to render (core/letters/issue-letter.ts): the step that asks for a letter enqueues it after commit. */
export function createLetterQueue(connection: Redis, prefix: string, logger: Logger): RowJobQueue {
  return createRowJobQueue(LETTER_QUEUE_NAME, letterJobs, 'letters', connection, prefix, logger);
}
