import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger';

declare module 'express-serve-static-core' {
  interface Request {
    id?: string;
    log?: Logger;
  }
}

const REQUEST_ID = /^[\w-]{8,64}$/;

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
      logger.info({ requestId, method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms) }, 'request');
    });
    next();
  };
}
