import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { createSession, SESSION_TTL_MS, validateSessionToken } from '../../server/auth/sessions';
import { sessionIdFromToken } from '../../server/auth/session-token';
import { resolveRequestSession } from '../../server/auth/request-session';
import { sessionCookieName } from '../../server/auth/session-cookie';
import { testDb, uniqueEmail } from '../support/test-db';
import { callerFor, createTestUser, recordingQueue, sessionCookieValue, testConfig, TEST_PASSWORD } from './auth-fixtures';

const db = testDb();
const DAY = 24 * 60 * 60 * 1000;

async function errorOf(call: Promise<unknown>): Promise<TRPCError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function requestWithCookie(token: string | undefined) {
  return { headers: token ? { cookie: `other=1; session=${token}` } : {} } as never;
}

function fakeResponse() {
  const cookies: Array<{ name: string; value: string; options: Record<string, unknown> }> = [];
  return {
    cookies,
    res: {
      headersSent: false,
      cookie(name: string, value: string, options: Record<string, unknown>) {
        cookies.push({ name, value, options });
      },
    } as never,
  };
}

describe('sessions', () => {
  it('stores only the SHA-256 of a 160-bit token', async () => {
    const user = await createTestUser(db);
    const session = await createSession(db, user.id);
    expect(session.token).toMatch(/^[a-z2-7]{32}$/);
    const stored = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(stored.map((row) => row.id)).toEqual([sessionIdFromToken(session.token)]);
    expect(stored[0]!.id).not.toContain(session.token);
  });

  it('expires after 30 days and deletes the expired row', async () => {
    const user = await createTestUser(db);
    const now = new Date();
    const session = await createSession(db, user.id, now);
    expect(await validateSessionToken(db, session.token, new Date(now.getTime() + 29 * DAY))).not.toBeNull();
    expect(await validateSessionToken(db, session.token, new Date(now.getTime() + 31 * DAY + SESSION_TTL_MS))).toBeNull();
    expect(await db.selectFrom('sessions').select('id').where('id', '=', session.sessionId).executeTakeFirst()).toBeUndefined();
  });

  it('is extended to 30 days from now once half its life is used, and not before', async () => {
    const user = await createTestUser(db);
    const start = new Date();
    const session = await createSession(db, user.id, start);

    const early = await validateSessionToken(db, session.token, new Date(start.getTime() + 10 * DAY));
    expect(early?.renewed).toBe(false);
    expect(early?.expiresAt.getTime()).toBe(session.expiresAt.getTime());

    const later = new Date(start.getTime() + 16 * DAY);
    const renewed = await validateSessionToken(db, session.token, later);
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
    const row = await db.selectFrom('sessions').select('expires_at').where('id', '=', session.sessionId).executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
  });

  it('re-sends the cookie when a request extends the session, and clears an unknown one', async () => {
    const config = testConfig();
    const user = await createTestUser(db);
    const session = await createSession(db, user.id, new Date(Date.now() - 20 * DAY));
    const first = fakeResponse();
    const resolved = await resolveRequestSession(db, config, requestWithCookie(session.token), first.res);
    expect(resolved.user?.id).toBe(user.id);
    expect(first.cookies).toHaveLength(1);
    expect(first.cookies[0]!.value).toBe(session.token);

    const unknown = fakeResponse();
    const nobody = await resolveRequestSession(db, config, requestWithCookie('a'.repeat(32)), unknown.res);
    expect(nobody.user).toBeNull();
    expect(unknown.cookies[0]).toMatchObject({ name: 'session', value: '', options: { maxAge: 0 } });
  });
});

describe('sign-in', () => {
  it('opens a fresh session with an httpOnly, SameSite=Lax, Path=/ cookie', async () => {
    const user = await createTestUser(db);
    const { caller, res } = callerFor({ db });
    expect(await caller.auth.signIn({ email: user.email.toUpperCase(), password: TEST_PASSWORD })).toEqual({
      id: user.id,
      email: user.email,
      isAdmin: false,
    });
    expect(res.cookies[0]).toMatchObject({ name: 'session', options: { httpOnly: true, sameSite: 'lax', path: '/', secure: false } });
    const again = callerFor({ db });
    await again.caller.auth.signIn({ email: user.email, password: TEST_PASSWORD });
    expect(sessionCookieValue(again.res)).not.toBe(sessionCookieValue(res));
  });

  it('names the cookie __Host-session and marks it Secure on https', async () => {
    const config = testConfig({ APP_URL: 'https://academy.example' });
    expect(sessionCookieName(config)).toBe('__Host-session');
    const user = await createTestUser(db);
    const { caller, res } = callerFor({ db, config });
    await caller.auth.signIn({ email: user.email, password: TEST_PASSWORD });
    expect(res.cookies[0]).toMatchObject({ name: '__Host-session', options: { secure: true, path: '/' } });
  });

  it('answers a wrong password and an unknown address with the same message', async () => {
    const user = await createTestUser(db);
    const wrong = await errorOf(callerFor({ db }).caller.auth.signIn({ email: user.email, password: 'wrong password' }));
    const unknown = await errorOf(
      callerFor({ db }).caller.auth.signIn({ email: uniqueEmail('nobody'), password: 'wrong password' }),
    );
    expect(wrong.message).toBe('Invalid email or password');
    expect(unknown.message).toBe(wrong.message);
    expect(unknown.code).toBe(wrong.code);
  });

  it('refuses an unconfirmed account after a correct password, saying to confirm the e-mail', async () => {
    const user = await createTestUser(db, { confirmed: false });
    const { caller, res } = callerFor({ db });
    const error = await errorOf(caller.auth.signIn({ email: user.email, password: TEST_PASSWORD }));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toMatch(/confirm your email/i);
    expect(res.cookies).toHaveLength(0);
  });
});

describe('sign-up', () => {
  it('answers the same for a new and an existing address, and queues a confirmation only where owed', async () => {
    const queue = recordingQueue();
    const email = uniqueEmail('signup');
    const { caller } = callerFor({ db, emailQueue: queue });
    expect(await caller.auth.signUp({ email, password: 'first password' })).toEqual({ ok: true });
    const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.email_confirmed_at).toBeNull();
    expect(user.is_admin).toBe(false);
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(queue.enqueued).toHaveLength(1);

    const confirmed = await createTestUser(db);
    const before = await db.selectFrom('users').select('password_hash').where('id', '=', confirmed.id).executeTakeFirstOrThrow();
    expect(await caller.auth.signUp({ email: confirmed.email, password: 'an attacker password' })).toEqual({ ok: true });
    const after = await db.selectFrom('users').select('password_hash').where('id', '=', confirmed.id).executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
    expect(queue.enqueued).toHaveLength(1);

    const outbox = await db.selectFrom('email_outbox').select(['kind', 'payload']).where('reference_id', '=', user.id).execute();
    expect(outbox).toEqual([{ kind: 'account_confirmation', payload: { userId: user.id } }]);
  });
});

describe('logout and password change', () => {
  it('logout deletes the session so its token no longer works', async () => {
    const user = await createTestUser(db);
    const session = await createSession(db, user.id);
    const { caller, res } = callerFor({ db, user, sessionId: session.sessionId });
    await caller.auth.signOut();
    expect(await validateSessionToken(db, session.token)).toBeNull();
    expect(res.cookies[0]).toMatchObject({ name: 'session', value: '', options: { maxAge: 0 } });
  });

  it('a password change revokes every session of the account and opens one fresh session', async () => {
    const user = await createTestUser(db);
    const phone = await createSession(db, user.id);
    const laptop = await createSession(db, user.id);
    const { caller, res } = callerFor({ db, user, sessionId: laptop.sessionId });
    await caller.auth.changePassword({ currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' });
    expect(await validateSessionToken(db, phone.token)).toBeNull();
    expect(await validateSessionToken(db, laptop.token)).toBeNull();
    const fresh = sessionCookieValue(res);
    expect(fresh).toBeDefined();
    expect((await validateSessionToken(db, fresh!))?.user.id).toBe(user.id);

    await expect(callerFor({ db }).caller.auth.signIn({ email: user.email, password: TEST_PASSWORD })).rejects.toThrow(
      'Invalid email or password',
    );
    await callerFor({ db }).caller.auth.signIn({ email: user.email, password: 'a brand new password' });
  });

  it('a password change needs the current password', async () => {
    const user = await createTestUser(db);
    const { caller } = callerFor({ db, user });
    const error = await errorOf(caller.auth.changePassword({ currentPassword: 'not it', newPassword: 'another one' }));
    expect(error.code).toBe('BAD_REQUEST');
  });
});
