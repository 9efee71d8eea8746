import { describe, expect, it } from 'vitest';
import { CHECK_THE_FORM, GENERIC_ERROR } from '@domain/messages';
import { firstFieldError, submissionErrorMessage } from './submission-feedback';

function trpcError(code: string, message: string) {
  return Object.assign(new Error(message), { name: 'TRPCClientError', data: { code } });
}

describe('firstFieldError', () => {
  it('picks the first failing field in form order, not in the order errors arrived', () => {
    const errors = {
      message: { type: 'too_small', message: 'Message is required' },
      lastName: { type: 'too_small', message: 'Last name is required' },
    };
    expect(firstFieldError(errors, ['firstName', 'lastName', 'email', 'message'], CHECK_THE_FORM)).toBe(
      'Last name is required',
    );
  });

  it('says to check the form when no field has a message (never a blank toast)', () => {
    expect(firstFieldError({}, ['firstName'], CHECK_THE_FORM)).toBe(CHECK_THE_FORM);
  });
});

describe('submissionErrorMessage', () => {
  it("shows the server's words for the rate limit and a refused field", () => {
    expect(submissionErrorMessage(trpcError('TOO_MANY_REQUESTS', 'Please wait a minute.'), GENERIC_ERROR)).toBe(
      'Please wait a minute.',
    );
    expect(submissionErrorMessage(trpcError('BAD_REQUEST', 'Invalid email address'), GENERIC_ERROR)).toBe(
      'Invalid email address',
    );
  });

  it("shows the spec's general message for anything else, network failures included", () => {
    expect(submissionErrorMessage(trpcError('INTERNAL_SERVER_ERROR', 'boom'), GENERIC_ERROR)).toBe(GENERIC_ERROR);
    expect(submissionErrorMessage(new TypeError('Failed to fetch'), GENERIC_ERROR)).toBe(GENERIC_ERROR);
    expect(submissionErrorMessage(undefined, GENERIC_ERROR)).toBe(GENERIC_ERROR);
  });
});
