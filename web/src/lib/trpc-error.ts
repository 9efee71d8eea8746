/** Sign-in, sign-up and the staff pages when the server gave no words of its own (docs/spec.md §8). */
export const GENERIC_ACCOUNT_ERROR = 'An error occurred. Please try again.';

/**
 * A failed call's tRPC code ('BAD_REQUEST', 'UNAUTHORIZED', ...), or undefined when the server's
 * error handling never answered (a network failure, a proxy's error page, a bug in the client).
 */
export function trpcErrorCode(error: unknown): string | undefined {
  const shaped = error as { name?: string; data?: { code?: string } | null } | null;
  return shaped?.name === 'TRPCClientError' ? (shaped.data?.code ?? undefined) : undefined;
}

/**
 * The one place a failed call becomes a message: the server's own words when it refused on
 * purpose (validation, rate limit with the wait, wrong code, not allowed), the caller's fallback
 * for anything else. The server replaces an internal error's message with the generic text, so
 * its words are safe to show; a network failure has none.
 */
export function errorMessage(error: unknown, fallback: string = GENERIC_ACCOUNT_ERROR): string {
  const code = trpcErrorCode(error);
  const message = (error as { message?: unknown } | null)?.message;
  return code && code !== 'INTERNAL_SERVER_ERROR' && typeof message === 'string' && message ? message : fallback;
}

/** True when the server says the session is gone (signed out elsewhere, expired, password changed). */
export function isSessionLoss(error: unknown): boolean {
  return trpcErrorCode(error) === 'UNAUTHORIZED';
}
