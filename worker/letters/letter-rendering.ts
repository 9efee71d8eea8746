import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { LETTER_QUEUE_NAME, letterJobs, type LetterJobData } from '../../core/letters/issue-letter';
import type { ObjectStorage } from '../../core/storage/object-storage';
import type { Db } from '../../db/client';
import { closeWorker } from '../close-worker';
import type { Logger } from '../logger';
import { jobProcessor } from '../stray-errors';
import { createLetterBrowser, type LetterBrowser } from './letter-browser';
import { renderLetter, type RenderedLetter } from './render-letter';

export interface LetterRenderingOptions {
  db: Db;
  storage: ObjectStorage;
  prefix: string;
  workerConnection: Redis;
  queueConnection: Redis;
  intervalMs: number;
  logger: Logger;
  chromiumPath?: string;
}

/**
 * The worker's letters (decision 132): renders each letter job in the one Chromium it keeps open,
 * one letter at a time (a page costs memory, and a letter takes a fraction of a second), and on
 * a timer re-enqueues letters still pending (an enqueue lost to a Redis outage, a job that ran out
 * of retries).
 */
export function startLetterRendering(options: LetterRenderingOptions) {
  const { db, storage, logger } = options;
  const browser: LetterBrowser = createLetterBrowser({ executablePath: options.chromiumPath, logger });
  const worker = new Worker<LetterJobData, RenderedLetter>(
    LETTER_QUEUE_NAME,
    jobProcessor(LETTER_QUEUE_NAME, (job) => renderLetter({ db, storage, browser, logger }, job.data.letterId)),
    { connection: options.workerConnection, prefix: options.prefix, concurrency: 1 },
  );
  worker.on('error', (error) => logger.warn({ err: error }, 'letter worker error'));
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, err: error }, 'letter job failed'),
  );
  const queue = new Queue(LETTER_QUEUE_NAME, { connection: options.queueConnection, prefix: options.prefix });
  queue.on('error', (error) => logger.debug({ err: error }, 'letter queue error'));

  async function upkeepOnce(): Promise<number> {
    const pending = await db
      .selectFrom('letters')
      .select('id')
      .where('state', '=', 'pending')
      .orderBy('requested_at')
      .limit(500)
      .execute();
    for (const { id } of pending) {
      const job = await queue.getJob(id);
      if (job && (await job.isFailed())) await job.retry();
    }
    if (pending.length > 0) await queue.addBulk(letterJobs(pending.map((row) => row.id)));
    return pending.length;
  }

  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = upkeepOnce().catch((error: unknown) => logger.warn({ err: error }, 'letter upkeep failed'));
  }, options.intervalMs);
  timer.unref();

  return {
    worker,
    queue,
    browser,
    upkeepOnce,
    async close() {
      clearInterval(timer);
      await running;
      await closeWorker(worker, logger);
      await queue.close().catch(() => undefined);
      await browser.close();
    },
  };
}
