import type { Db } from '../../db/client';
import { hashConfirmationToken } from '../../db/email-confirmation-tokens';
import { insertOutboxEmails } from '../../db/email-outbox';
import { AppError } from '../errors/app-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';
import { createSession, deleteExpiredSessions, invalidateUserSessions, type IssuedSession } from './sessions';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_CONFIRMED =
  'Please confirm your email address first: follow the link in the email we sent you. You can ask for a new link below.';
export const INVALID_CONFIRMATION_LINK =
  'This confirmation link is invalid or has expired. Sign in to ask for a new one.';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Opens an unconfirmed account and queues its confirmation e-mail. An address that already
 * has an account gets the same answer (and, if still unconfirmed, a fresh link), so the
 * response never tells whether an address is registered.
 */
export async function signUp(db: Db, email: string, password: string): Promise<{ outboxIds: string[] }> {
  const address = normalizeEmail(email);
  // Hash before looking anything up, so both paths take the same time.
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('users')
      .values({ email: address, password_hash: passwordHash })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    let userId = created?.id;
    if (!userId) {
      const existing = await trx
        .selectFrom('users')
        .select(['id', 'email_confirmed_at'])
        .where('email', '=', address)
        .executeTakeFirstOrThrow();
      if (existing.email_confirmed_at !== null) return { outboxIds: [] };
      userId = existing.id;
    }
    const outboxIds = await insertOutboxEmails(trx, [
      { kind: 'account_confirmation', recipient: address, payload: { userId }, referenceId: userId },
    ]);
    return { outboxIds };
  });
}

/** Checks the password and opens a fresh session; refuses an unconfirmed address after a correct password. */
export async function signIn(db: Db, email: string, password: string, now = new Date()): Promise<IssuedSession> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'email_confirmed_at'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  if (user.email_confirmed_at === null) throw new AppError('FORBIDDEN', EMAIL_NOT_CONFIRMED);
  await deleteExpiredSessions(db, now);
  return createSession(db, user.id, now);
}

/** Queues a new confirmation e-mail when the address has an unconfirmed account; silent otherwise. */
export async function requestConfirmationEmail(db: Db, email: string): Promise<{ outboxIds: string[] }> {
  const address = normalizeEmail(email);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email_confirmed_at'])
      .where('email', '=', address)
      .executeTakeFirst();
    if (!user || user.email_confirmed_at !== null) return { outboxIds: [] };
    const outboxIds = await insertOutboxEmails(trx, [
      { kind: 'account_confirmation', recipient: address, payload: { userId: user.id }, referenceId: user.id },
    ]);
    return { outboxIds };
  });
}

/**
 * Spends a confirmation token (single use: it is deleted in the same statement that finds it),
 * confirms the address and signs the person in.
 */
export async function confirmEmail(db: Db, token: string, now = new Date()): Promise<IssuedSession> {
  const userId = await db.transaction().execute(async (trx) => {
    const spent = await trx
      .deleteFrom('email_confirmation_tokens')
      .where('id', '=', hashConfirmationToken(token))
      .returning(['user_id', 'expires_at'])
      .executeTakeFirst();
    if (!spent || spent.expires_at.getTime() <= now.getTime()) return null;
    await trx
      .updateTable('users')
      .set({ email_confirmed_at: now })
      .where('id', '=', spent.user_id)
      .where('email_confirmed_at', 'is', null)
      .execute();
    return spent.user_id;
  });
  if (!userId) throw new AppError('BAD_REQUEST', INVALID_CONFIRMATION_LINK);
  return createSession(db, userId, now);
}

/** Changes the password, revokes every session of the account, and opens one fresh session. */
export async function changePassword(
  db: Db,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<IssuedSession> {
  const user = await db.selectFrom('users').select(['password_hash']).where('id', '=', userId).executeTakeFirst();
  if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
    throw new AppError('BAD_REQUEST', 'Your current password is not correct.');
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    await invalidateUserSessions(trx, userId);
  });
  return createSession(db, userId);
}
