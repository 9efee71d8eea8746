import { hashAccountToken, newAccountToken } from './account-tokens';
import type { Db } from '../../db/client';

/** How long an e-mailed confirmation link works. */
export const CONFIRMATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export const hashConfirmationToken = hashAccountToken;

/**
 * Issues a fresh single-use token for one sign-up of the account and forgets that sign-up's
 * earlier ones, so only its newest link works. The link confirms the password chosen with
 * that sign-up (signupId), never another one's. Only the SHA-256 is stored; the token itself
 * goes into the e-mail. Shared by the worker (which creates it at send time) and the tests.
 */
export async function issueConfirmationToken(
  db: Db,
  userId: string,
  now = new Date(),
  signupId: string | null = null,
): Promise<string> {
  const { token, hash } = newAccountToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('email_confirmation_tokens')
      .where('user_id', '=', userId)
      .where((eb) => (signupId === null ? eb('signup_id', 'is', null) : eb('signup_id', '=', signupId)))
      .execute();
    await trx
      .insertInto('email_confirmation_tokens')
      .values({
        id: hash,
        user_id: userId,
        signup_id: signupId,
        expires_at: new Date(now.getTime() + CONFIRMATION_TOKEN_TTL_MS),
      })
      .execute();
  });
  return token;
}
