import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { queueStaleContentDigest } from '../../core/content/stale-content';
import type { Db } from '../../db/client';
import { SCHOOL_TIME_ZONE } from '../../domain/intakes';
import { closeWorker } from '../close-worker';
import type { Logger } from '../logger';
import { jobProcessor } from '../stray-errors';

export const STALE_CONTENT_QUEUE_NAME = 'stale-content';
const SCHEDULER_ID = 'stale-content-weekly';
/** Monday at 08:00 in Cardiff: the admissions office's first look at the week. */
export const STALE_CONTENT_CRON = '0 8 * * 1';

export interface StaleContentDigestOptions {
  db: Db;
  admissionsEmail: string;
  prefix: string;
  workerConnection: Redis;
  queueConnection: Redis;
  logger: Logger;
}

/**
 * The weekly e-mail to admissions of what is going out of date (decision 129), by a BullMQ job
 * scheduler: each tick is one job, which one worker takes; the outbox row is written only when
 * there are warnings, and never twice in a week.
 */
export function startStaleContentDigest(options: StaleContentDigestOptions) {
  const { db, logger } = options;
  const queue = new Queue(STALE_CONTENT_QUEUE_NAME, { connection: options.queueConnection, prefix: options.prefix });
  queue.on('error', (error) => logger.debug({ err: error }, 'stale content queue error'));
  const scheduled = queue
    .upsertJobScheduler(
      SCHEDULER_ID,
      { pattern: STALE_CONTENT_CRON, tz: SCHOOL_TIME_ZONE },
      { name: 'stale-content-digest', opts: { removeOnComplete: { count: 20 }, removeOnFail: { count: 20 } } },
    )
    .catch((error: unknown) => logger.error({ err: error }, 'could not register the weekly stale-content e-mail'));
  const worker = new Worker(
    STALE_CONTENT_QUEUE_NAME,
    jobProcessor(STALE_CONTENT_QUEUE_NAME, async () => {
      const { outboxId, warnings } = await queueStaleContentDigest(db, options.admissionsEmail);
      logger.info({ warnings: warnings.length, outboxId }, 'weekly stale-content check');
      return { outboxId, warnings: warnings.length };
    }),
    { connection: options.workerConnection, prefix: options.prefix, concurrency: 1 },
  );
  worker.on('error', (error) => logger.warn({ err: error }, 'stale content worker error'));
  return {
    scheduled,
    async close() {
      await closeWorker(worker, logger);
      await queue.close().catch(() => undefined);
    },
  };
}
