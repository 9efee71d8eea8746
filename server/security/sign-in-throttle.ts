import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';
import { clientRateKey } from './client-key';
import { tooManyRequests, type RateLimiters } from './rate-limiters';

export const tooManyAttempts = (wait: string) => `Too many attempts. Please wait ${wait} and try again.`;

/**
 * Runs one sign-in under the throttle of docs/decisions/061-sign-in-throttling.md:
 * - only failed passwords count, by client (IP, or its IPv6 /64) and by (client, address);
 *   either one past its limit refuses the client, never the address for everyone;
 * - failures for one address from anywhere only add a growing delay before the check;
 * - a correct password clears the pair's and the address's failures.
 * `attempt` throws UNAUTHORIZED for a wrong password and FORBIDDEN for a right one on an
 * unconfirmed account; other errors (a busy server) count neither way.
 */
export async function throttledSignIn<T>(limiters: RateLimiters, ip: string, address: string, attempt: () => Promise<T>): Promise<T> {
  const client = clientRateKey(ip);
  const pair = `${client}|${address}`;
  await refuseWhenSpent(limiters.signInFailuresByIp, client);
  await refuseWhenSpent(limiters.signInFailuresByPair, pair);
  const recent = (await limiters.signInFailuresByAddress.get(address))?.consumedPoints ?? 0;
  const delay = limiters.signInDelayMs(recent);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

  let outcome: 'right' | 'wrong' | 'unknown' = 'right';
  try {
    return await attempt();
  } catch (error) {
    const code = error instanceof AppError ? error.code : undefined;
    outcome = code === 'UNAUTHORIZED' ? 'wrong' : code === 'FORBIDDEN' ? 'right' : 'unknown';
    throw error;
  } finally {
    if (outcome === 'right') {
      await Promise.all([limiters.signInFailuresByPair.delete(pair), limiters.signInFailuresByAddress.delete(address)]);
    } else if (outcome === 'wrong') {
      await Promise.all([
        limiters.signInFailuresByIp.penalty(client),
        limiters.signInFailuresByPair.penalty(pair),
        limiters.signInFailuresByAddress.penalty(address),
      ]);
    }
  }
}

async function refuseWhenSpent(limiter: RateLimiterRedis, key: string): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.consumedPoints >= limiter.points) throw tooManyRequests(state.msBeforeNext, tooManyAttempts);
}
