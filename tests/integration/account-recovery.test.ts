import { describe, expect, it } from 'vitest';
import { CONFIRMATION_PASSWORD_MISMATCH } from '../../server/auth/accounts';
import { createSession } from '../../server/auth/sessions';
import { sentTo, type SinkMessage } from '../support/smtp-sink';
import { createStaff } from '../support/factories';
import { uniqueEmail } from '../support/unique-email';
import { postMutation, useDeliveryStack } from '../support/running-stack';

// Every request comes from 127.0.0.1: a generous per-IP allowance keeps the limits out of these flows.
const stack = useDeliveryStack('recovery', { SIGNIN_LIMIT_PER_15_MIN: '1000' });
const ORIGIN = { origin: 'http://127.0.0.1:3000' };

function linkToken(message: SinkMessage, path: string): string {
  const match = new RegExp(`http://127\\.0\\.0\\.1:3000${path}\\?token=([a-z2-7]+)`).exec(message.text);
  if (!match) throw new Error(`no ${path} link in:\n${message.text}`);
  return match[1]!;
}

async function signInStatus(email: string, password: string): Promise<number> {
  return (await postMutation(stack.server.url, 'auth.signIn', { email, password })).status;
}

function confirmedAccount(password = 'old password 1', { confirmed = true } = {}) {
  return createStaff(stack.database.db, { password, confirmed });
}

async function auditActions(subjectId: string): Promise<string[]> {
  const rows = await stack.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

describe('password reset by e-mail', () => {
  it('round trip: link by e-mail, new password set, every session ended, notice sent, link single use', async () => {
    const user = await confirmedAccount();
    const session = await createSession(stack.database.db, user.id);

    const asked = await postMutation(stack.server.url, 'account.requestPasswordReset', {
      email: user.email.toUpperCase(),
    });
    expect({ status: asked.status, body: asked.body }).toEqual({
      status: 200,
      body: { result: { data: { ok: true } } },
    });
    const [mail] = await stack.sink.waitForMessages(sentTo(user.email), 1, 15_000);
    expect(mail!.subject).toContain('Reset your password');
    expect(mail!.text).toContain('expires in 30 minutes');
    const token = linkToken(mail!, '/auth/reset');
    // Only the hash is stored, and the outbox holds no token.
    const stored = await stack.database.db
      .selectFrom('password_reset_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toContain(token);
    const outbox = await stack.database.db
      .selectFrom('email_outbox')
      .select('payload')
      .where('recipient', '=', user.email)
      .execute();
    expect(JSON.stringify(outbox)).not.toContain(token);

    const reset = await postMutation(stack.server.url, 'account.resetPassword', {
      token,
      password: 'a brand new secret',
    });
    expect(reset.status).toBe(200);
    expect(
      await stack.database.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', session.sessionId)
        .executeTakeFirst(),
    ).toBeUndefined();
    const notices = await stack.sink.waitForMessages(sentTo(user.email), 2, 15_000);
    expect(notices[1]!.subject).toContain('Your password was changed');

    expect(await signInStatus(user.email, 'old password 1')).toBe(401);
    expect(await signInStatus(user.email, 'a brand new secret')).toBe(200);

    const again = await postMutation(stack.server.url, 'account.resetPassword', {
      token,
      password: 'another new secret',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/invalid or has expired/);
    expect(await auditActions(user.id)).toEqual(['auth.password_reset_requested', 'auth.password_reset']);
  });

  it('refuses an expired link and changes nothing', async () => {
    const user = await confirmedAccount();
    await postMutation(stack.server.url, 'account.requestPasswordReset', { email: user.email });
    const [mail] = await stack.sink.waitForMessages(sentTo(user.email), 1, 15_000);
    await stack.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await postMutation(stack.server.url, 'account.resetPassword', {
      token: linkToken(mail!, '/auth/reset'),
      password: 'a brand new secret',
    });
    expect(expired.status).toBe(400);
    expect(await signInStatus(user.email, 'old password 1')).toBe(200);
  });

  it('answers an unknown address exactly as a known one, in no less time, and sends nothing', async () => {
    const known = await confirmedAccount();
    const unknown = uniqueEmail('nobody');
    const time = async (email: string) => {
      const started = performance.now();
      const { status, body } = await postMutation(stack.server.url, 'account.requestPasswordReset', { email });
      return { response: { status, body }, ms: performance.now() - started };
    };
    const a = await time(known.email);
    const b = await time(unknown);
    expect(b.response).toEqual(a.response);
    expect(a.ms).toBeGreaterThanOrEqual(390);
    expect(b.ms).toBeGreaterThanOrEqual(390);
    await stack.sink.waitForMessages(sentTo(known.email), 1, 15_000);
    expect(
      await stack.database.db.selectFrom('email_outbox').select('id').where('recipient', '=', unknown).execute(),
    ).toEqual([]);
  });

  it('sign-up takes no less time for an address that already has an account than for a new one', async () => {
    const known = await confirmedAccount();
    for (const email of [known.email, uniqueEmail('fresh')]) {
      const started = performance.now();
      expect((await postMutation(stack.server.url, 'auth.signUp', { email, password: 'whatever1' })).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    }
  });

  it('refuses a short or common new password with a clear message', async () => {
    const short = await postMutation(stack.server.url, 'account.resetPassword', { token: 'abc', password: 'short1' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Password must be at least 8 characters');
    const common = await postMutation(stack.server.url, 'account.resetPassword', {
      token: 'abc',
      password: 'Password1',
    });
    expect(common.body.error.message).toMatch(/one of the most common passwords/);
  });

  it('confirms an account that was never confirmed: the link proves the address', async () => {
    const user = await confirmedAccount('old password 1', { confirmed: false });
    await postMutation(stack.server.url, 'account.requestPasswordReset', { email: user.email });
    const [mail] = await stack.sink.waitForMessages(sentTo(user.email), 1, 15_000);
    expect(
      (
        await postMutation(stack.server.url, 'account.resetPassword', {
          token: linkToken(mail!, '/auth/reset'),
          password: 'a brand new secret',
        })
      ).status,
    ).toBe(200);
    expect(await signInStatus(user.email, 'a brand new secret')).toBe(200);
  });
});

describe('account pre-hijacking (regression)', () => {
  it("an attacker's earlier sign-up password never survives the real person's confirmation", async () => {
    const victim = uniqueEmail('new-colleague');
    // 1. The attacker signs up first with the colleague's address and a password of their own.
    expect(
      (await postMutation(stack.server.url, 'auth.signUp', { email: victim, password: 'attacker secret' })).status,
    ).toBe(200);
    const [attackersLink] = await stack.sink.waitForMessages(sentTo(victim), 1, 15_000);
    // 2. The colleague signs up with their own password and follows the link sent for that sign-up.
    expect(
      (await postMutation(stack.server.url, 'auth.signUp', { email: victim, password: 'colleague secret' })).status,
    ).toBe(200);
    const messages = await stack.sink.waitForMessages(sentTo(victim), 2, 15_000);
    const confirmed = await postMutation(
      stack.server.url,
      'auth.confirmEmail',
      { token: linkToken(messages[1]!, '/auth/confirm'), password: 'colleague secret' },
      ORIGIN,
    );
    expect(confirmed.status).toBe(200);
    // 3. The account carries the colleague's password, and the attacker's password and link are dead.
    expect(await signInStatus(victim, 'attacker secret')).toBe(401);
    expect(await signInStatus(victim, 'colleague secret')).toBe(200);
    expect(
      (
        await postMutation(stack.server.url, 'auth.confirmEmail', {
          token: linkToken(attackersLink!, '/auth/confirm'),
          password: 'attacker secret',
        })
      ).status,
    ).toBe(400);
    const pending = await stack.database.db
      .selectFrom('pending_signups')
      .innerJoin('users', 'users.id', 'pending_signups.user_id')
      .select('pending_signups.id')
      .where('users.email', '=', victim)
      .execute();
    expect(pending).toEqual([]);
  });

  it("a resent link confirms only with the real person's password, even when the attacker signed up last", async () => {
    const victim = uniqueEmail('resend-colleague');
    // 1. The colleague signs up; the attacker then signs up with the same address, so theirs is the newest sign-up.
    await postMutation(stack.server.url, 'auth.signUp', { email: victim, password: 'colleague secret' });
    await stack.sink.waitForMessages(sentTo(victim), 1, 15_000);
    await postMutation(stack.server.url, 'auth.signUp', { email: victim, password: 'attacker secret' });
    await stack.sink.waitForMessages(sentTo(victim), 2, 15_000);
    // 2. The colleague asks for the link again and follows it with the password they chose.
    await postMutation(stack.server.url, 'auth.resendConfirmation', { email: victim });
    const messages = await stack.sink.waitForMessages(sentTo(victim), 3, 15_000);
    const token = linkToken(messages[2]!, '/auth/confirm');
    const wrong = await postMutation(
      stack.server.url,
      'auth.confirmEmail',
      { token, password: 'a guess at it' },
      ORIGIN,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(CONFIRMATION_PASSWORD_MISMATCH);
    expect(
      (await postMutation(stack.server.url, 'auth.confirmEmail', { token, password: 'colleague secret' }, ORIGIN))
        .status,
    ).toBe(200);
    // 3. The attacker's password never became the account's.
    expect(await signInStatus(victim, 'attacker secret')).toBe(401);
    expect(await signInStatus(victim, 'colleague secret')).toBe(200);
  });

  it('unconfirmed accounts expire: a week-old one is swept and the address is free again', async () => {
    const stale = await confirmedAccount('old password 1', { confirmed: false });
    await stack.database.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 8 * 24 * 3600 * 1000) } as never)
      .where('id', '=', stale.id)
      .execute();
    await postMutation(stack.server.url, 'auth.signUp', { email: uniqueEmail('someone-else'), password: 'whatever1' });
    expect(
      await stack.database.db.selectFrom('users').select('id').where('id', '=', stale.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
