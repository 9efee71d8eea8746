import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Db } from './client';

/** How long an e-mailed confirmation link works. */
export const CONFIRMATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export function hashConfirmationToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/**
 * Issues a fresh single-use token for the account and forgets the earlier ones, so only the
 * newest link works. Only the SHA-256 is stored; the token itself goes into the e-mail.
 * Shared by the worker (which creates it at send time) and the tests.
 */
export async function issueConfirmationToken(db: Db, userId: string, now = new Date()): Promise<string> {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  const token = encodeBase32LowerCaseNoPadding(bytes);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('email_confirmation_tokens').where('user_id', '=', userId).execute();
    await trx
      .insertInto('email_confirmation_tokens')
      .values({
        id: hashConfirmationToken(token),
        user_id: userId,
        expires_at: new Date(now.getTime() + CONFIRMATION_TOKEN_TTL_MS),
      })
      .execute();
  });
  return token;
}
