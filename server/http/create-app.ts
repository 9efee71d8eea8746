import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { TRPC_MAX_BATCH_SIZE } from '../../domain/api-limits';
import { GENERIC_ERROR } from '../../domain/messages';
import { requireSameOrigin } from '../security/origin-check';
import type { AppServices } from '../trpc/context';
import { createContext } from '../trpc/context';
import { appRouter } from '../routers/app-router';
import { mountQueueBoard } from './admin-queue-board';
import { mountDocumentUpload } from '../documents/document-upload';
import { mountCsvExport } from './csv-export';
import { mountDocumentDownload } from './document-download';
import { mountLetterDownloads } from '../letters/letter-download';
import { mountGuardianLetterDownload } from '../acceptances/guardian-letter-download';
import { mountSubjectArchiveDownload } from './subject-archive-download';
import { healthCheck } from './health';
import { requestLogging } from './request-logging';
import { securityHeaders } from './security-headers';
import { serveBuiltWeb, withRetentionPeriods } from './serve-web';
import { builtSiteId, watchReleasedPages } from './released-pages';
import { mountNewsImages } from '../content/news-images';
import { mountCalendarFeed } from '../visits/calendar-feed-route';
import { serveViteDevWeb } from './vite-dev-web';

/** A form is a few kilobytes; anything past this is refused with 413 before parsing. */
const BODY_LIMIT = '100kb';

export interface AppOptions {
  services: AppServices;
  /** The Redis connection to report on in /healthz. */
  redis: Redis;
  /** Extra routes mounted before the web app (Bull Board, for example). */
  mountExtras?: (app: Express) => void | Promise<void>;
}

export async function createApp({ services, redis, mountExtras }: AppOptions): Promise<Express> {
  const { config, logger } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(requestLogging(logger));
  app.use(securityHeaders({ hsts: config.HSTS ?? config.secureCookies, devServer: config.SERVE_WEB === 'vite' }));
  // Mutations answer a few hundred bytes of JSON, below compression's 1 KB threshold, yet
  // compression() still wraps every response; only GET/HEAD answers (pages, lists, CSV) gain.
  const compress = compression();
  app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? compress(req, res, next) : next()));

  app.get('/healthz', healthCheck(services.db, redis));

  app.use(
    '/trpc',
    noStore,
    requireSameOrigin(config.appOrigin),
    express.json({ limit: BODY_LIMIT }),
    createExpressMiddleware({
      router: appRouter,
      createContext: (opts) => createContext(services, opts),
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      // The one log line of an internal error, wherever it arose (context, middleware, resolver);
      // the caller sees only GENERIC_ERROR (server/trpc/init.ts).
      onError: ({ error, path: procedure, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          (req.log ?? logger).error({ err: error.cause ?? error, procedure }, 'procedure failed');
      },
    }),
  );

  mountQueueBoard(app, services);
  mountCsvExport(app, services);
  mountDocumentDownload(app, services);
  mountLetterDownloads(app, services);
  mountGuardianLetterDownload(app, services);
  mountSubjectArchiveDownload(app, services);
  mountDocumentUpload(app, services);
  mountNewsImages(app, services);
  mountCalendarFeed(app, services);
  await mountExtras?.(app);

  if (config.SERVE_WEB === 'dist') {
    const distDir = path.resolve(process.cwd(), 'dist');
    const released = watchReleasedPages(services.db, builtSiteId(distDir), logger, (html) =>
      withRetentionPeriods(html, config.retention),
    );
    serveBuiltWeb(app, path.join(distDir, 'web'), config.retention, released);
  } else if (config.SERVE_WEB === 'vite') {
    await serveViteDevWeb(app, config.retention, services.db);
  }

  app.use(jsonErrors);
  return app;
}

/**
 * Every API answer may carry personal data (or a session's state): none is stored by the
 * browser or a proxy. The few public answers (a submission's "ok") lose nothing by it.
 */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Body-parser and other HTTP-level errors as JSON with their own status, never a 500 page. */
const jsonErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
  const message =
    status === 413
      ? 'The request is too large.'
      : status === 400
        ? 'The request could not be read.'
        : status < 500
          ? String(error.message ?? 'Request refused.')
          : GENERIC_ERROR;
  if (status >= 500) req.log?.error({ err: error }, 'unhandled error');
  res.status(status).json({ error: { message } });
};
