import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { queueReplyByPassedDigest } from '../../core/offers/reply-by-passed';
import type { Db } from '../../db/client';
import { SCHOOL_TIME_ZONE } from '../../domain/intakes';
import { closeWorker } from '../close-worker';
import type { Logger } from '../logger';
import { jobProcessor } from '../stray-errors';

export const REPLY_BY_QUEUE_NAME = 'reply-by-passed';
export const REPLY_BY_JOB_NAME = 'reply-by-passed-digest';
const SCHEDULER_ID = 'reply-by-passed-daily';
/** Every day at 07:30 in Cardiff, before the admissions office opens. */
export const REPLY_BY_CRON = '30 7 * * *';

export interface ReplyByDigestOptions {
  db: Db;
  admissionsEmail: string;
  prefix: string;
  workerConnection: Redis;
  queueConnection: Redis;
  logger: Logger;
}

/**
 * Once a day, by a BullMQ job scheduler, admissions are e-mailed the offers whose reply-by date
 * has passed with no acceptance and that they have not been told about (decision 134, amended):
 * each tick is one job, which one worker takes, and each offer is reported once until its date is
 * extended.
 */
export function startReplyByDigest(options: ReplyByDigestOptions) {
  const { db, logger } = options;
  const queue = new Queue(REPLY_BY_QUEUE_NAME, { connection: options.queueConnection, prefix: options.prefix });
  queue.on('error', (error) => logger.debug({ err: error }, 'reply-by queue error'));
  const scheduled = queue
    .upsertJobScheduler(
      SCHEDULER_ID,
      { pattern: REPLY_BY_CRON, tz: SCHOOL_TIME_ZONE },
      { name: REPLY_BY_JOB_NAME, opts: { removeOnComplete: { count: 20 }, removeOnFail: { count: 20 } } },
    )
    .catch((error: unknown) => logger.error({ err: error }, 'could not register the daily reply-by e-mail'));
  const worker = new Worker(
    REPLY_BY_QUEUE_NAME,
    jobProcessor(REPLY_BY_QUEUE_NAME, async () => {
      const { outboxId, applicationIds } = await queueReplyByPassedDigest(db, options.admissionsEmail);
      logger.info({ offers: applicationIds.length, outboxId }, 'daily reply-by check');
      return { outboxId, offers: applicationIds.length };
    }),
    { connection: options.workerConnection, prefix: options.prefix, concurrency: 1 },
  );
  worker.on('error', (error) => logger.warn({ err: error }, 'reply-by worker error'));
  return {
    queue,
    scheduled,
    async close() {
      await closeWorker(worker, logger);
      await queue.close().catch(() => undefined);
    },
  };
}
