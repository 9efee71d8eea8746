import { describe, expect, it } from 'vitest';
import { issueConfirmationToken } from '../../core/accounts/email-confirmation-tokens';
import { CONFIRMATION_PASSWORD_MISMATCH } from '../../server/auth/accounts';
import { validateSessionToken } from '../../server/auth/sessions';
import { testDb } from '../support/test-db';
import { callerFor, codeOf, recordingQueue, sessionCookieValue } from '../support/trpc-caller';
import { createStaff } from '../support/factories';

const db = testDb();

describe('e-mail confirmation links', () => {
  it('confirm the address and sign the person in, once', async () => {
    const user = await createStaff(db, { confirmed: false });
    const token = await issueConfirmationToken(db, user.id);
    expect(token.length).toBeGreaterThanOrEqual(32);

    const first = callerFor({ db });
    expect(await first.caller.auth.confirmEmail({ token, password: user.password })).toEqual({ ok: true });
    const row = await db
      .selectFrom('users')
      .select('email_confirmed_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).not.toBeNull();
    const session = await validateSessionToken(db, sessionCookieValue(first.res)!);
    expect(session?.user).toMatchObject({ id: user.id, emailConfirmed: true, isAdmin: false });

    const second = callerFor({ db });
    expect(await codeOf(second.caller.auth.confirmEmail({ token, password: user.password }))).toBe('BAD_REQUEST');
    expect(second.res.cookies).toHaveLength(0);
  });

  it('stop working after 24 hours', async () => {
    const user = await createStaff(db, { confirmed: false });
    const token = await issueConfirmationToken(db, user.id, new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000));
    const { caller, res } = callerFor({ db });
    await expect(caller.auth.confirmEmail({ token, password: user.password })).rejects.toThrow(
      /invalid or has expired/,
    );
    expect(res.cookies).toHaveLength(0);
    const row = await db
      .selectFrom('users')
      .select('email_confirmed_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).toBeNull();
  });

  it('keep only the newest link of an account working', async () => {
    const user = await createStaff(db, { confirmed: false });
    const older = await issueConfirmationToken(db, user.id);
    const newer = await issueConfirmationToken(db, user.id);
    expect(await codeOf(callerFor({ db }).caller.auth.confirmEmail({ token: older, password: user.password }))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(callerFor({ db }).caller.auth.confirmEmail({ token: newer, password: user.password }))).toBe(
      'OK',
    );
  });

  it('refuse a password that no sign-up of the address chose, change nothing, and keep the link working', async () => {
    const user = await createStaff(db, { confirmed: false });
    const token = await issueConfirmationToken(db, user.id);
    const { caller, res } = callerFor({ db });
    await expect(caller.auth.confirmEmail({ token, password: 'not the password' })).rejects.toThrow(
      CONFIRMATION_PASSWORD_MISMATCH,
    );
    expect(res.cookies).toHaveLength(0);
    const row = await db
      .selectFrom('users')
      .select('email_confirmed_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).toBeNull();
    expect(await codeOf(callerFor({ db }).caller.auth.confirmEmail({ token, password: user.password }))).toBe('OK');
  });

  it('store only the SHA-256 of the token', async () => {
    const user = await createStaff(db, { confirmed: false });
    const token = await issueConfirmationToken(db, user.id);
    const rows = await db.selectFrom('email_confirmation_tokens').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.id).not.toBe(token);
  });

  it('resending queues a new e-mail only for an unconfirmed account, answering the same either way', async () => {
    const unconfirmed = await createStaff(db, { confirmed: false });
    const confirmed = await createStaff(db);
    const queue = recordingQueue();
    const { caller } = callerFor({ db, emailQueue: queue });
    expect(await caller.auth.resendConfirmation({ email: unconfirmed.email })).toEqual({ ok: true });
    expect(await caller.auth.resendConfirmation({ email: confirmed.email })).toEqual({ ok: true });
    expect(await caller.auth.resendConfirmation({ email: 'nobody-here@example.test' })).toEqual({ ok: true });
    const rows = await db
      .selectFrom('email_outbox')
      .select('reference_id')
      .where('reference_id', 'in', [unconfirmed.id, confirmed.id])
      .execute();
    expect(rows).toEqual([{ reference_id: unconfirmed.id }]);
    expect(queue.enqueued).toHaveLength(1);
  });
});
