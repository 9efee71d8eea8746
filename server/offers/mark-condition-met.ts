import { sql } from 'kysely';
import { auditAndNotify } from '../../core/audit/audit-and-notify';
import { issueLetter } from '../../core/letters/issue-letter';
import type { NewOutboxEmail } from '../../core/outbox/email-outbox';
import type { Db } from '../../db/client';
import { isLocale } from '../../domain/locale';
import { isCalendarDate } from '../../domain/intakes';
import { AppError } from '../errors/app-error';
import type { Actor } from '../admissions/add-note';
import { offerTerms } from './make-offer';

export const offerConditionMessages = {
  notFound: 'That condition no longer exists.',
  alreadyMet: 'That condition is already marked met.',
  noOffer: 'This application has no offer.',
  notLater: 'The new reply-by date must be later than the current one.',
} as const;

/** The e-mail that tells the applicant their offer is now unconditional. */
export function offerUnconditionalEmail(application: { id: string; email: string }): NewOutboxEmail {
  return {
    kind: 'offer_unconditional',
    recipient: application.email,
    payload: { applicationId: application.id },
    referenceId: application.id,
  };
}

/**
 * Marks one condition of a conditional offer met, with the date and the account that marked it.
 * When it is the last one, the offer becomes unconditional in the same transaction: its
 * unconditional letter is asked for with the offer's terms, and the applicant is e-mailed.
 * Under the application's lock, so two officers marking the last two conditions at once make the
 * offer unconditional exactly once.
 */
export async function markConditionMet(
  db: Db,
  conditionId: string,
  actor: Actor,
  ip: string | null = null,
): Promise<{ unconditional: boolean; outboxIds: string[]; letterIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('offer_conditions')
      .select('application_id')
      .where('id', '=', conditionId)
      .executeTakeFirst();
    if (!found) throw new AppError('NOT_FOUND', offerConditionMessages.notFound);
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'email', 'language'])
      .where('id', '=', found.application_id)
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', offerConditionMessages.notFound);
    const marked = await trx
      .updateTable('offer_conditions')
      .set({ met_at: sql<Date>`now()`, met_by: actor.id })
      .where('id', '=', conditionId)
      .where('met_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!marked) throw new AppError('CONFLICT', offerConditionMessages.alreadyMet);
    const open = await trx
      .selectFrom('offer_conditions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('application_id', '=', application.id)
      .where('met_at', 'is', null)
      .executeTakeFirstOrThrow();
    const unconditional = Number(open.count) === 0;
    const letterIds: string[] = [];
    if (unconditional) {
      await trx
        .updateTable('offers')
        .set({ kind: 'unconditional', unconditional_at: sql<Date>`now()` })
        .where('application_id', '=', application.id)
        .execute();
      const terms = await offerTerms(trx, application.id, isLocale(application.language) ? application.language : 'en');
      letterIds.push((await issueLetter(trx, application, 'unconditional_offer', terms)).letterId);
    }
    const outboxIds = await auditAndNotify(
      trx,
      {
        actor,
        action: 'offer.condition_met',
        subject: { type: 'application', id: application.id },
        details: { conditionId, offerUnconditional: unconditional, emailQueued: unconditional },
        ip,
      },
      unconditional ? [offerUnconditionalEmail(application)] : [],
    );
    return { unconditional, outboxIds, letterIds };
  });
}

/**
 * Moves the date by which the family must reply to a later one (an extension); the offer's letter
 * keeps the date it stated, and the audit entry records both. Admissions will be told again should
 * the new date pass with no acceptance.
 */
export async function extendReplyBy(
  db: Db,
  applicationId: string,
  replyBy: string,
  actor: Actor,
  ip: string | null = null,
): Promise<{ replyBy: string }> {
  if (!isCalendarDate(replyBy)) throw new AppError('BAD_REQUEST', 'Enter the reply-by date as a real date.');
  return db.transaction().execute(async (trx) => {
    const offer = await trx
      .selectFrom('offers')
      .select(['application_id', 'reply_by'])
      .where('application_id', '=', applicationId)
      .forUpdate()
      .executeTakeFirst();
    if (!offer) throw new AppError('NOT_FOUND', offerConditionMessages.noOffer);
    if (replyBy <= offer.reply_by) throw new AppError('CONFLICT', offerConditionMessages.notLater);
    // A new date starts the watch again: admissions are told once more if it passes too.
    await trx
      .updateTable('offers')
      .set({ reply_by: replyBy, reply_by_passed_told_at: null })
      .where('application_id', '=', applicationId)
      .execute();
    await auditAndNotify(
      trx,
      {
        actor,
        action: 'offer.reply_by_extended',
        subject: { type: 'application', id: applicationId },
        details: { from: offer.reply_by, to: replyBy },
        ip,
      },
      [],
    );
    return { replyBy };
  });
}
