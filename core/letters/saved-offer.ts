import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Locale } from '../../domain/locale';
import type { OfferKind } from '../../domain/offers';
import type { OfferTerms } from './merge-fields';

/**
 * An application's saved offer (decision 134) as its letters and e-mails state it, in the reader's
 * language: its kind now (a conditional offer whose conditions are all met is unconditional) and
 * its terms, the reply-by date as it stands after any extension. Undefined when there is no offer.
 */
export async function savedOffer(
  db: Kysely<Database> | Transaction<Database>,
  applicationId: string,
  locale: Locale,
): Promise<{ kind: OfferKind; terms: OfferTerms } | undefined> {
  const offer = await db
    .selectFrom('offers')
    .select(['kind', 'fees_pence', 'deposit_pence', 'reply_by'])
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!offer) return undefined;
  const conditions = await db
    .selectFrom('offer_conditions')
    .select(['text_en', 'text_ar'])
    .where('application_id', '=', applicationId)
    .orderBy('position')
    .execute();
  return {
    kind: offer.kind,
    terms: {
      feesPence: offer.fees_pence,
      depositPence: offer.deposit_pence,
      replyBy: offer.reply_by,
      conditions: conditions.map((row) => (locale === 'ar' ? row.text_ar : row.text_en)),
    },
  };
}
