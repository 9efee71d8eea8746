import type { Queue } from 'bullmq';

/** The retention job's contract, shared by the worker (which runs it) and the server (which shows the next run). */
export const RETENTION_QUEUE_NAME = 'retention';
export const RETENTION_SCHEDULER_ID = 'daily-retention';
export const RETENTION_JOB_NAME = 'retention-pass';

/** When the scheduler will next run the pass, or null when no worker has registered it yet. */
export async function nextRetentionRun(queue: Pick<Queue, 'getJobScheduler'>): Promise<Date | null> {
  const scheduler = await queue.getJobScheduler(RETENTION_SCHEDULER_ID);
  return scheduler?.next ? new Date(scheduler.next) : null;
}
