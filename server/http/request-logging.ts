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
      // The path only: query strings can carry tokens (confirmation links).
      const level = fileResponses.has(res) && res.statusCode < 400 ? 'debug' : 'info';
      logger[level](
        {
          requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Math.round(ms),
        },
        'request',
      );
    });
    next();
  };
}
