import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { testDb, uniqueEmail } from '../support/test-db';
import { callerFor, createTestUser, testLimiters, TEST_PASSWORD } from './auth-fixtures';

const db = testDb();

async function errorOf(call: Promise<unknown>): Promise<TRPCError | null> {
  try {
    await call;
    return null;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
}

describe('sign-in and sign-up rate limits', () => {
  it('limit attempts per IP across addresses, saying how long to wait', async () => {
    const limiters = testLimiters(3);
    const ip = '198.51.100.20';
    for (let i = 0; i < 3; i += 1) {
      const error = await errorOf(callerFor({ db, limiters, ip }).caller.auth.signIn({ email: uniqueEmail(), password: 'whatever1' }));
      expect(error?.code).toBe('UNAUTHORIZED');
    }
    const { caller, res } = callerFor({ db, limiters, ip });
    const limited = await errorOf(caller.auth.signUp({ email: uniqueEmail(), password: 'whatever1' }));
    expect(limited?.code).toBe('TOO_MANY_REQUESTS');
    expect(limited?.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

    // Another machine is not affected.
    const other = await errorOf(callerFor({ db, limiters, ip: '198.51.100.21' }).caller.auth.signIn({ email: uniqueEmail(), password: 'whatever1' }));
    expect(other?.code).toBe('UNAUTHORIZED');
  });

  it('limit attempts per address across IPs, even with the right password', async () => {
    const limiters = testLimiters(3);
    const user = await createTestUser(db);
    for (let i = 0; i < 3; i += 1) {
      const error = await errorOf(
        callerFor({ db, limiters, ip: `192.0.2.${i + 1}` }).caller.auth.signIn({ email: user.email, password: 'wrong password' }),
      );
      expect(error?.code).toBe('UNAUTHORIZED');
    }
    const limited = await errorOf(
      callerFor({ db, limiters, ip: '192.0.2.99' }).caller.auth.signIn({ email: user.email.toUpperCase(), password: TEST_PASSWORD }),
    );
    expect(limited?.code).toBe('TOO_MANY_REQUESTS');
    expect(limited?.message).toContain('Please wait');
  });

  it('limit resend requests too', async () => {
    const limiters = testLimiters(2);
    const email = uniqueEmail('resend');
    const caller = () => callerFor({ db, limiters, ip: '192.0.2.150' }).caller;
    await caller().auth.resendConfirmation({ email });
    await caller().auth.resendConfirmation({ email });
    expect((await errorOf(caller().auth.resendConfirmation({ email })))?.code).toBe('TOO_MANY_REQUESTS');
  });
});
