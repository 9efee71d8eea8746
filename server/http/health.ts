import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../../db/client';

const CHECK_TIMEOUT_MS = 2_000;

async function reachable(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** GET /healthz: 200 when PostgreSQL and Redis both answer, 503 otherwise. */
export function healthCheck(db: Db, redis: Redis) {
  return async (_req: Request, res: Response) => {
    const [postgres, redisOk] = await Promise.all([
      reachable(() => sql`select 1`.execute(db)),
      reachable(() => redis.ping()),
    ]);
    const ok = postgres && redisOk;
    res.setHeader('Cache-Control', 'no-store');
    res.status(ok ? 200 : 503).json({
      status: ok ? 'ok' : 'degraded',
      postgres: postgres ? 'up' : 'down',
      redis: redisOk ? 'up' : 'down',
    });
  };
}
