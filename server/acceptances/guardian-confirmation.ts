import { hashAccountToken } from '../../core/accounts/account-tokens';
import { recordAudit } from '../../core/audit/audit-log';
import { insertOutboxEmails } from '../../core/outbox/email-outbox';
import type { Db } from '../../db/client';
import { acceptanceMessages } from '../../domain/acceptance';
import { AppError } from '../errors/app-error';
import type { IssuedLetter } from '../letters/letter-download';
import { issuedLetter } from '../letters/letter-records';
import { ACCEPTED_BY_GUARDIAN, countAcceptance, type RequestMark } from './accept-offer';

export type GuardianLinkDescription =
  | {
      state: 'valid';
      applicantName: string;
      programme: string;
      startDate: string;
      language: string;
      letterId: string | null;
    }
  | { state: 'invalid' };

/** The link's acceptance if the token names a link that has not expired; by the token's SHA-256 only. */
async function liveLink(db: Db, token: string, now: Date) {
  const link = await db
    .selectFrom('guardian_links')
    .innerJoin('acceptances', 'acceptances.id', 'guardian_links.acceptance_id')
    .innerJoin('applications', 'applications.id', 'acceptances.application_id')
    .select([
      'guardian_links.id as linkId',
      'guardian_links.expires_at',
      'acceptances.id as acceptanceId',
      'acceptances.letter_id',
      'acceptances.counted_at',
      'applications.id as applicationId',
      'applications.first_name',
      'applications.last_name',
      'applications.programme',
      'applications.start_date',
      'applications.language',
    ])
    .where('guardian_links.id', '=', hashAccountToken(token))
    .executeTakeFirst();
  if (!link || link.expires_at.getTime() <= now.getTime() || link.counted_at) return null;
  return link;
}

/**
 * What the guardian's page shows before they confirm (decision 135): whose offer, for which
 * programme and start, and the letter to read; only `invalid` for a link that was used, has
 * expired or never existed, so the page never says which.
 */
export async function describeGuardianLink(db: Db, token: string, now = new Date()): Promise<GuardianLinkDescription> {
  const link = await liveLink(db, token, now);
  if (!link) return { state: 'invalid' };
  return {
    state: 'valid',
    applicantName: `${link.first_name} ${link.last_name}`,
    programme: link.programme,
    startDate: link.start_date,
    language: link.language,
    letterId: link.letter_id,
  };
}

/**
 * The offer letter the guardian is asked to read: the very letter whose SHA-256 the waiting
 * acceptance recorded, once issued. Undefined for a link used, expired or unknown, as describe's
 * `invalid`; reading it spends nothing.
 */
export async function guardianLetter(db: Db, token: string, now = new Date()): Promise<IssuedLetter | undefined> {
  const link = await liveLink(db, token, now);
  if (!link?.letter_id) return undefined;
  const letter = await issuedLetter(db, link.letter_id);
  return letter?.application_id === link.applicationId ? letter : undefined;
}

/**
 * The guardian confirms with their own typed name: the link is spent (deleted) under the
 * application's lock, the acceptance records the guardian's name, time, IP address and user agent,
 * and it counts now. A link used twice, expired, or ended by a newer acceptance is refused with one
 * message; so is a confirmation that races the applicant accepting again (whichever takes the
 * application's lock first wins, and the other finds its link gone or the offer already accepted).
 */
export async function confirmAsGuardian(
  db: Db,
  input: { token: string; typedName: string },
  mark: RequestMark,
  admissionsEmail: string,
  now = new Date(),
): Promise<{ outboxIds: string[]; letterIds: string[] }> {
  const found = await liveLink(db, input.token, now);
  if (!found) throw new AppError('NOT_FOUND', acceptanceMessages.linkInvalid);
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'status', 'email', 'language'])
      .where('id', '=', found.applicationId)
      .forUpdate()
      .executeTakeFirst();
    const spent = await trx
      .deleteFrom('guardian_links')
      .where('id', '=', found.linkId)
      .returning(['acceptance_id', 'expires_at'])
      .executeTakeFirst();
    if (!application || !spent || spent.expires_at.getTime() <= now.getTime()) {
      throw new AppError('NOT_FOUND', acceptanceMessages.linkInvalid);
    }
    if (application.status !== 'offer') throw new AppError('CONFLICT', acceptanceMessages.alreadyConfirmed);
    const confirmed = await trx
      .updateTable('acceptances')
      .set({
        guardian_typed_name: input.typedName,
        guardian_confirmed_at: now,
        guardian_ip: mark.ip ? mark.ip.slice(0, 100) : null,
        guardian_user_agent: mark.userAgent,
      })
      .where('id', '=', spent.acceptance_id)
      .where('application_id', '=', application.id)
      .where('counted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!confirmed) throw new AppError('CONFLICT', acceptanceMessages.alreadyConfirmed);
    await trx.deleteFrom('guardian_links').where('acceptance_id', '=', confirmed.id).execute();
    const counted = await countAcceptance(trx, application, confirmed.id, ACCEPTED_BY_GUARDIAN, admissionsEmail);
    await recordAudit(trx, {
      actor: 'guardian',
      action: 'offer.accepted',
      subject: { type: 'application', id: application.id },
      details: { acceptanceId: confirmed.id, statusChangeId: counted.changeId, letterId: counted.letterId },
      ip: mark.ip,
    });
    return { outboxIds: await insertOutboxEmails(trx, counted.emails), letterIds: [counted.letterId] };
  });
}
