import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { hashing, MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES } from '../../server/auth/password-hasher';
import { testDb } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';
import { callerFor } from '../support/trpc-caller';

const db = testDb();

describe('argon2 capacity', () => {
  it('answers SERVICE_UNAVAILABLE (503) with Retry-After, never a 500, while the hashing wait list is full', async () => {
    // Hold the 4 running slots and the whole wait list with tasks that finish when released.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES }, () => hashing.run(() => gate));
    const { caller, res } = callerFor({ db, ip: '198.51.100.200' });
    const refused = await caller.auth
      .signUp({ email: uniqueEmail('busy'), password: 'whatever1' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe('SERVICE_UNAVAILABLE');
    expect((refused as TRPCError).message).toBe('The server is busy. Please try again in a few seconds.');
    expect(res.headers['retry-after']).toBe('5');
    release();
    await Promise.all(held);

    // Drained: hashing works again.
    await expect(
      callerFor({ db, ip: '198.51.100.201' }).caller.auth.signUp({
        email: uniqueEmail('after'),
        password: 'whatever1',
      }),
    ).resolves.toEqual({ ok: true });
  });
});
