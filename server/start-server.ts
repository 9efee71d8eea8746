import type { Server } from 'node:http';
import type { Express } from 'express';
import { Redis } from 'ioredis';
import { createDb } from '../db/client';
import { APPLICATION_ROLE } from '../db/application-role';
import type { ServerConfig } from './config/env';
import { createApp } from './http/create-app';
import { createLogger, type Logger } from './logger';
import { storageFor } from '../core/documents/upload-settings';
import {
  createDocumentScanQueue,
  createEmailQueue,
  createLetterQueue,
  createSiteReleaseQueue,
} from './outbox/email-queue';
import { createVisitReminderQueue } from './visits/visit-reminder-queue';
import { createRateLimiters, type UploadLimits } from './security/rate-limiters';
import type { AppServices } from './trpc/context';

const REDIS_START_WAIT_MS = 3_000;

function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.once('ready', onReady);
  });
}

export interface RunningServer {
  url: string;
  services: AppServices;
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  mountExtras?: (app: Express, services: AppServices) => void | Promise<void>;
  /** Tests that record the delay curve replace it (default: progressive, or none with TIMING_DEFENCES=off). */
  signInDelayMs?: (recentFailures: number) => number;
  /** Tests that send many documents from one session or to one application raise those limits. */
  uploadLimits?: Partial<UploadLimits>;
}

/** Builds the services, the app, and listens on PORT (0 = any free port). */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const db = createDb({
    connectionString: config.DATABASE_URL,
    actAs: APPLICATION_ROLE,
    max: config.DB_POOL_MAX,
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
  });
  // Requests must never hang on Redis: fail fast, and let the outbox carry the e-mails.
  const redis = new Redis(config.REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  redis.on('error', (error) => logger.debug({ err: error }, 'redis connection error'));
  // Give Redis a moment so the first requests meet the shared rate limits, but start anyway
  // if it is down: submissions still work and the outbox carries their e-mails.
  if (!(await redisReady(redis, REDIS_START_WAIT_MS))) logger.warn('Redis is not reachable yet; starting without it');

  const services: AppServices = {
    config,
    db,
    logger,
    emailQueue: createEmailQueue(redis, config.REDIS_PREFIX, logger),
    storage: storageFor(config.uploads.storage),
    letterQueue: createLetterQueue(redis, config.REDIS_PREFIX, logger),
    siteReleaseQueue: createSiteReleaseQueue(redis, config.REDIS_PREFIX, logger),
    visitReminders: createVisitReminderQueue(redis, config.REDIS_PREFIX, logger),
    scanQueue: config.uploads.clamavUrl ? createDocumentScanQueue(db, redis, config.REDIS_PREFIX, logger) : null,
    limiters: createRateLimiters({
      redis,
      prefix: config.REDIS_PREFIX,
      submitPerMinute: config.SUBMIT_LIMIT_PER_MINUTE,
      signinPer15Min: config.SIGNIN_LIMIT_PER_15_MIN,
      uploads: { perIpPerHour: config.UPLOAD_LIMIT_PER_IP_PER_HOUR, ...options.uploadLimits },
      signInDelayMs: options.signInDelayMs ?? (config.timingDefences ? undefined : () => 0),
    }),
  };

  const app = await createApp({
    services,
    redis,
    mountExtras: options.mountExtras && ((expressApp) => options.mountExtras!(expressApp, services)),
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.PORT, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;

  return {
    url: `http://127.0.0.1:${port}`,
    services,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await services.emailQueue.close().catch(() => undefined);
      await services.scanQueue?.close().catch(() => undefined);
      await services.letterQueue.close().catch(() => undefined);
      await services.siteReleaseQueue?.close().catch(() => undefined);
      await services.visitReminders?.close().catch(() => undefined);
      redis.disconnect();
      await db.destroy();
    },
  };
}
