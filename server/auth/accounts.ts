import type { Transaction } from 'kysely';
import { UNCONFIRMED_ACCOUNT_TTL_MS } from '../../core/accounts/account-tokens';
import type { Db } from '../../db/client';
import { hashConfirmationToken } from '../../core/accounts/email-confirmation-tokens';
import { insertOutboxEmails } from '../../core/outbox/email-outbox';
import type { Database } from '../../db/types';
import { AppError } from '../errors/app-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';
import { meetsStrongPolicy } from './password-policy';
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
 *
 * Each sign-up keeps its own password in pending_signups, and only its own link applies it:
 * whoever signed up first with someone else's address never keeps their password through the
 * real person's confirmation (account pre-hijacking; docs/decisions/060-account-tokens.md).
 */
export async function signUp(db: Db, email: string, password: string, now = new Date()): Promise<{ outboxIds: string[] }> {
  const address = normalizeEmail(email);
  // Hash before looking anything up, so every path takes the same time.
  const passwordHash = await hashPassword(password);
  const passwordStrong = meetsStrongPolicy(password);
  return db.transaction().execute(async (trx) => {
    await deleteExpiredUnconfirmedAccounts(trx, now);
    const created = await trx
      .insertInto('users')
      .values({ email: address, password_hash: passwordHash, password_strong: passwordStrong })
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
    const signup = await trx
      .insertInto('pending_signups')
      .values({ user_id: userId, password_hash: passwordHash, password_strong: passwordStrong })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outboxIds = await insertOutboxEmails(trx, [
      { kind: 'account_confirmation', recipient: address, payload: { userId, signupId: signup.id }, referenceId: userId },
    ]);
    return { outboxIds };
  });
}

/** Unconfirmed accounts expire: an address nobody confirmed within a week is free again. */
export async function deleteExpiredUnconfirmedAccounts(db: Db | Transaction<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom('users')
    .where('email_confirmed_at', 'is', null)
    .where('created_at', '<', new Date(now.getTime() - UNCONFIRMED_ACCOUNT_TTL_MS))
    .execute();
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

/**
 * Queues a new confirmation e-mail when the address has an unconfirmed account; silent otherwise.
 * The new link is bound to the newest sign-up's password.
 */
export async function requestConfirmationEmail(db: Db, email: string): Promise<{ outboxIds: string[] }> {
  const address = normalizeEmail(email);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .leftJoin('pending_signups', 'pending_signups.user_id', 'users.id')
      .select(['users.id', 'users.email_confirmed_at', 'pending_signups.id as signupId'])
      .where('users.email', '=', address)
      .orderBy('pending_signups.created_at', 'desc')
      .executeTakeFirst();
    if (!user || user.email_confirmed_at !== null) return { outboxIds: [] };
    const payload: Record<string, string> = { userId: user.id };
    if (user.signupId) payload.signupId = user.signupId;
    const outboxIds = await insertOutboxEmails(trx, [
      { kind: 'account_confirmation', recipient: address, payload, referenceId: user.id },
    ]);
    return { outboxIds };
  });
}

/**
 * Spends a confirmation token (single use: it is deleted in the same statement that finds it),
 * confirms the address with the password of the sign-up the link was sent for, and signs the
 * person in. Every other pending sign-up of the address is forgotten.
 */
export async function confirmEmail(db: Db, token: string, now = new Date()): Promise<IssuedSession> {
  const userId = await db.transaction().execute(async (trx) => {
    const spent = await trx
      .deleteFrom('email_confirmation_tokens')
      .where('id', '=', hashConfirmationToken(token))
      .returning(['user_id', 'expires_at', 'signup_id'])
      .executeTakeFirst();
    if (!spent || spent.expires_at.getTime() <= now.getTime()) return null;
    const signup = spent.signup_id
      ? await trx
          .selectFrom('pending_signups')
          .select(['password_hash', 'password_strong'])
          .where('id', '=', spent.signup_id)
          .executeTakeFirst()
      : undefined;
    await trx
      .updateTable('users')
      .set({
        email_confirmed_at: now,
        ...(signup ? { password_hash: signup.password_hash, password_strong: signup.password_strong } : {}),
      })
      .where('id', '=', spent.user_id)
      .where('email_confirmed_at', 'is', null)
      .execute();
    await forgetPendingCredentials(trx, spent.user_id);
    return spent.user_id;
  });
  if (!userId) throw new AppError('BAD_REQUEST', INVALID_CONFIRMATION_LINK);
  return createSession(db, userId, now);
}

/** Drops every pending sign-up, confirmation link and reset link of the account. */
export async function forgetPendingCredentials(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('pending_signups').where('user_id', '=', userId).execute();
  await trx.deleteFrom('email_confirmation_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}

/**
 * Sets a password proven through an e-mailed link (reset or invitation): the link proves the
 * address, so the account is confirmed too. Every session of the account ends.
 */
export async function setPasswordFromLink(
  trx: Transaction<Database>,
  userId: string,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      password_strong: true,
      email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(now)),
    }))
    .where('id', '=', userId)
    .execute();
  await forgetPendingCredentials(trx, userId);
  await invalidateUserSessions(trx, userId);
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
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_strong: meetsStrongPolicy(newPassword) })
      .where('id', '=', userId)
      .execute();
    await invalidateUserSessions(trx, userId);
  });
  return createSession(db, userId);
}
