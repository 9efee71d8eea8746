import type { Queue } from 'bullmq';
import { sql } from 'kysely';
import type { Db } from '../db/client';
import { outboxJobs } from '../core/outbox/email-outbox';
import type { Logger } from './logger';

const BATCH_SIZE = 500;

export interface OutboxRelayOptions {
  db: Db;
  queue: Queue;
  logger: Logger;
  intervalMs: number;
  /** Rows younger than this are left to the request or the outbox listener that enqueues them. */
  minAgeMs: number;
}

/**
 * Re-enqueues outbox rows still pending after a short delay: the e-mails of a submission
 * accepted while Redis was down. Job ids are outbox ids, so re-adding a queued row is a no-op.
 */
export function startOutboxRelay({ db, queue, logger, intervalMs, minAgeMs }: OutboxRelayOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function relayOnce(): Promise<number> {
    const rows = await db
      .selectFrom('email_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${minAgeMs / 1000})`)
      .orderBy('created_at')
      .limit(BATCH_SIZE)
      .execute();
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    await queue.addBulk(outboxJobs(ids));
    // A job that gave up while its row is still pending (say the database was down when it
    // ran) would block a re-add under the same id: retry it instead.
    for (const id of ids) {
      const job = await queue.getJob(id);
      if (job && (await job.isFailed())) await job.retry('failed');
    }
    return rows.length;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = relayOnce()
        .then((count) => {
          if (count > 0) logger.info({ count }, 'outbox relay enqueued pending e-mails');
        })
        .catch((error) => logger.warn({ err: error }, 'outbox relay could not run; will retry'))
        .finally(schedule);
    }, intervalMs);
  }

  schedule();
  return {
    relayOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
