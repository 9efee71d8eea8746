export const GENERIC_AUTH_ERROR = 'An error occurred. Please try again.';

const KNOWN_CODES = new Set(['UNAUTHORIZED', 'FORBIDDEN', 'TOO_MANY_REQUESTS', 'BAD_REQUEST', 'SERVICE_UNAVAILABLE']);

export interface AuthFailure {
  message: string;
  /** The account exists and the password was right, but the address is not confirmed yet. */
  needsConfirmation: boolean;
}

/**
 * The server's own words where it has them (wrong credentials, unconfirmed address, rate
 * limit with the wait, validation); the spec's general message for anything else (section 8).
 */
export function authFailure(error: unknown): AuthFailure {
  const shaped = error as { name?: string; message?: string; data?: { code?: string } | null } | null;
  const code = shaped?.name === 'TRPCClientError' ? shaped.data?.code : undefined;
  const known = code !== undefined && KNOWN_CODES.has(code);
  return {
    message: known && shaped?.message ? shaped.message : GENERIC_AUTH_ERROR,
    needsConfirmation: code === 'FORBIDDEN',
  };
}
