import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';

export interface RateLimiters {
  /** Form submissions per client IP per minute (SUBMIT_LIMIT_PER_MINUTE). */
  submissions: RateLimiterRedis;
  /** Sign-in and sign-up attempts per IP per 15 minutes (SIGNIN_LIMIT_PER_15_MIN). */
  authByIp: RateLimiterRedis;
  /** Sign-in and sign-up attempts per e-mail address per 15 minutes. */
  authByEmail: RateLimiterRedis;
}

interface LimiterOptions {
  redis: Redis;
  prefix: string;
  submitPerMinute: number;
  signinPer15Min: number;
}

export function createRateLimiters({ redis, prefix, submitPerMinute, signinPer15Min }: LimiterOptions): RateLimiters {
  // When Redis is unreachable each limiter falls back to a per-process memory limiter,
  // so a Redis outage neither blocks submissions nor switches the limits off.
  const limiter = (name: string, points: number, duration: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:rl:${name}`,
      points,
      duration,
      insuranceLimiter: new RateLimiterMemory({ points, duration }),
    });
  return {
    submissions: limiter('submit', submitPerMinute, 60),
    authByIp: limiter('auth-ip', signinPer15Min, 15 * 60),
    authByEmail: limiter('auth-email', signinPer15Min, 15 * 60),
  };
}

/** Consumes one point, or throws TOO_MANY_REQUESTS with the wait in words. */
export async function consumeOrThrow(limiter: RateLimiterRedis, key: string, message: (wait: string) => string) {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (isLimitReached(error)) {
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new AppError('TOO_MANY_REQUESTS', message(describeWait(seconds)), seconds);
    }
    throw error;
  }
}

/**
 * The limiter rejects with a RateLimiterRes when the limit is reached, and with an Error when
 * its store fails. Checked by shape: the package's CJS and ESM builds have distinct classes.
 */
function isLimitReached(error: unknown): error is RateLimiterRes {
  return !(error instanceof Error) && typeof (error as RateLimiterRes | null)?.msBeforeNext === 'number';
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
