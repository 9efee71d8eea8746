import { AppError } from '../errors/app-error';
import { clientRateKey } from './client-key';
import { consumeOrThrow, type RateLimiters } from './rate-limiters';

export const tooManyAttempts = (wait: string) => `Too many attempts. Please wait ${wait} and try again.`;

/**
 * Runs one sign-in under the throttle of docs/decisions/061-sign-in-throttling.md:
 * - only failed passwords count, by client (IP, or its IPv6 /64) and by (client, address);
 *   either one past its limit refuses the client, never the address for everyone;
 * - each attempt takes its point on both (atomically, in Redis) before the password is hashed,
 *   so a parallel burst gets no more checks than the limit; a right password or a busy server
 *   gives the point back;
 * - failures for one address from anywhere only add a growing delay before the check;
 * - a correct password clears the pair's and the address's failures.
 * `attempt` throws UNAUTHORIZED for a wrong password and FORBIDDEN for a right one on an
 * unconfirmed account; other errors (a busy server) count neither way.
 */
export async function throttledSignIn<T>(
  limiters: RateLimiters,
  ip: string,
  address: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const client = clientRateKey(ip);
  const pair = `${client}|${address}`;
  await consumeOrThrow(limiters.signInFailuresByIp, client, tooManyAttempts);
  try {
    await consumeOrThrow(limiters.signInFailuresByPair, pair, tooManyAttempts);
  } catch (error) {
    await limiters.signInFailuresByIp.reward(client, 1);
    throw error;
  }
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
      await Promise.all([
        limiters.signInFailuresByIp.reward(client, 1),
        limiters.signInFailuresByPair.delete(pair),
        limiters.signInFailuresByAddress.delete(address),
      ]);
    } else if (outcome === 'wrong') {
      await limiters.signInFailuresByAddress.penalty(address);
    } else {
      await Promise.all([limiters.signInFailuresByIp.reward(client, 1), limiters.signInFailuresByPair.reward(pair, 1)]);
    }
  }
}
