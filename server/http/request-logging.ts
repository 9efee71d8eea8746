import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from '../logger';

declare module 'express-serve-static-core' {
  interface Request {
    id?: string;
    log?: Logger;
  }
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/** A staff calendar feed's path holds its secret token (decision 144): logged without it. */
const CALENDAR_FEED = /^\/calendar\/[^/]*$/;

/** The path as logged: no query string (confirmation links carry tokens there), no feed token. */
export function loggedPath(originalUrl: string): string {
  const path = originalUrl.split('?')[0]!;
  return CALENDAR_FEED.test(path) ? '/calendar/[token].ics' : path;
}

/** Responses a file server answered itself (see servingFiles). */
const fileResponses = new WeakSet<Response>();

/**
 * A middleware that serves files (Vite's modules in `make dev`, express.static in production),
 * whose answers are logged at `debug`: a page loads dozens of them, and at `info` they buried the
 * pages, the API and the failures. A file it cannot serve still logs at `info`, as does anything
 * it passes on.
 */
export function servingFiles(
  serve: (req: Request, res: Response, next: (error?: unknown) => void) => void,
): RequestHandler {
  return (req, res, next) => {
    fileResponses.add(res);
    return serve(req, res, (error?: unknown) => {
      fileResponses.delete(res);
      next(error);
    });
  };
}

/**
 * A request id (the caller's X-Request-Id when sane) on every log line and response.
 * `req.log` (a child logger carrying the id) is built only when something logs through it:
 * most requests log nothing but the one line below, and a pino child per request was a
 * measurable share of a submission's CPU (decision 076).
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = requestId;
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: false,
      get: () => (child ??= logger.child({ requestId })),
    });
    res.setHeader('X-Request-Id', requestId);
    if (!logger.isLevelEnabled('info')) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = fileResponses.has(res) && res.statusCode < 400 ? 'debug' : 'info';
      logger[level](
        {
          requestId,
          method: req.method,
          path: loggedPath(req.originalUrl),
          status: res.statusCode,
          ms: Math.round(ms),
        },
        'request',
      );
    });
    next();
  };
}
