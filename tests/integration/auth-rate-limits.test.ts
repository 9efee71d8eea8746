import { TRPCError } from '@trpc/server';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRateLimiters } from '../../server/security/rate-limiters';
import { testDb, uniqueRedisPrefix } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';
import { callerFor, testLimiters } from '../support/trpc-caller';
import { createStaff, TEST_PASSWORD } from '../support/factories';

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

const redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: 1 });
afterAll(() => redis.disconnect());

/** Limiters with the given per-15-minute limit whose delay curve is recorded, not slept through. */
function recordingLimiters(signinPer15Min: number) {
  const delays: number[] = [];
  const limiters = createRateLimiters({
    redis,
    prefix: uniqueRedisPrefix('throttle'),
    submitPerMinute: 1_000,
    signinPer15Min,
    signInDelayMs: (failures) => {
      delays.push(failures);
      return 0;
    },
  });
  return { limiters, delays };
}

describe('sign-in throttling', () => {
  it('limits failed passwords per (IP, address) pair, saying how long to wait, and leaves other machines alone', async () => {
    const { limiters } = recordingLimiters(3);
    const user = await createStaff(db);
    const ip = '198.51.100.20';
    for (let i = 0; i < 3; i += 1) {
      const error = await errorOf(
        callerFor({ db, limiters, ip }).caller.auth.signIn({ email: user.email, password: 'wrong password' }),
      );
      expect(error?.code).toBe('UNAUTHORIZED');
    }
    const { caller, res } = callerFor({ db, limiters, ip });
    const limited = await errorOf(caller.auth.signIn({ email: user.email, password: TEST_PASSWORD }));
    expect(limited?.code).toBe('TOO_MANY_REQUESTS');
    expect(limited?.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

    // The real person on another machine signs in.
    await expect(
      callerFor({ db, limiters, ip: '198.51.100.21' }).caller.auth.signIn({
        email: user.email,
        password: TEST_PASSWORD,
      }),
    ).resolves.toMatchObject({ email: user.email });
  });

  it('limits failed passwords per IP across addresses, counting an IPv6 /64 as one client', async () => {
    const { limiters } = recordingLimiters(1); // 5 failures per client
    for (let i = 0; i < 5; i += 1) {
      const ip = `2001:db8:1:2::${i + 1}`;
      const error = await errorOf(
        callerFor({ db, limiters, ip }).caller.auth.signIn({ email: uniqueEmail(), password: 'whatever1' }),
      );
      expect(error?.code).toBe('UNAUTHORIZED');
    }
    const limited = await errorOf(
      callerFor({ db, limiters, ip: '2001:db8:1:2:ffff::9' }).caller.auth.signIn({
        email: uniqueEmail(),
        password: 'whatever1',
      }),
    );
    expect(limited?.code).toBe('TOO_MANY_REQUESTS');
    const otherNetwork = await errorOf(
      callerFor({ db, limiters, ip: '2001:db8:1:3::1' }).caller.auth.signIn({
        email: uniqueEmail(),
        password: 'whatever1',
      }),
    );
    expect(otherNetwork?.code).toBe('UNAUTHORIZED');
  });

  it('regression: a stranger failing many times for an address from other IPs does not lock the real user out; it only slows the address', async () => {
    const { limiters, delays } = recordingLimiters(3);
    const user = await createStaff(db);
    for (let machine = 0; machine < 6; machine += 1) {
      for (let i = 0; i < 3; i += 1) {
        const error = await errorOf(
          callerFor({ db, limiters, ip: `192.0.2.${machine + 1}` }).caller.auth.signIn({
            email: user.email,
            password: `guess ${machine}-${i}`,
          }),
        );
        expect(error?.code).toBe('UNAUTHORIZED');
      }
    }
    // Each attempt was delayed according to the failures so far for the address, from anywhere.
    expect(delays).toEqual(Array.from({ length: 18 }, (_, i) => i));

    const real = callerFor({ db, limiters, ip: '203.0.113.50' });
    await expect(real.caller.auth.signIn({ email: user.email, password: TEST_PASSWORD })).resolves.toMatchObject({
      email: user.email,
    });
    expect(delays.at(-1)).toBe(18);
    // Success clears the address's failures: the next attempt has no delay to pay.
    const typo = await errorOf(
      callerFor({ db, limiters, ip: '203.0.113.50' }).caller.auth.signIn({
        email: user.email,
        password: 'a typo here',
      }),
    );
    expect(typo?.code).toBe('UNAUTHORIZED');
    expect(delays.at(-1)).toBe(0);
  });

  it('regression: a parallel burst of wrong passwords gets at most the limit of password checks', async () => {
    const { limiters } = recordingLimiters(3);
    const user = await createStaff(db);
    // 30 stays under the argon2 queue's cap (4 running + 32 waiting), so none is refused as "busy".
    const burst = Array.from({ length: 30 }, (_, i) =>
      errorOf(
        callerFor({ db, limiters, ip: '198.51.100.40' }).caller.auth.signIn({
          email: user.email,
          password: `burst guess ${i}`,
        }),
      ),
    );
    const codes = (await Promise.all(burst)).map((error) => error?.code);
    expect(codes.filter((code) => code === 'UNAUTHORIZED')).toHaveLength(3);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(27);
  });

  it('counts only failed passwords: successful sign-ins never use the allowance up', async () => {
    const { limiters } = recordingLimiters(2);
    const user = await createStaff(db);
    for (let i = 0; i < 5; i += 1) {
      await callerFor({ db, limiters, ip: '198.51.100.30' }).caller.auth.signIn({
        email: user.email,
        password: TEST_PASSWORD,
      });
    }
    // A success resets the pair: fail, succeed, fail, fail is still allowed with a limit of 2.
    const caller = () => callerFor({ db, limiters, ip: '198.51.100.30' }).caller;
    expect((await errorOf(caller().auth.signIn({ email: user.email, password: 'wrong 1' })))?.code).toBe(
      'UNAUTHORIZED',
    );
    await caller().auth.signIn({ email: user.email, password: TEST_PASSWORD });
    expect((await errorOf(caller().auth.signIn({ email: user.email, password: 'wrong 2' })))?.code).toBe(
      'UNAUTHORIZED',
    );
    expect((await errorOf(caller().auth.signIn({ email: user.email, password: 'wrong 3' })))?.code).toBe(
      'UNAUTHORIZED',
    );
    expect((await errorOf(caller().auth.signIn({ email: user.email, password: TEST_PASSWORD })))?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('other auth limits', () => {
  it('limit sign-ups per IP', async () => {
    const limiters = testLimiters(2);
    const caller = () => callerFor({ db, limiters, ip: '198.51.100.40' }).caller;
    await caller().auth.signUp({ email: uniqueEmail(), password: 'whatever1' });
    await caller().auth.signUp({ email: uniqueEmail(), password: 'whatever1' });
    expect((await errorOf(caller().auth.signUp({ email: uniqueEmail(), password: 'whatever1' })))?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('give resend its own per-address limit, which sign-in never touches', async () => {
    const limiters = testLimiters(1_000);
    const email = uniqueEmail('resend');
    const caller = (n: number) => callerFor({ db, limiters, ip: `192.0.2.${150 + n}` }).caller;
    for (let i = 0; i < 5; i += 1) await caller(i).auth.resendConfirmation({ email });
    expect((await errorOf(caller(9).auth.resendConfirmation({ email })))?.code).toBe('TOO_MANY_REQUESTS');
    // The password reset allowance of the same address is separate.
    await expect(caller(10).account.requestPasswordReset({ email })).resolves.toEqual({ ok: true });
  });
});
