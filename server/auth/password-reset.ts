import { hashAccountToken } from '../../core/accounts/account-tokens';
import { auditAndNotify } from '../../core/audit/audit-and-notify';
import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';
import { normalizeEmail, setPasswordFromLink } from './accounts';
import { hashPassword } from './password-hasher';

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please ask for a new one.';

/**
 * Queues a reset link when the address has an account (confirmed or not); silent otherwise.
 * The caller answers the same either way (and pads the time: server/security/response-floor.ts).
 * The worker makes the token when it sends, so no usable token ever sits in the outbox.
 */
export async function requestPasswordReset(db: Db, email: string, ip: string | null): Promise<{ outboxIds: string[] }> {
  const address = normalizeEmail(email);
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email']).where('email', '=', address).executeTakeFirst();
    if (!user) return { outboxIds: [] };
    const outboxIds = await auditAndNotify(
      trx,
      {
        actor: { id: user.id, email: user.email },
        action: 'auth.password_reset_requested',
        subject: { type: 'user', id: user.id },
        ip,
      },
      [{ kind: 'password_reset', recipient: address, payload: { userId: user.id }, referenceId: user.id }],
    );
    return { outboxIds };
  });
}

/**
 * Spends a reset token (single use: deleted in the statement that finds it), sets the new
 * password, confirms the address, ends every session of the account and queues the "your
 * password was changed" notice. It does not sign in: the person signs in afterwards, through
 * every step sign-in asks for.
 */
export async function resetPassword(
  db: Db,
  token: string,
  newPassword: string,
  ip: string | null,
  now = new Date(),
): Promise<{ outboxIds: string[] }> {
  // Hashed before the token is spent, so a busy server (503) does not burn the link.
  const passwordHash = await hashPassword(newPassword);
  const result = await db.transaction().execute(async (trx) => {
    const spent = await trx
      .deleteFrom('password_reset_tokens')
      .where('id', '=', hashAccountToken(token))
      .returning(['user_id', 'expires_at'])
      .executeTakeFirst();
    if (!spent || spent.expires_at.getTime() <= now.getTime()) return null;
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', spent.user_id)
      .executeTakeFirstOrThrow();
    await setPasswordFromLink(trx, user.id, passwordHash, now);
    const outboxIds = await auditAndNotify(
      trx,
      {
        actor: { id: user.id, email: user.email },
        action: 'auth.password_reset',
        subject: { type: 'user', id: user.id },
        ip,
      },
      [{ kind: 'password_changed', recipient: user.email, payload: { userId: user.id }, referenceId: user.id }],
    );
    return { outboxIds };
  });
  if (!result) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
  return result;
}
