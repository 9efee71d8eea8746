import type { Worker } from 'bullmq';
import type { Logger } from './logger';

/** How long a shutdown waits for a BullMQ worker to finish the job in hand and let go. */
export const WORKER_CLOSE_GRACE_MS = 10_000;

/**
 * Closes a BullMQ worker, waiting at most `graceMs`.
 *
 * Worker.close() waits for its blocking connection's 'end' event, and ioredis never emits it
 * when the connection is between two reconnect attempts (a Redis restart moments before the
 * shutdown). Past the deadline the shutdown goes on: a job cut short is retried, because the
 * outbox row stays pending and BullMQ marks the job stalled.
 */
export async function closeWorker(worker: Worker, logger: Logger, graceMs = WORKER_CLOSE_GRACE_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs);
  });
  const outcome = await Promise.race([worker.close().then(() => 'closed' as const), deadline]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    logger.warn({ queue: worker.name, graceMs }, 'worker did not close in time; its connections are dropped');
  }
}
