import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import {
  queueSiteRelease,
  seedSiteContent,
  SITE_RELEASE_QUEUE_NAME,
  siteReleaseJobs,
} from '../../core/content/site-releases';
import { errorSummary } from '../../core/errors/error-summary';
import type { Db } from '../../db/client';
import { CONTENT_KINDS } from '../../domain/site-content';
import { closeWorker } from '../close-worker';
import type { Logger } from '../logger';
import { jobProcessor } from '../stray-errors';
import { renderRelease, type RenderOutcome } from './render-release';
import type { SiteRenderer } from './site-renderer';

export interface SitePublishingOptions {
  db: Db;
  /** Null when the worker runs without a build: nothing is seeded or rendered then. */
  renderer: SiteRenderer | null;
  prefix: string;
  workerConnection: Redis;
  queueConnection: Redis;
  intervalMs: number;
  logger: Logger;
}

/**
 * Publishing's half in the worker (decision 129): seeds the published content from the build
 * the first time, queues a full regeneration when the build changed since the pages went live,
 * renders each pending release (one at a time) and swaps its pages in, and on a timer re-enqueues
 * the releases still pending (an enqueue lost to a Redis outage, a worker stopped mid-render).
 */
export async function startSitePublishing(options: SitePublishingOptions) {
  const { db, renderer, logger } = options;
  if (renderer) await prepare(db, renderer, logger);

  const worker = renderer
    ? new Worker<{ releaseId: string }, RenderOutcome>(
        SITE_RELEASE_QUEUE_NAME,
        jobProcessor(SITE_RELEASE_QUEUE_NAME, async (job: Job<{ releaseId: string }>) => {
          const started = performance.now();
          try {
            const outcome = await renderRelease(db, renderer, job.data.releaseId);
            logger.info(
              { releaseId: job.data.releaseId, ...outcome, ms: Math.round(performance.now() - started) },
              'site release rendered',
            );
            return outcome;
          } catch (error) {
            await db
              .updateTable('site_releases')
              .set({ last_error: errorSummary(error).message })
              .where('id', '=', job.data.releaseId)
              .execute()
              .catch(() => undefined);
            throw error;
          }
        }),
        { connection: options.workerConnection, prefix: options.prefix, concurrency: 1 },
      )
    : null;
  worker?.on('error', (error) => logger.warn({ err: error }, 'site release worker error'));
  worker?.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, err: error }, 'site release job failed'),
  );
  const queue = new Queue(SITE_RELEASE_QUEUE_NAME, { connection: options.queueConnection, prefix: options.prefix });
  queue.on('error', (error) => logger.debug({ err: error }, 'site release queue error'));

  async function relayOnce(): Promise<number> {
    if (!renderer) return 0;
    const pending = await db
      .selectFrom('site_releases')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .limit(100)
      .execute();
    for (const { id } of pending) {
      const job = await queue.getJob(id);
      if (job && (await job.isFailed())) await job.retry('failed');
    }
    if (pending.length > 0) await queue.addBulk(siteReleaseJobs(pending.map((row) => row.id)));
    return pending.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = relayOnce()
        .catch((error: unknown) => logger.warn({ err: error }, 'site release relay could not run; will retry'))
        .finally(schedule);
    }, options.intervalMs);
  };
  // At once, then on the timer: a release published while the worker was down waits no longer.
  running = relayOnce()
    .catch((error: unknown) => logger.warn({ err: error }, 'site release relay could not run; will retry'))
    .finally(schedule);

  return {
    queue,
    relayOnce,
    async close() {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (worker) await closeWorker(worker, logger);
      await queue.close().catch(() => undefined);
    },
  };
}

/** Seeds the first versions from the build's content, and regenerates everything after a new build. */
async function prepare(db: Db, renderer: SiteRenderer, logger: Logger): Promise<void> {
  const seeded = await seedSiteContent(db, renderer.defaultSiteContent());
  if (seeded.length > 0) logger.info({ kinds: seeded }, 'seeded the published content from the build');
  const { rows } = await sql<{ published: boolean; current: boolean; pending: boolean }>`
    select exists (select from content_versions where version > 1) as published,
           exists (select from site_releases where status = 'live' and build_id = ${renderer.buildId}) as current,
           exists (select from site_releases where status = 'pending') as pending
  `.execute(db);
  const state = rows[0];
  // Pages rendered for an older build name its scripts; a new build regenerates them all once.
  if (state?.published && !state.current && !state.pending) {
    await db.transaction().execute((trx) => queueSiteRelease(trx, CONTENT_KINDS));
    logger.info('a new build: the published content is regenerated against it');
  }
}
