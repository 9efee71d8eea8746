import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';

export interface RateLimiters {
  /** Form submissions per client IP per minute (SUBMIT_LIMIT_PER_MINUTE). */
  submissions: RateLimiterRedis;
  /** Sign-up, resend, reset and invitation requests per client per 15 minutes (SIGNIN_LIMIT_PER_15_MIN). */
  authByIp: RateLimiterRedis;
  /** Failed sign-in passwords per client per 15 minutes (5 x SIGNIN_LIMIT_PER_15_MIN: an office shares one IP). */
  signInFailuresByIp: RateLimiterRedis;
  /** Failed sign-in passwords per (client, address) pair per 15 minutes (SIGNIN_LIMIT_PER_15_MIN). */
  signInFailuresByPair: RateLimiterRedis;
  /** Failed passwords per address from anywhere: never refuses, it only sets the sign-in delay. */
  signInFailuresByAddress: RateLimiterRedis;
  /** E-mailed link requests (confirmation resend, password reset) per address and kind per hour. */
  emailLinksByAddress: RateLimiterRedis;
  /** The wait before checking a password for an address with this many recent failures. */
  signInDelayMs: (recentFailures: number) => number;
  /** Two-factor and recovery codes per account and per IP (server/auth/auth-two-factor-router.ts). */
  twoFactorByUser: RateLimiterRedis;
  twoFactorByIp: RateLimiterRedis;
  /** Document uploads (server/documents/upload-limits.ts). */
  uploadsByIp: RateLimiterRedis;
  uploadsBySession: RateLimiterRedis;
  uploadsByApplication: RateLimiterRedis;
  /** Staff calendar feed reads per IP per hour (decision 144): calendars poll every few minutes. */
  calendarFeeds: RateLimiterRedis;
}

/** How many documents may be sent: by client IP and by applicant session an hour, to one application a day. */
export interface UploadLimits {
  perIpPerHour: number;
  perSessionPerHour: number;
  perApplicationPerDay: number;
}

/**
 * An applicant sends four documents or fewer, and a few again when one is refused; a school or an
 * agent may send many applicants' from one address (UPLOAD_LIMIT_PER_IP_PER_HOUR). Each upload
 * can cost a second of CPU and a virus scan (docs/decisions/123-upload-limits.md).
 */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  perIpPerHour: 60,
  perSessionPerHour: 20,
  perApplicationPerDay: 30,
};

interface LimiterOptions {
  redis: Redis;
  prefix: string;
  submitPerMinute: number;
  signinPer15Min: number;
  uploads?: Partial<UploadLimits>;
  /** Tests shorten the delay curve; production uses progressiveSignInDelay. */
  signInDelayMs?: (recentFailures: number) => number;
}

/** E-mailed links an address may ask for per hour, per kind. */
export const EMAIL_LINKS_PER_ADDRESS_PER_HOUR = 5;

/**
 * Calendar feed reads per IP an hour. Google and Microsoft fetch every subscribed feed from a few
 * shared addresses, so this allows a whole staff's feeds polled every few minutes, and stops a
 * guesser long before 256-bit tokens could matter.
 */
export const CALENDAR_FEED_READS_PER_IP_PER_HOUR = 600;

/**
 * No delay for the first 5 recent failures of an address, then 250 ms doubling per failure up
 * to 3 s (docs/decisions/061-sign-in-throttling.md). It slows guessing at one address from
 * many machines without ever locking the real person out.
 */
export function progressiveSignInDelay(recentFailures: number): number {
  if (recentFailures < 5) return 0;
  return Math.min(3_000, 250 * 2 ** (recentFailures - 5));
}

export function createRateLimiters({
  redis,
  prefix,
  submitPerMinute,
  signinPer15Min,
  uploads: uploadLimits,
  signInDelayMs,
}: LimiterOptions): RateLimiters {
  const uploads = { ...DEFAULT_UPLOAD_LIMITS, ...uploadLimits };
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
    signInFailuresByIp: limiter('signin-fail-ip', signinPer15Min * 5, 15 * 60),
    signInFailuresByPair: limiter('signin-fail-pair', signinPer15Min, 15 * 60),
    signInFailuresByAddress: limiter('signin-fail-address', 1_000_000, 15 * 60),
    emailLinksByAddress: limiter('email-links', EMAIL_LINKS_PER_ADDRESS_PER_HOUR, 60 * 60),
    signInDelayMs: signInDelayMs ?? progressiveSignInDelay,
    // A guess has 3 in a million chances (one step either side): 10 per account per 15 minutes.
    twoFactorByUser: limiter('2fa-user', 10, 15 * 60),
    twoFactorByIp: limiter('2fa-ip', 30, 15 * 60),
    uploadsByIp: limiter('upload-ip', uploads.perIpPerHour, 60 * 60),
    uploadsBySession: limiter('upload-session', uploads.perSessionPerHour, 60 * 60),
    uploadsByApplication: limiter('upload-application', uploads.perApplicationPerDay, 24 * 60 * 60),
    calendarFeeds: limiter('calendar-feed', CALENDAR_FEED_READS_PER_IP_PER_HOUR, 60 * 60),
  };
}

/** Consumes one point, or throws TOO_MANY_REQUESTS with the wait in words. */
export async function consumeOrThrow(limiter: RateLimiterRedis, key: string, message: (wait: string) => string) {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (isLimitReached(error)) throw tooManyRequests(error.msBeforeNext, message);
    throw error;
  }
}

export function tooManyRequests(msBeforeNext: number, message: (wait: string) => string): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('TOO_MANY_REQUESTS', message(describeWait(seconds)), seconds);
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
  if (minutes <= 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`; // two or more
}
