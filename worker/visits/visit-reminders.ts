import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  queueVisitReminder,
  remindersOwed,
  VISIT_REMINDER_QUEUE_NAME,
  visitReminderJob,
  type ReminderOutcome,
  type VisitReminderJobData,
} from '../../core/visits/visit-reminders';
import type { Db } from '../../db/client';
import { closeWorker } from '../close-worker';
import type { Logger } from '../logger';
import { jobProcessor } from '../stray-errors';

/** How often the upkeep makes sure every reminder still owed has its job. */
export const VISIT_REMINDER_UPKEEP_MS = 10 * 60 * 1000;

export interface VisitReminderOptions {
  db: Db;
  prefix: string;
  workerConnection: Redis;
  queueConnection: Redis;
  logger: Logger;
  intervalMs?: number;
}

/**
 * The worker's visit reminders (decision 143): each delayed job, when it comes due, writes the
 * reminder's outbox row if the booking is still on and its reminder still due, which the outbox
 * listener then sends. On a timer, the upkeep adds the job of every booking whose reminder is
 * owed and has none (a schedule lost to a Redis outage, a job that ran before a lost move): the
 * job id is the booking's, so a job already there stays as it is.
 */
export function startVisitReminders(options: VisitReminderOptions) {
  const { db, logger } = options;
  const worker = new Worker<VisitReminderJobData, ReminderOutcome>(
    VISIT_REMINDER_QUEUE_NAME,
    jobProcessor(VISIT_REMINDER_QUEUE_NAME, async (job) => {
      const bookingId = job.data?.bookingId;
      if (typeof bookingId !== 'string') throw new UnrecoverableError('visit reminder job has no bookingId');
      const outcome = await queueVisitReminder(db, bookingId);
      logger.info({ bookingId, outcome }, 'visit reminder job ran');
      return outcome;
    }),
    { connection: options.workerConnection, prefix: options.prefix, concurrency: 2 },
  );
  worker.on('error', (error) => logger.warn({ err: error }, 'visit reminder worker error'));
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, err: error }, 'visit reminder job failed'),
  );
  const queue = new Queue(VISIT_REMINDER_QUEUE_NAME, { connection: options.queueConnection, prefix: options.prefix });
  queue.on('error', (error) => logger.debug({ err: error }, 'visit reminder queue error'));

  async function upkeepOnce(now = new Date()): Promise<number> {
    const owed = await remindersOwed(db, now);
    if (owed.length > 0) {
      await queue.addBulk(owed.map((booking) => visitReminderJob(booking.id, booking.reminder_due_at!, now)));
    }
    return owed.length;
  }

  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = upkeepOnce().catch((error: unknown) => logger.warn({ err: error }, 'visit reminder upkeep failed'));
  }, options.intervalMs ?? VISIT_REMINDER_UPKEEP_MS);
  timer.unref();

  return {
    worker,
    queue,
    upkeepOnce,
    async close() {
      clearInterval(timer);
      await running;
      await closeWorker(worker, logger);
      await queue.close().catch(() => undefined);
    },
  };
}
