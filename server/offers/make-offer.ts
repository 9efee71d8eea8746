import type { Transaction } from 'kysely';
import { issueLetter } from '../../core/letters/issue-letter';
import type { OfferTerms } from '../../core/letters/merge-fields';
import { savedOffer } from '../../core/letters/saved-offer';
import type { Database } from '../../db/types';
import { isLocale, type Locale } from '../../domain/locale';
import { offerMessages, presetCondition, type OfferInput } from '../../domain/offers';
import { AppError } from '../errors/app-error';
import type { Actor } from '../admissions/add-note';

export const makeOfferMessages = {
  alreadyOffered: 'This application already has an offer.',
} as const;

/** The offer's terms as its letter states them, in the letter's language (decision 134). */
export async function offerTerms(
  trx: Transaction<Database>,
  applicationId: string,
  locale: Locale,
): Promise<OfferTerms> {
  const offer = await savedOffer(trx, applicationId, locale);
  if (!offer) throw new Error(`application ${applicationId} has no offer`);
  return offer.terms;
}

/**
 * Saves the offer of a locked application as its status becomes "offer", with its conditions, and
 * asks for its letter (conditional or unconditional) with the real terms, all in the caller's
 * transaction. A condition from the programme's list keeps both languages' words; one staff wrote
 * is stated as they wrote it. Returns the letter's id and what the audit entry records.
 */
export async function makeOffer(
  trx: Transaction<Database>,
  application: { id: string; programme: string },
  offer: OfferInput,
  actor: Actor,
): Promise<{ letterId: string; details: Record<string, unknown> }> {
  const conditions = offer.conditions.map((condition) => {
    if ('preset' in condition) {
      const preset = presetCondition(application.programme, condition.preset);
      if (!preset) throw new AppError('BAD_REQUEST', offerMessages.unknownCondition);
      return { preset: preset.key, text_en: preset.en, text_ar: preset.ar };
    }
    return { preset: null, text_en: condition.text, text_ar: condition.text };
  });
  const inserted = await trx
    .insertInto('offers')
    .values({
      application_id: application.id,
      kind: offer.kind,
      fees_pence: offer.feesPence,
      deposit_pence: offer.depositPence,
      reply_by: offer.replyBy,
      made_by: actor.id,
      unconditional_at: offer.kind === 'unconditional' ? new Date() : null,
    })
    .onConflict((conflict) => conflict.column('application_id').doNothing())
    .returning('application_id')
    .executeTakeFirst();
  if (!inserted) throw new AppError('CONFLICT', makeOfferMessages.alreadyOffered);
  if (conditions.length) {
    await trx
      .insertInto('offer_conditions')
      .values(conditions.map((condition, position) => ({ application_id: application.id, position, ...condition })))
      .execute();
  }
  const language = await trx
    .selectFrom('applications')
    .select('language')
    .where('id', '=', application.id)
    .executeTakeFirstOrThrow();
  const locale: Locale = isLocale(language.language) ? language.language : 'en';
  const terms = await offerTerms(trx, application.id, locale);
  const { letterId } = await issueLetter(
    trx,
    application,
    offer.kind === 'conditional' ? 'conditional_offer' : 'unconditional_offer',
    terms,
  );
  return {
    letterId,
    details: {
      offerKind: offer.kind,
      feesPence: offer.feesPence,
      depositPence: offer.depositPence,
      replyBy: offer.replyBy,
      conditions: conditions.map((condition) => condition.preset ?? 'own'),
    },
  };
}
