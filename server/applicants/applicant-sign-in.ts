import { sql } from 'kysely';
import { hashAccountToken } from '../../core/accounts/account-tokens';
import { insertOutboxEmails } from '../../core/outbox/email-outbox';
import type { Db } from '../../db/client';
import type { Locale } from '../../domain/locale';
import { AppError } from '../errors/app-error';
import { createApplicantSession } from './applicant-sessions';

export const INVALID_APPLICANT_LINK = 'This sign-in link has been used or has expired. Please ask for a new one.';

/** An address is an applicant's once an application or a draft was sent from it. */
export async function isApplicantAddress(db: Db, email: string): Promise<boolean> {
  const found = await db
    .selectFrom('applications')
    .select(sql<number>`1`.as('found'))
    .where(sql<string>`lower(email)`, '=', email)
    .unionAll(
      db
        .selectFrom('application_drafts')
        .select(sql<number>`1`.as('found'))
        .where('email', '=', email),
    )
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * Queues a sign-in link to a known applicant address; nothing otherwise. The caller answers
 * the same either way, with the time padded (server/security/response-floor.ts). The worker
 * makes the token when it sends, so no usable token ever sits in the outbox. The e-mail's
 * payload carries `language`, the language of the page it was asked from: the worker writes the
 * e-mail in it and links to the sign-in page in it (`applicantSignInPath(language)`).
 */
export async function requestApplicantLink(
  db: Db,
  email: string,
  language: Locale = 'en',
): Promise<{ outboxIds: string[] }> {
  if (!(await isApplicantAddress(db, email))) return { outboxIds: [] };
  const outboxIds = await insertOutboxEmails(db, [
    { kind: 'applicant_sign_in', recipient: email, payload: { language }, referenceId: null },
  ]);
  return { outboxIds };
}

/**
 * Spends a sign-in link (deleted by the statement that finds it, so it works once) and starts
 * an applicant session for its address.
 */
export async function signInWithLink(db: Db, token: string, now = new Date()) {
  const spent = await db
    .deleteFrom('applicant_sign_in_links')
    .where('id', '=', hashAccountToken(token))
    .returning(['email', 'expires_at'])
    .executeTakeFirst();
  if (!spent || spent.expires_at.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', INVALID_APPLICANT_LINK);
  const session = await createApplicantSession(db, spent.email, now);
  return { email: spent.email, ...session };
}
