import { errorMessage, trpcErrorCode } from '@/lib/trpc-error';

export interface AuthFailure {
  message: string;
  /** The account exists and the password was right, but the address is not confirmed yet. */
  needsConfirmation: boolean;
}

/**
 * The server's own words where it has them (wrong credentials, unconfirmed address, rate
 * limit with the wait, validation); the spec's general message for anything else (docs/spec.md §8).
 */
export function authFailure(error: unknown): AuthFailure {
  return { message: errorMessage(error), needsConfirmation: trpcErrorCode(error) === 'FORBIDDEN' };
}
