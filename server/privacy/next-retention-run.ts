import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { nextRetentionRun, RETENTION_QUEUE_NAME } from '../../core/privacy/retention-schedule';
import type { EmailQueue } from '../outbox/email-queue';

const TIMEOUT_MS = 1_500;
const queues = new WeakMap<object, Queue>();

/**
 * When the worker's scheduler will next run retention. Reads the scheduler through the server's
 * existing Redis connection; null when Redis is unreachable or no worker has registered it yet.
 */
export async function readNextRetentionRun(emailQueue: EmailQueue): Promise<Date | null> {
  const emailBull = emailQueue.queue as Queue | undefined;
  if (!emailBull) return null;
  let queue = queues.get(emailBull);
  if (!queue) {
    queue = new Queue(RETENTION_QUEUE_NAME, {
      connection: emailBull.opts.connection as Redis,
      prefix: emailBull.opts.prefix,
    });
    queue.on('error', () => undefined);
    queues.set(emailBull, queue);
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      nextRetentionRun(queue),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), TIMEOUT_MS);
      }),
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
