import { AsyncLocalStorage } from 'node:async_hooks';
import type { Job } from 'bullmq';
import type { Logger } from './logger';

interface JobInHand {
  queue: string;
  jobId: string | undefined;
  /** Fails the job with `error`; false when it had already ended. */
  fail(error: unknown): boolean;
}

/** The job whose code is running: Node carries it through every callback, timer and promise the job starts. */
const jobInHand = new AsyncLocalStorage<JobInHand>();

/**
 * A BullMQ processor that knows its job. An error its code throws or rejects with fails the job
 * as BullMQ does anyway; one that escapes by another road (an 'error' event nobody listens to,
 * a promise nobody awaits) fails it too, through handleStrayErrors, instead of ending the process.
 */
export function jobProcessor<J extends Job, Result>(
  queue: string,
  handler: (job: J) => Promise<Result>,
): (job: J) => Promise<Result> {
  return (job) =>
    new Promise<Result>((resolve, reject) => {
      let ended = false;
      const end = (settle: () => void) => {
        if (ended) return false;
        ended = true;
        settle();
        return true;
      };
      const fail = (error: unknown) => end(() => reject(error));
      jobInHand.run({ queue, jobId: job.id, fail }, () => {
        Promise.resolve()
          .then(() => handler(job))
          .then((result) => end(() => resolve(result)), fail);
      });
    });
}

export interface StrayErrorOptions {
  /** Called once for an uncaught exception outside any job: the process should stop. */
  onFatal(error: unknown): void;
}

/**
 * The worker's last line (docs/decisions/124-worker-survives-its-jobs.md). An uncaught exception
 * or unhandled rejection from a job's code fails that job (BullMQ retries it within its attempts)
 * and the worker goes on: whatever the error cut short belonged to that job. An unhandled
 * rejection elsewhere is logged and the worker goes on: only that promise's own chain ended.
 * An uncaught exception elsewhere cut short code whose state nothing can see (the relay, the
 * outbox listener, BullMQ itself), so it is logged as fatal and `onFatal` stops the process for
 * its supervisor to start a clean one. Every error is logged as its summary, never whole.
 */
export function handleStrayErrors(logger: Logger, { onFatal }: StrayErrorOptions): () => void {
  const strayFrom = (what: 'uncaught exception' | 'unhandled rejection') => (error: unknown) => {
    const job = jobInHand.getStore();
    if (job) {
      const failed = job.fail(error);
      logger.error(
        { queue: job.queue, jobId: job.jobId, err: error },
        failed
          ? `${what} in a job: the job fails, the worker goes on`
          : `${what} after its job ended: the worker goes on`,
      );
    } else if (what === 'unhandled rejection') {
      logger.error({ err: error }, `${what} outside any job: the worker goes on`);
    } else {
      logger.fatal({ err: error }, `${what} outside any job: the worker stops`);
      onFatal(error);
    }
  };
  const onException = strayFrom('uncaught exception');
  const onRejection = strayFrom('unhandled rejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
