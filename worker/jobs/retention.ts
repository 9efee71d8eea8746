import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ObjectStorage } from '../../core/storage/object-storage';
import type { Db } from '../../db/client';
import { runRetention, type RetentionOutcome } from '../../core/privacy/retention-pass';
import {
  RETENTION_JOB_NAME,
  RETENTION_QUEUE_NAME,
  RETENTION_SCHEDULER_ID,
} from '../../core/privacy/retention-schedule';
import type { RetentionPeriods } from '../../domain/retention-periods';
import { closeWorker } from '../close-worker';
import { jobProcessor } from '../stray-errors';
import type { Logger } from '../logger';

export interface RetentionJobOptions {
  db: Db;
  periods: RetentionPeriods;
  cron: string;
  prefix: string;
  workerConnection: Redis;
  queueConnection: Redis;
  /** The e-mail queue, whose jobs naming erased outbox rows are removed. */
  emailQueue: Queue;
  /** Where documents are stored, so erased rows' objects go too. */
  storage: ObjectStorage;
  logger: Logger;
}

/**
 * The daily retention pass, run by a BullMQ job scheduler: each tick yields one job, which one
 * worker takes; the pass itself also holds a Postgres advisory lock, so a pass started from the
 * shell never overlaps it.
 */
export async function startRetentionJob(options: RetentionJobOptions) {
  const { db, periods, logger } = options;
  const queue = new Queue(RETENTION_QUEUE_NAME, { connection: options.queueConnection, prefix: options.prefix });
  queue.on('error', (error) => logger.debug({ err: error }, 'retention queue error'));
  // Upserting is idempotent, so every worker may do it at start-up; the newest pattern wins.
  // Not awaited: a worker starting while Redis is down registers it once Redis is back.
  const scheduled = queue
    .upsertJobScheduler(
      RETENTION_SCHEDULER_ID,
      { pattern: options.cron, tz: 'UTC' },
      { name: RETENTION_JOB_NAME, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
    )
    .catch((error: unknown) => logger.error({ err: error }, 'could not register the retention schedule'));

  const worker = new Worker<unknown, RetentionOutcome>(
    RETENTION_QUEUE_NAME,
    jobProcessor(RETENTION_QUEUE_NAME, async () => {
      const outcome = await runRetention(db, {
        periods,
        trigger: 'schedule',
        emailQueue: options.emailQueue,
        storage: options.storage,
      });
      if (outcome.ran) logger.info({ runId: outcome.runId, counts: outcome.counts }, 'retention pass finished');
      else logger.info('retention pass skipped: another pass is running');
      return outcome;
    }),
    { connection: options.workerConnection, prefix: options.prefix, concurrency: 1 },
  );
  worker.on('error', (error) => logger.warn({ err: error }, 'retention worker error'));
  worker.on('failed', (job, error) => logger.error({ jobId: job?.id, err: error.message }, 'retention pass failed'));

  return {
    worker,
    queue,
    /** Resolves once the schedule is registered in Redis. */
    scheduled,
    async close() {
      await closeWorker(worker, logger);
      await queue.close().catch(() => undefined);
    },
  };
}
