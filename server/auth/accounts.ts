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
export const CONFIRMATION_PASSWORD_MISMATCH =
  'That is not the password you chose when you signed up. Type that password to confirm, or sign up again to choose a new one.';

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
export async function signUp(
  db: Db,
  email: string,
  password: string,
  now = new Date(),
): Promise<{ outboxIds: string[] }> {
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
      {
        kind: 'account_confirmation',
        recipient: address,
        payload: { userId, signupId: signup.id },
        referenceId: userId,
      },
    ]);
    return { outboxIds };
  });
}

/** Unconfirmed accounts expire: an address nobody confirmed within a week is free again. */
export async function deleteExpiredUnconfirmedAccounts(
  db: Db | Transaction<Database>,
  now = new Date(),
): Promise<void> {
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

/** At most this many sign-ups of one address are tried against the password typed to confirm. */
export const CONFIRMATION_CANDIDATES = 5;

/**
 * Confirms the address. The link proves the mailbox and the password proves the sign-up:
 * the password typed must be one chosen at sign-up for this address (the newest few are
 * tried), and it becomes the account's. So whoever signed up with someone else's address,
 * before or after them, never has their password confirmed by the real person's click, even
 * through a resent link (account pre-hijacking; docs/decisions/105-account-and-erasure-findings.md).
 * A wrong password leaves the link working; the right one spends it (single use), forgets
 * every other sign-up and link of the address, and signs the person in.
 */
export async function confirmEmail(db: Db, token: string, password: string, now = new Date()): Promise<IssuedSession> {
  const tokenHash = hashConfirmationToken(token);
  const link = await db
    .selectFrom('email_confirmation_tokens')
    .innerJoin('users', 'users.id', 'email_confirmation_tokens.user_id')
    .select([
      'email_confirmation_tokens.user_id',
      'email_confirmation_tokens.expires_at',
      'users.password_hash',
      'users.password_strong',
    ])
    .where('email_confirmation_tokens.id', '=', tokenHash)
    .where('users.email_confirmed_at', 'is', null)
    .executeTakeFirst();
  if (!link || link.expires_at.getTime() <= now.getTime()) {
    await db.deleteFrom('email_confirmation_tokens').where('id', '=', tokenHash).execute();
    throw new AppError('BAD_REQUEST', INVALID_CONFIRMATION_LINK);
  }
  const chosen = await signupWithPassword(db, link.user_id, link, password);
  if (!chosen) throw new AppError('BAD_REQUEST', CONFIRMATION_PASSWORD_MISMATCH);

  const confirmed = await db.transaction().execute(async (trx) => {
    const spent = await trx
      .deleteFrom('email_confirmation_tokens')
      .where('id', '=', tokenHash)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) return false;
    const updated = await trx
      .updateTable('users')
      .set({ email_confirmed_at: now, password_hash: chosen.password_hash, password_strong: chosen.password_strong })
      .where('id', '=', spent.user_id)
      .where('email_confirmed_at', 'is', null)
      .executeTakeFirst();
    await forgetPendingCredentials(trx, spent.user_id);
    return Number(updated.numUpdatedRows) === 1;
  });
  if (!confirmed) throw new AppError('BAD_REQUEST', INVALID_CONFIRMATION_LINK);
  return createSession(db, link.user_id, now);
}

type Credential = { password_hash: string; password_strong: boolean };

/**
 * The sign-up of this account whose password is `password`: one of its newest pending
 * sign-ups, or the password the account was opened with (accounts opened before pending
 * sign-ups were kept have no other).
 */
async function signupWithPassword(
  db: Db,
  userId: string,
  account: Credential,
  password: string,
): Promise<Credential | undefined> {
  const signups = await db
    .selectFrom('pending_signups')
    .select(['password_hash', 'password_strong'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(CONFIRMATION_CANDIDATES)
    .execute();
  const candidates = signups.length > 0 ? signups : [account];
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.password_hash, password)) return candidate;
  }
  return undefined;
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
