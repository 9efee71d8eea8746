import { clientRateKey } from './client-key';
import { consumeOrThrow, type RateLimiters } from './rate-limiters';
import { tooManyAttempts } from './sign-in-throttle';

/** One sign-up, resend, reset or invitation request from this client (IP, or IPv6 /64). */
export function limitAuthRequest(limiters: RateLimiters, ip: string): Promise<void> {
  return consumeOrThrow(limiters.authByIp, clientRateKey(ip), tooManyAttempts);
}

/** One e-mailed link of this kind to this (normalised) address; each kind has its own allowance. */
export function limitEmailLink(
  limiters: RateLimiters,
  kind: 'confirmation' | 'reset' | 'applicant',
  address: string,
): Promise<void> {
  return consumeOrThrow(limiters.emailLinksByAddress, `${kind}|${address}`, tooManyAttempts);
}
