import { createReadStream } from 'node:fs';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { createWorkerLogger } from '../../../worker/logger';
import { handleStrayErrors, jobProcessor } from '../../../worker/stray-errors';

/**
 * A BullMQ worker process whose jobs let errors escape the way careless job code does, guarded
 * exactly as `worker/main.ts` guards the real one. Jobs: `event` (a stream's 'error' event with
 * no listener), `rejection` (a promise nobody awaits), `ok`. SIGUSR2 throws outside any job.
 */
const queue = process.env.QUEUE_NAME!;
const logger = createWorkerLogger('info');
const connection = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
const worker = new Worker(
  queue,
  jobProcessor(queue, async (job) => {
    if (job.name === 'ok') return 'done';
    if (job.name === 'event') createReadStream(`/nonexistent/${job.id}`);
    if (job.name === 'rejection') void Promise.reject(new Error(`forgotten promise of ${job.id}`));
    // Only the stray error can end this job.
    return new Promise<never>(() => {});
  }),
  { connection, prefix: process.env.REDIS_PREFIX!, concurrency: 4 },
);
worker.on('error', (error) => logger.warn({ err: error }, 'worker error'));
worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, err: error }, 'job failed'));

handleStrayErrors(logger, {
  onFatal: () => {
    void worker.close().finally(() => process.exit(1));
  },
});
process.on('SIGUSR2', () => {
  setImmediate(() => {
    throw new Error('thrown outside any job');
  });
});
await worker.waitUntilReady();
logger.info('worker started');
