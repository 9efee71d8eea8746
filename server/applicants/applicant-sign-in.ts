import { sql } from 'kysely';
import { hashAccountToken } from '../../core/accounts/account-tokens';
import { insertOutboxEmails } from '../../core/outbox/email-outbox';
import type { Db } from '../../db/client';
import type { Locale } from '../../domain/locale';
import { maskAddress } from '../../domain/masked-address';
import { AppError } from '../errors/app-error';
import { createApplicantSession } from './applicant-sessions';
import { claimSave } from './drafts';

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
 * an applicant session for its address. A link sent for a save ("save and finish later" by
 * someone not signed in) makes that save the address's draft, in the same transaction.
 */
export async function signInWithLink(db: Db, token: string, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .deleteFrom('applicant_sign_in_links')
      .where('id', '=', hashAccountToken(token))
      .returning(['email', 'expires_at', 'draft_id'])
      .executeTakeFirst();
    if (!spent || spent.expires_at.getTime() <= now.getTime())
      throw new AppError('BAD_REQUEST', INVALID_APPLICANT_LINK);
    if (spent.draft_id) await claimSave(trx, spent.email, spent.draft_id, now);
    const session = await createApplicantSession(trx, spent.email, now);
    return { email: spent.email, ...session };
  });
}

/** What a link's page may show before anything is spent: the address masked, and whether it still works. */
export type LinkDescription = { state: 'valid' | 'expired'; address: string } | { state: 'unknown' };

/**
 * Describes a link without spending it. A token that names no link (never sent, already used, or
 * long expired) gets `unknown` and nothing else. The lookup is by the token's SHA-256, like
 * signInWithLink, so how long it takes says nothing about the token.
 */
export async function describeLink(db: Db, token: string, now = new Date()): Promise<LinkDescription> {
  const link = await db
    .selectFrom('applicant_sign_in_links')
    .select(['email', 'expires_at'])
    .where('id', '=', hashAccountToken(token))
    .executeTakeFirst();
  if (!link) return { state: 'unknown' };
  return { state: link.expires_at.getTime() > now.getTime() ? 'valid' : 'expired', address: maskAddress(link.email) };
}

/** The address and saved draft of a link, whether or not it has expired; null for an unknown token. */
export async function findLink(db: Db, token: string) {
  const link = await db
    .selectFrom('applicant_sign_in_links')
    .select(['email', 'draft_id'])
    .where('id', '=', hashAccountToken(token))
    .executeTakeFirst();
  return link ?? null;
}

/**
 * "Send me a new link" from a link's page: a new link to the same address, for the same saved
 * draft if it was sent for one. The worker's new link ends the old one.
 */
export async function renewApplicantLink(
  db: Db,
  link: { email: string; draft_id: string | null },
  language: Locale,
): Promise<{ outboxIds: string[] }> {
  const payload: Record<string, string> = link.draft_id
    ? { resume: 'draft', draftId: link.draft_id, language }
    : { language };
  const outboxIds = await insertOutboxEmails(db, [
    { kind: 'applicant_sign_in', recipient: link.email, payload, referenceId: null },
  ]);
  return { outboxIds };
}
