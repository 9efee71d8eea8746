import { clientRateKey } from '../security/client-key';
import { consumeOrThrow, type RateLimiters } from '../security/rate-limiters';
import { tooManyAttempts } from '../security/sign-in-throttle';

/**
 * One upload from this client (IP, or IPv6 /64) and this applicant session, counted before the
 * body is read, whatever becomes of it: a refused file cost the server as much as a stored one.
 * The client first, so a session past its own limit still counts against its address.
 */
export async function limitUploadsFrom(limiters: RateLimiters, ip: string, sessionId: string): Promise<void> {
  await consumeOrThrow(limiters.uploadsByIp, clientRateKey(ip), tooManyAttempts);
  await consumeOrThrow(limiters.uploadsBySession, sessionId, tooManyAttempts);
}

/** One upload to this application, however many sessions and addresses its files come from. */
export function limitUploadsTo(limiters: RateLimiters, applicationId: string): Promise<void> {
  return consumeOrThrow(limiters.uploadsByApplication, applicationId, tooManyAttempts);
}
