import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { sentTo, type SinkMessage } from '../support/smtp-sink';
import { uniqueEmail } from '../support/unique-email';
import { callerFor, testConfig } from '../support/trpc-caller';
import { createAdmin, createSessionCookie, createStaff } from '../support/factories';
import { postMutation, useDeliveryStack } from '../support/running-stack';
import { INVITED_ADDRESS_CONFIRMED } from '../../server/auth/invitations';

const stack = useDeliveryStack('invitations', { SIGNIN_LIMIT_PER_15_MIN: '1000' });
const ORIGIN = 'http://127.0.0.1:3000';

function inviteToken(message: SinkMessage): string {
  const match = /http:\/\/127\.0\.0\.1:3000\/auth\/invite\?token=([a-z2-7]+)/.exec(message.text);
  if (!match) throw new Error(`no invitation link in:\n${message.text}`);
  return match[1]!;
}

async function adminCookie(): Promise<string> {
  return createSessionCookie(stack.database.db, await createAdmin(stack.database.db, { label: 'inviting-admin' }));
}

async function asAdmin(cookie: string, procedure: string, input: unknown) {
  return postMutation(stack.server.url, procedure, input, { cookie, origin: ORIGIN });
}

async function listed(
  cookie: string,
): Promise<Array<{ id: string; email: string; role: string; expiresAt: string | null }>> {
  const response = await fetch(`${stack.server.url}/trpc/admin.team.invitations.list`, { headers: { cookie } });
  return ((await response.json()) as { result: { data: never } }).result.data;
}

describe('staff invitations', () => {
  it('invite -> e-mailed link -> password chosen -> confirmed account with the chosen role; the link works once', async () => {
    const cookie = await adminCookie();
    const email = uniqueEmail('colleague');
    const created = await asAdmin(cookie, 'admin.team.invitations.create', { email, role: 'admin' });
    expect(created.status).toBe(200);
    const [mail] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(mail!.text).toContain('with admin access');
    expect(mail!.text).toContain('expires in 7 days');
    const token = inviteToken(mail!);
    const pending = await listed(cookie);
    expect(pending.find((row) => row.email === email)).toMatchObject({ role: 'admin', expiresAt: expect.any(String) });

    const weak = await postMutation(stack.server.url, 'account.acceptInvitation', { token, password: 'password' });
    expect(weak.status).toBe(400);
    const accepted = await postMutation(stack.server.url, 'account.acceptInvitation', {
      token,
      password: 'my own long secret',
    });
    expect(accepted).toMatchObject({ status: 200, body: { result: { data: { email } } } });
    const signIn = await postMutation(stack.server.url, 'auth.signIn', { email, password: 'my own long secret' });
    expect(signIn.body.result.data).toMatchObject({ email, isAdmin: true });

    expect(
      (await postMutation(stack.server.url, 'account.acceptInvitation', { token, password: 'a second secret' })).status,
    ).toBe(400);
    expect((await listed(cookie)).some((row) => row.email === email)).toBe(false);
    const actions = await stack.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', created.body.result.data.id)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['team.invitation_sent', 'team.invitation_accepted']);
  });

  it('accepting takes over an unconfirmed account someone else opened with the address, dropping their password', async () => {
    const cookie = await adminCookie();
    const email = uniqueEmail('pre-claimed');
    await postMutation(stack.server.url, 'auth.signUp', { email, password: 'attacker secret' });
    await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    await asAdmin(cookie, 'admin.team.invitations.create', { email, role: 'staff' });
    const messages = await stack.sink.waitForMessages(
      (m) => sentTo(email)(m) && m.subject.includes('invited'),
      1,
      15_000,
    );
    expect(
      (
        await postMutation(stack.server.url, 'account.acceptInvitation', {
          token: inviteToken(messages[0]!),
          password: 'my own long secret',
        })
      ).status,
    ).toBe(200);
    expect((await postMutation(stack.server.url, 'auth.signIn', { email, password: 'attacker secret' })).status).toBe(
      401,
    );
    expect(
      (await postMutation(stack.server.url, 'auth.signIn', { email, password: 'my own long secret' })).status,
    ).toBe(200);
  });

  it('refuses an invitation whose address was confirmed since it was sent, keeping the password and role', async () => {
    const cookie = await adminCookie();
    const email = uniqueEmail('confirmed-since');
    await asAdmin(cookie, 'admin.team.invitations.create', { email, role: 'admin' });
    const [mail] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    const account = await createStaff(stack.database.db, { email, password: 'the owner secret' });

    const accepted = await postMutation(stack.server.url, 'account.acceptInvitation', {
      token: inviteToken(mail!),
      password: 'a takeover secret',
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.error.message).toBe(INVITED_ADDRESS_CONFIRMED);
    expect((await postMutation(stack.server.url, 'auth.signIn', { email, password: 'a takeover secret' })).status).toBe(
      401,
    );
    expect((await postMutation(stack.server.url, 'auth.signIn', { email, password: 'the owner secret' })).status).toBe(
      200,
    );
    const row = await stack.database.db
      .selectFrom('users')
      .select('is_admin')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(false);
  });

  it('a revoked invitation is gone from the list and its link no longer works', async () => {
    const cookie = await adminCookie();
    const email = uniqueEmail('revoked');
    const { body } = await asAdmin(cookie, 'admin.team.invitations.create', { email, role: 'staff' });
    const [mail] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect((await asAdmin(cookie, 'admin.team.invitations.revoke', { id: body.result.data.id })).status).toBe(200);
    expect((await listed(cookie)).some((row) => row.email === email)).toBe(false);
    const refused = await postMutation(stack.server.url, 'account.acceptInvitation', {
      token: inviteToken(mail!),
      password: 'my own long secret',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/invalid, has expired or was withdrawn/);
    expect(
      await stack.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
    expect((await asAdmin(cookie, 'admin.team.invitations.revoke', { id: body.result.data.id })).status).toBe(404);
  });

  it('a re-sent invitation carries a new link and the old one stops working; an expired link is refused', async () => {
    const cookie = await adminCookie();
    const email = uniqueEmail('resent');
    const { body } = await asAdmin(cookie, 'admin.team.invitations.create', { email, role: 'staff' });
    const [first] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    await asAdmin(cookie, 'admin.team.invitations.resend', { id: body.result.data.id });
    const messages = await stack.sink.waitForMessages(sentTo(email), 2, 15_000);
    expect(
      (
        await postMutation(stack.server.url, 'account.acceptInvitation', {
          token: inviteToken(first!),
          password: 'my own long secret',
        })
      ).status,
    ).toBe(400);

    await stack.database.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', body.result.data.id)
      .execute();
    expect(
      (
        await postMutation(stack.server.url, 'account.acceptInvitation', {
          token: inviteToken(messages[1]!),
          password: 'my own long secret',
        })
      ).status,
    ).toBe(400);
  });

  it('refuses to invite an address that already has a confirmed account, or one already invited', async () => {
    const cookie = await adminCookie();
    const staff = await createStaff(stack.database.db);
    expect(
      (await asAdmin(cookie, 'admin.team.invitations.create', { email: staff.email, role: 'staff' })).body.error
        .message,
    ).toMatch(/already has a confirmed staff account/);
    const email = uniqueEmail('twice');
    await asAdmin(cookie, 'admin.team.invitations.create', { email, role: 'staff' });
    expect((await asAdmin(cookie, 'admin.team.invitations.create', { email, role: 'staff' })).status).toBe(409);
  });
});

describe('SIGNUP_MODE', () => {
  it('invite: the server refuses public sign-up itself and tells the web the form is off', async () => {
    const config = testConfig({ SIGNUP_MODE: 'invite' });
    const { caller } = callerFor({ db: stack.database.db, config });
    expect(await caller.account.options()).toEqual({ signUpOpen: false });
    const email = uniqueEmail('walk-in');
    const error = await caller.auth.signUp({ email, password: 'whatever1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('FORBIDDEN');
    expect((error as TRPCError).message).toMatch(/by invitation only/);
    expect(
      await stack.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('open (the default) offers sign-up', async () => {
    const response = await fetch(`${stack.server.url}/trpc/account.options`);
    expect(((await response.json()) as { result: { data: unknown } }).result.data).toEqual({ signUpOpen: true });
  });
});

describe('the admin role needs a strong password', () => {
  it('refuses to grant admin to an account whose password passed only the 6-character sign-up rule', async () => {
    const admin = await createAdmin(stack.database.db);
    const weak = await createStaff(stack.database.db);
    await stack.database.db.updateTable('users').set({ password_strong: false }).where('id', '=', weak.id).execute();
    const { caller } = callerFor({ db: stack.database.db, user: admin });
    await expect(caller.admin.team.setAdmin({ userId: weak.id, isAdmin: true })).rejects.toThrow(
      /cannot be made an admin yet/,
    );
    // Public sign-up records whether the password would pass.
    for (const [password, strong] of [
      ['123456x', false],
      ['password1', false],
      ['a long unusual phrase', true],
    ] as const) {
      const email = uniqueEmail('signup-strength');
      await callerFor({ db: stack.database.db, ip: '198.51.100.90' }).caller.auth.signUp({ email, password });
      const row = await stack.database.db
        .selectFrom('pending_signups')
        .innerJoin('users', 'users.id', 'pending_signups.user_id')
        .select('pending_signups.password_strong')
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.password_strong).toBe(strong);
    }
  });
});
