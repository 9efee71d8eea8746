import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { EMAIL_QUEUE_NAME, outboxJobs } from '../../core/outbox/email-outbox';
import type { Logger } from '../logger';

/** How long a request waits for Redis before leaving the e-mails to the outbox relay. */
const ENQUEUE_TIMEOUT_MS = 1_500;

export interface EmailQueue {
  /**
   * Tries to enqueue committed outbox rows. Never throws: if Redis is down the rows stay
   * pending and the worker's relay enqueues them later, so the request still succeeds.
   */
  enqueue(outboxIds: readonly string[]): Promise<boolean>;
  queue: Queue;
  close(): Promise<void>;
}

export function createEmailQueue(connection: Redis, prefix: string, logger: Logger): EmailQueue {
  const queue = new Queue(EMAIL_QUEUE_NAME, { connection, prefix });
  queue.on('error', (error) => logger.warn({ err: error }, 'email queue connection error'));

  return {
    queue,
    async enqueue(outboxIds) {
      if (outboxIds.length === 0) return true;
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          queue.addBulk(outboxJobs(outboxIds)),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out waiting for Redis')), ENQUEUE_TIMEOUT_MS);
          }),
        ]);
        return true;
      } catch (error) {
        logger.warn({ err: error, outboxIds }, 'could not enqueue e-mails now; the outbox relay will retry');
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => queue.close(),
  };
}
