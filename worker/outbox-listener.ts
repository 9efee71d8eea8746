import type { Queue } from 'bullmq';
import pg from 'pg';
import { OUTBOX_CHANNEL, outboxJobs } from '../core/outbox/email-outbox';
import type { Logger } from './logger';

const RECONNECT_DELAY_MS = 1_000;

export interface OutboxListenerOptions {
  connectionString: string;
  queue: Queue;
  logger: Logger;
}

/**
 * Enqueues a submission's e-mails the moment its insert commits: the statement announces each
 * outbox id on OUTBOX_CHANNEL (core/outbox/email-outbox.ts), so the request spends no Redis round trip
 * on them (decision 079). Ids that arrive while an enqueue is in flight go in the next one.
 * Whatever this misses (the worker was down, the connection dropped, Redis refused) stays
 * pending, and the relay's periodic pass (outbox-relay.ts) enqueues it.
 */
export function startOutboxListener({ connectionString, queue, logger }: OutboxListenerOptions) {
  let client: pg.Client | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let stopped = false;
  let announced: string[] = [];
  let enqueuing: Promise<void> | undefined;

  function enqueueAnnounced() {
    if (enqueuing || announced.length === 0) return;
    const ids = announced;
    announced = [];
    enqueuing = queue
      .addBulk(outboxJobs(ids))
      .then(
        () => undefined,
        (error: unknown) =>
          logger.warn(
            { err: error, count: ids.length },
            'could not enqueue announced e-mails now; the outbox relay will retry',
          ),
      )
      .finally(() => {
        enqueuing = undefined;
        enqueueAnnounced();
      });
  }

  function connectLater() {
    if (!stopped) reconnect = setTimeout(connect, RECONNECT_DELAY_MS);
  }

  function connect() {
    const next = new pg.Client({ connectionString });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      const wasListening = client === next;
      if (wasListening) client = undefined;
      // One warning per lost connection, not one per failed attempt while the database is down.
      if (!stopped)
        logger[wasListening ? 'warn' : 'debug']({ err: error }, 'outbox listener has no database connection; retrying');
      next.end().catch(() => undefined);
      connectLater();
    };
    next.on('notification', ({ payload }) => {
      if (!payload) return;
      announced.push(payload);
      enqueueAnnounced();
    });
    next.on('error', onLost);
    next.on('end', () => onLost());
    next
      .connect()
      .then(() => next.query(`LISTEN ${OUTBOX_CHANNEL}`))
      .then(() => {
        if (stopped) return next.end();
        client = next;
      })
      .catch(onLost);
  }

  connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(reconnect);
      await client?.end().catch(() => undefined);
      await enqueuing;
    },
  };
}
