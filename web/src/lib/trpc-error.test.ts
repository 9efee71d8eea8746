import { describe, expect, it } from 'vitest';
import { errorMessage, GENERIC_ACCOUNT_ERROR, isSessionLoss } from './trpc-error';

function trpcError(code: string, message: string) {
  return Object.assign(new Error(message), { name: 'TRPCClientError', data: { code } });
}

describe('errorMessage', () => {
  it("shows the server's words for a refusal it explained", () => {
    expect(errorMessage(trpcError('TOO_MANY_REQUESTS', 'Please wait a minute.'), 'fallback')).toBe(
      'Please wait a minute.',
    );
    expect(errorMessage(trpcError('BAD_REQUEST', 'Invalid email address'), 'fallback')).toBe('Invalid email address');
    expect(errorMessage(trpcError('CONFLICT', 'The application already has that status.'))).toBe(
      'The application already has that status.',
    );
  });

  it('shows the fallback for an internal error, a network failure or anything that is not a tRPC error', () => {
    expect(errorMessage(trpcError('INTERNAL_SERVER_ERROR', 'boom'), 'fallback')).toBe('fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorMessage(Object.assign(new Error('<html>'), { name: 'TRPCClientError', data: null }), 'fallback')).toBe(
      'fallback',
    );
    expect(errorMessage(undefined)).toBe(GENERIC_ACCOUNT_ERROR);
  });
});

describe('isSessionLoss', () => {
  it('is true only for UNAUTHORIZED', () => {
    expect(isSessionLoss(trpcError('UNAUTHORIZED', 'Please sign in.'))).toBe(true);
    expect(isSessionLoss(trpcError('FORBIDDEN', 'No access.'))).toBe(false);
    expect(isSessionLoss(new Error('Failed to fetch'))).toBe(false);
  });
});
