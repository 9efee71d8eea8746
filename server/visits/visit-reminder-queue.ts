import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { VISIT_REMINDER_QUEUE_NAME, visitReminderJob, visitReminderJobId } from '../../core/visits/visit-reminders';
import type { Logger } from '../logger';

/** How long a request waits for Redis before leaving the reminder to the worker's upkeep. */
const SCHEDULE_TIMEOUT_MS = 1_500;

/**
 * The server's side of visit reminders (decision 143): after a booking, a reschedule or a
 * cancellation commits, the booking's one delayed job is replaced or removed. Never throws: with
 * Redis away the worker's upkeep adds the job from the bookings, and a job left behind checks the
 * booking before it sends anything.
 */
export interface VisitReminderQueue {
  /** Replaces the booking's reminder with one due at `dueAt`; only removes it when `dueAt` is null. */
  schedule(bookingId: string, dueAt: Date | null): Promise<boolean>;
  queue: Queue;
  close(): Promise<void>;
}

export function createVisitReminderQueue(connection: Redis, prefix: string, logger: Logger): VisitReminderQueue {
  const queue = new Queue(VISIT_REMINDER_QUEUE_NAME, { connection, prefix });
  queue.on('error', (error) => logger.warn({ err: error }, 'visit reminder queue connection error'));
  return {
    queue,
    async schedule(bookingId, dueAt) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          (async () => {
            await queue.remove(visitReminderJobId(bookingId));
            if (dueAt) {
              const job = visitReminderJob(bookingId, dueAt);
              await queue.add(job.name, job.data, job.opts);
            }
          })(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out waiting for Redis')), SCHEDULE_TIMEOUT_MS);
          }),
        ]);
        return true;
      } catch (error) {
        logger.warn({ err: error, bookingId }, "could not schedule the visit's reminder now; the worker will");
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => queue.close(),
  };
}
