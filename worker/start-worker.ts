import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { createDb } from '../db/client';
import { APPLICATION_ROLE } from '../db/application-role';
import { EMAIL_BACKOFF_TYPE, EMAIL_QUEUE_NAME, type EmailJobData } from '../core/outbox/email-outbox';
import type { WorkerConfig } from './config/env';
import { closeWorker } from './close-worker';
import { startDraftReminders } from './jobs/draft-reminders';
import { startRetentionJob } from './jobs/retention';
import { sendOutboxEmail, type SendEmailResult } from './jobs/send-email';
import { retentionPeriodsFromEnv } from '../domain/retention-env';
import { createWorkerLogger, type Logger } from './logger';
import { createMailTransport } from './mail/transport';
import { startOutboxListener } from './outbox-listener';
import { startOutboxRelay } from './outbox-relay';
import { jobProcessor } from './stray-errors';
import { scannerFor, storageFor } from '../core/documents/upload-settings';
import { startDocumentScanning } from './documents/document-scanning';
import { startSitePublishing } from './site/site-publishing';
import { startStaleContentDigest } from './jobs/stale-content-digest';
import { startReplyByDigest } from './jobs/reply-by-digest';
import type { SiteRenderer } from './site/site-renderer';
import { startLetterRendering } from './letters/letter-rendering';
import { startVisitReminders } from './visits/visit-reminders';

/** EMAIL_RETRY_DELAY_MS after the first failure, doubling after each one after that. */
export function emailRetryDelay(baseMs: number, attemptsMade: number): number {
  return baseMs * 2 ** Math.max(0, attemptsMade - 1);
}

export interface RunningWorker {
  worker: Worker<EmailJobData, SendEmailResult>;
  /** Runs one relay pass now (tests and operators use it instead of waiting). */
  relayOnce(): Promise<number>;
  retention: Awaited<ReturnType<typeof startRetentionJob>>;
  documents: ReturnType<typeof startDocumentScanning>;
  letters: ReturnType<typeof startLetterRendering>;
  draftReminders: ReturnType<typeof startDraftReminders>;
  /** The daily e-mail of offers past their reply-by date; tests add a job to its queue instead of waiting a day. */
  replyByDigest: ReturnType<typeof startReplyByDigest>;
  visitReminders: ReturnType<typeof startVisitReminders>;
  sitePublishing: Awaited<ReturnType<typeof startSitePublishing>>;
  close(): Promise<void>;
}

export interface WorkerOptions {
  /**
   * The build's page renderer (worker/site/site-renderer.ts), which publishing regenerates pages
   * with; main.ts loads it from dist/prerender. Null (the default) renders nothing and seeds nothing.
   */
  siteRenderer?: SiteRenderer | null;
}

export async function startWorker(
  config: WorkerConfig,
  logger: Logger = createWorkerLogger(config.LOG_LEVEL),
  options: WorkerOptions = {},
): Promise<RunningWorker> {
  const db = createDb({
    connectionString: config.DATABASE_URL,
    actAs: APPLICATION_ROLE,
    // Each e-mail in flight holds a connection (its row lock), and the relay needs one more.
    max: config.WORKER_CONCURRENCY + 2,
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
  });
  const storage = storageFor(config.uploads.storage);
  const transport = createMailTransport(config.SMTP_URL, Math.min(config.WORKER_CONCURRENCY, 10));

  // BullMQ's production guide: a worker's connection retries forever (maxRetriesPerRequest
  // null) so it resumes by itself after a Redis restart; the relay's producer fails fast.
  const workerConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const queueConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // The retention worker blocks on its own connection; BullMQ cannot share one between two workers.
  const retentionConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const scanConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const siteConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const letterConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const digestConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const replyByConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const reminderConnection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  for (const connection of [
    workerConnection,
    queueConnection,
    retentionConnection,
    scanConnection,
    siteConnection,
    letterConnection,
    digestConnection,
    replyByConnection,
    reminderConnection,
  ]) {
    connection.on('error', (error) => logger.debug({ err: error }, 'redis connection error'));
  }

  const worker = new Worker<EmailJobData, SendEmailResult>(
    EMAIL_QUEUE_NAME,
    jobProcessor(EMAIL_QUEUE_NAME, (job) =>
      sendOutboxEmail(
        {
          db,
          transport,
          mailFrom: config.MAIL_FROM,
          renderContext: {
            db,
            appUrl: config.APP_URL.replace(/\/$/, ''),
            admissionsEmail: config.ADMISSIONS_EMAIL,
            storage,
            retention: retentionPeriodsFromEnv(config),
          },
          logger,
        },
        job,
      ),
    ),
    {
      connection: workerConnection,
      prefix: config.REDIS_PREFIX,
      concurrency: config.WORKER_CONCURRENCY,
      settings: {
        backoffStrategy: (attemptsMade: number, type?: string) =>
          type === EMAIL_BACKOFF_TYPE ? emailRetryDelay(config.EMAIL_RETRY_DELAY_MS, attemptsMade) : -1,
      },
    },
  );
  worker.on('error', (error) => logger.warn({ err: error }, 'worker error'));
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, err: error }, 'e-mail job failed'),
  );

  const queue = new Queue(EMAIL_QUEUE_NAME, { connection: queueConnection, prefix: config.REDIS_PREFIX });
  queue.on('error', (error) => logger.debug({ err: error }, 'relay queue error'));
  const relay = startOutboxRelay({
    db,
    queue,
    logger,
    intervalMs: config.OUTBOX_RELAY_INTERVAL_MS,
    minAgeMs: config.OUTBOX_RELAY_MIN_AGE_MS,
  });
  const listener = startOutboxListener({ connectionString: config.DATABASE_URL, queue, logger });
  const retention = await startRetentionJob({
    db,
    periods: retentionPeriodsFromEnv(config),
    cron: config.RETENTION_CRON,
    prefix: config.REDIS_PREFIX,
    workerConnection: retentionConnection,
    // Upserting the scheduler at start-up must wait for Redis rather than fail at once.
    queueConnection: retentionConnection,
    emailQueue: queue,
    storage,
    logger,
  });
  const documents = startDocumentScanning({
    db,
    storage,
    scanner: scannerFor(config.uploads),
    prefix: config.REDIS_PREFIX,
    workerConnection: scanConnection,
    queueConnection,
    intervalMs: config.OUTBOX_RELAY_INTERVAL_MS,
    logger,
  });
  const letters = startLetterRendering({
    db,
    storage,
    prefix: config.REDIS_PREFIX,
    workerConnection: letterConnection,
    queueConnection,
    intervalMs: config.OUTBOX_RELAY_INTERVAL_MS,
    logger,
    chromiumPath: config.CHROMIUM_PATH,
  });
  const draftReminders = startDraftReminders({ db, logger });
  const visitReminders = startVisitReminders({
    db,
    prefix: config.REDIS_PREFIX,
    workerConnection: reminderConnection,
    queueConnection,
    logger,
  });
  const staleContentDigest = startStaleContentDigest({
    db,
    admissionsEmail: config.ADMISSIONS_EMAIL,
    prefix: config.REDIS_PREFIX,
    workerConnection: digestConnection,
    // Upserting the scheduler at start-up must wait for Redis rather than fail at once.
    queueConnection: digestConnection,
    logger,
  });
  const replyByDigest = startReplyByDigest({
    db,
    admissionsEmail: config.ADMISSIONS_EMAIL,
    prefix: config.REDIS_PREFIX,
    workerConnection: replyByConnection,
    // Upserting the scheduler at start-up must wait for Redis rather than fail at once.
    queueConnection: replyByConnection,
    logger,
  });
  const sitePublishing = await startSitePublishing({
    db,
    renderer: options.siteRenderer ?? null,
    prefix: config.REDIS_PREFIX,
    workerConnection: siteConnection,
    queueConnection,
    intervalMs: config.OUTBOX_RELAY_INTERVAL_MS,
    logger,
  });

  return {
    worker,
    relayOnce: relay.relayOnce,
    retention,
    documents,
    letters,
    draftReminders,
    replyByDigest,
    visitReminders,
    sitePublishing,
    async close() {
      // Finish the jobs in hand, then let go of every connection. The BullMQ workers close side
      // by side: with Redis down each waits out its grace period, so one after another the
      // shutdown would take one period per queue.
      await listener.stop();
      await relay.stop();
      await Promise.all([
        retention.close(),
        documents.close(),
        letters.close(),
        draftReminders.close(),
        visitReminders.close(),
        sitePublishing.close(),
        staleContentDigest.close(),
        replyByDigest.close(),
        closeWorker(worker, logger),
      ]);
      await queue.close().catch(() => undefined);
      transport.close();
      workerConnection.disconnect();
      queueConnection.disconnect();
      retentionConnection.disconnect();
      scanConnection.disconnect();
      siteConnection.disconnect();
      letterConnection.disconnect();
      digestConnection.disconnect();
      replyByConnection.disconnect();
      reminderConnection.disconnect();
      await db.destroy();
    },
  };
}
