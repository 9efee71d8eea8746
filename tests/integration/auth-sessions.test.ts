import { argon2OptionsFor } from '../../server/auth/password-hasher';
import { describe, expect, it } from 'vitest';
import { createSession, SESSION_TTL_MS, sessionPolicy, validateSessionToken } from '../../server/auth/sessions';
import { sessionIdFromToken } from '../../server/auth/session-token';
import { resolveRequestSession } from '../../server/auth/request-session';
import { sessionCookieName } from '../../server/auth/session-cookie';
import { testDb } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';
import { callerFor, errorOf, recordingQueue, sessionCookieValue, testConfig } from '../support/trpc-caller';
import { createStaff, createAdmin, TEST_PASSWORD } from '../support/factories';

const db = testDb();
const DAY = 24 * 60 * 60 * 1000;

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
    const user = await createStaff(db);
    const session = await createSession(db, user.id);
    expect(session.token).toMatch(/^[a-z2-7]{32}$/);
    const stored = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(stored.map((row) => row.id)).toEqual([sessionIdFromToken(session.token)]);
    expect(stored[0]!.id).not.toContain(session.token);
  });

  it('expires after 30 days and deletes the expired row', async () => {
    const user = await createStaff(db);
    const now = new Date();
    const session = await createSession(db, user.id, now);
    expect(await validateSessionToken(db, session.token, new Date(now.getTime() + 29 * DAY))).not.toBeNull();
    expect(
      await validateSessionToken(db, session.token, new Date(now.getTime() + 31 * DAY + SESSION_TTL_MS)),
    ).toBeNull();
    expect(
      await db.selectFrom('sessions').select('id').where('id', '=', session.sessionId).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('is extended to 30 days from now once half its life is used, and not before (absolute lifetime permitting)', async () => {
    const user = await createStaff(db);
    const start = new Date();
    const session = await createSession(db, user.id, start);
    const longLived = sessionPolicy(testConfig({ SESSION_ABSOLUTE_DAYS: '90' }));

    const early = await validateSessionToken(db, session.token, new Date(start.getTime() + 10 * DAY), longLived);
    expect(early?.renewed).toBe(false);
    expect(early?.expiresAt.getTime()).toBe(session.expiresAt.getTime());

    const later = new Date(start.getTime() + 16 * DAY);
    const renewed = await validateSessionToken(db, session.token, later, longLived);
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
    const row = await db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', session.sessionId)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
  });

  it('re-sends the cookie when a request extends the session, and clears an unknown one', async () => {
    const config = testConfig({ SESSION_ABSOLUTE_DAYS: '90' });
    const user = await createStaff(db);
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
    const user = await createStaff(db);
    const { caller, res } = callerFor({ db });
    expect(await caller.auth.signIn({ email: user.email.toUpperCase(), password: TEST_PASSWORD })).toEqual({
      id: user.id,
      email: user.email,
      isAdmin: false,
    });
    expect(res.cookies[0]).toMatchObject({
      name: 'session',
      options: { httpOnly: true, sameSite: 'lax', path: '/', secure: false },
    });
    const again = callerFor({ db });
    await again.caller.auth.signIn({ email: user.email, password: TEST_PASSWORD });
    expect(sessionCookieValue(again.res)).not.toBe(sessionCookieValue(res));
  });

  it('names the cookie __Host-session and marks it Secure on https', async () => {
    const config = testConfig({ APP_URL: 'https://academy.example' });
    expect(sessionCookieName(config)).toBe('__Host-session');
    const user = await createStaff(db);
    const { caller, res } = callerFor({ db, config });
    await caller.auth.signIn({ email: user.email, password: TEST_PASSWORD });
    expect(res.cookies[0]).toMatchObject({ name: '__Host-session', options: { secure: true, path: '/' } });
  });

  it('answers a wrong password and an unknown address with the same message', async () => {
    const user = await createStaff(db);
    const wrong = await errorOf(
      callerFor({ db }).caller.auth.signIn({ email: user.email, password: 'wrong password' }),
    );
    const unknown = await errorOf(
      callerFor({ db }).caller.auth.signIn({ email: uniqueEmail('nobody'), password: 'wrong password' }),
    );
    expect(wrong.message).toBe('Invalid email or password');
    expect(unknown.message).toBe(wrong.message);
    expect(unknown.code).toBe(wrong.code);
  });

  it('refuses an unconfirmed account after a correct password, saying to confirm the e-mail', async () => {
    const user = await createStaff(db, { confirmed: false });
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
    // argon2id with this run's parameters (OWASP's outside a test run: server/auth/password-hasher.test.ts).
    const { memoryCost, timeCost, parallelism } = argon2OptionsFor(process.env);
    expect(user.password_hash.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`)).toBe(true);
    expect(queue.enqueued).toHaveLength(1);

    const confirmed = await createStaff(db);
    const before = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', confirmed.id)
      .executeTakeFirstOrThrow();
    expect(await caller.auth.signUp({ email: confirmed.email, password: 'an attacker password' })).toEqual({
      ok: true,
    });
    const after = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', confirmed.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
    expect(queue.enqueued).toHaveLength(1);

    const outbox = await db
      .selectFrom('email_outbox')
      .select(['kind', 'payload'])
      .where('reference_id', '=', user.id)
      .execute();
    const signup = await db
      .selectFrom('pending_signups')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(outbox).toEqual([{ kind: 'account_confirmation', payload: { userId: user.id, signupId: signup.id } }]);
  });
});

describe('logout and password change', () => {
  it('password change needs the strong policy and records that the password passed it', async () => {
    const user = await createStaff(db);
    await db.updateTable('users').set({ password_strong: false }).where('id', '=', user.id).execute();
    const { caller } = callerFor({ db, user, sessionId: null });
    await expect(
      caller.auth.changePassword({ currentPassword: TEST_PASSWORD, newPassword: 'sunshine' }),
    ).rejects.toThrow(/most common passwords/);
    await expect(caller.auth.changePassword({ currentPassword: TEST_PASSWORD, newPassword: 'short1' })).rejects.toThrow(
      'Password must be at least 8 characters',
    );
    await caller.auth.changePassword({ currentPassword: TEST_PASSWORD, newPassword: 'an uncommon new phrase' });
    const row = await db
      .selectFrom('users')
      .select('password_strong')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_strong).toBe(true);
  });

  it('logout deletes the session so its token no longer works', async () => {
    const user = await createStaff(db);
    const session = await createSession(db, user.id);
    const { caller, res } = callerFor({ db, user, sessionId: session.sessionId });
    await caller.auth.signOut();
    expect(await validateSessionToken(db, session.token)).toBeNull();
    expect(res.cookies[0]).toMatchObject({ name: 'session', value: '', options: { maxAge: 0 } });
  });

  it('a password change revokes every session of the account and opens one fresh session', async () => {
    const user = await createStaff(db);
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
    const user = await createStaff(db);
    const { caller } = callerFor({ db, user });
    const error = await errorOf(caller.auth.changePassword({ currentPassword: 'not it', newPassword: 'another one' }));
    expect(error.code).toBe('BAD_REQUEST');
  });
});

describe('session lifetimes', () => {
  const MINUTE = 60 * 1000;

  it('ends a session at its absolute lifetime however recently it was used', async () => {
    const user = await createStaff(db, { label: 'absolute' });
    const start = new Date();
    const session = await createSession(db, user.id, start);
    const policy = sessionPolicy(testConfig({ SESSION_ABSOLUTE_DAYS: '7' }));
    // Used every few days: the sliding expiry alone would keep it alive for ever.
    for (const day of [2, 4, 6]) {
      expect(
        await validateSessionToken(db, session.token, new Date(start.getTime() + day * DAY), policy),
      ).not.toBeNull();
    }
    expect(await validateSessionToken(db, session.token, new Date(start.getTime() + 7 * DAY + 1), policy)).toBeNull();
    expect(
      await db.selectFrom('sessions').select('id').where('id', '=', session.sessionId).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('never extends a session past its absolute end (default: 30 days from sign-in)', async () => {
    const user = await createStaff(db, { label: 'absolute-default' });
    const start = new Date();
    const session = await createSession(db, user.id, start);
    const later = await validateSessionToken(db, session.token, new Date(start.getTime() + 20 * DAY));
    expect(later?.renewed).toBe(false);
    expect(later?.expiresAt.getTime()).toBe(start.getTime() + 30 * DAY);
    expect(await validateSessionToken(db, session.token, new Date(start.getTime() + 30 * DAY))).toBeNull();
  });

  it("ends an admin's session after the idle timeout, and not a non-admin's", async () => {
    const policy = sessionPolicy(testConfig({ ADMIN_IDLE_TIMEOUT_MINUTES: '120' }));
    const admin = await createAdmin(db, { label: 'idle-admin' });
    const staff = await createStaff(db, { label: 'idle-staff' });
    const start = new Date();
    const adminSession = await createSession(db, admin.id, start);
    const staffSession = await createSession(db, staff.id, start);

    // Used at 100 minutes: the idle clock starts again from there.
    const used = new Date(start.getTime() + 100 * MINUTE);
    expect(await validateSessionToken(db, adminSession.token, used, policy)).not.toBeNull();
    await db.updateTable('sessions').set({ last_used_at: used }).where('id', '=', adminSession.sessionId).execute();
    expect(
      await validateSessionToken(db, adminSession.token, new Date(used.getTime() + 119 * MINUTE), policy),
    ).not.toBeNull();
    expect(
      await validateSessionToken(db, adminSession.token, new Date(used.getTime() + 121 * MINUTE), policy),
    ).toBeNull();
    expect(
      await validateSessionToken(db, staffSession.token, new Date(used.getTime() + 121 * MINUTE), policy),
    ).not.toBeNull();
  });

  it('notes last use, IP and browser at most once a minute', async () => {
    const config = testConfig();
    const user = await createStaff(db, { label: 'touch' });
    const session = await createSession(db, user.id);
    const request = (ip: string) =>
      ({
        headers: { cookie: `session=${session.token}`, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
        ip,
      }) as never;
    await resolveRequestSession(db, config, request('198.51.100.1'), fakeResponse().res);
    const first = await db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', session.sessionId)
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({ ip: '198.51.100.1', user_agent: expect.stringContaining('Firefox') });
    expect(first.last_used_at).not.toBeNull();

    await resolveRequestSession(db, config, request('::ffff:198.51.100.2'), fakeResponse().res);
    const second = await db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', session.sessionId)
      .executeTakeFirstOrThrow();
    expect(second.ip).toBe('198.51.100.1');
    expect(second.last_used_at?.getTime()).toBe(first.last_used_at?.getTime());

    // A minute later the new address is noted, without its IPv4-mapped prefix.
    await db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 61_000) })
      .where('id', '=', session.sessionId)
      .execute();
    await resolveRequestSession(db, config, request('::ffff:198.51.100.2'), fakeResponse().res);
    const third = await db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', session.sessionId)
      .executeTakeFirstOrThrow();
    expect(third.ip).toBe('198.51.100.2');
  });

  it('treats a malformed cookie as no session', async () => {
    const { res, cookies } = fakeResponse();
    const resolved = await resolveRequestSession(
      db,
      testConfig(),
      { headers: { cookie: 'session=%E0%A4%A' } } as never,
      res,
    );
    expect(resolved.user).toBeNull();
    expect(cookies).toEqual([]);
  });
});
