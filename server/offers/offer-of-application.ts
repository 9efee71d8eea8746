import { z } from 'zod';
import type { Db } from '../../db/client';
import { OFFER_KINDS } from '../../domain/offers';
import { replyByPassed } from '../../core/offers/reply-by-passed';
import { isoDate } from '../admissions/admin-schemas';

export const offerOutput = z
  .object({
    kind: z.enum(OFFER_KINDS),
    feesPence: z.number(),
    depositPence: z.number(),
    replyBy: z.string(),
    madeAt: isoDate,
    unconditionalAt: isoDate.nullable(),
    /** The reply-by date passed with no acceptance that counted (decision 134, amended). */
    replyByPassed: z.boolean(),
    /** When admissions were e-mailed about it; null until the daily check tells them, and after an extension. */
    replyByPassedToldAt: isoDate.nullable(),
    conditions: z.array(
      z.object({
        id: z.string(),
        preset: z.string().nullable(),
        textEn: z.string(),
        textAr: z.string(),
        metAt: isoDate.nullable(),
        metByEmail: z.string().nullable(),
      }),
    ),
  })
  .nullable();
export type OfferView = z.infer<typeof offerOutput>;

/** The application's offer as staff see it, with who marked each condition met; null before there is one. */
export async function offerOfApplication(db: Db, applicationId: string, now = new Date()) {
  const offer = await db
    .selectFrom('offers as o')
    .select((eb) => [
      'o.kind',
      'o.fees_pence',
      'o.deposit_pence',
      'o.reply_by',
      'o.made_at',
      'o.unconditional_at',
      'o.reply_by_passed_told_at',
      replyByPassed(eb, now).as('reply_by_passed'),
    ])
    .where('o.application_id', '=', applicationId)
    .executeTakeFirst();
  if (!offer) return null;
  const conditions = await db
    .selectFrom('offer_conditions as c')
    .leftJoin('users as u', 'u.id', 'c.met_by')
    .select(['c.id', 'c.preset', 'c.text_en', 'c.text_ar', 'c.met_at', 'u.email as met_by_email'])
    .where('c.application_id', '=', applicationId)
    .orderBy('c.position')
    .execute();
  return {
    kind: offer.kind,
    feesPence: offer.fees_pence,
    depositPence: offer.deposit_pence,
    replyBy: offer.reply_by,
    madeAt: offer.made_at,
    unconditionalAt: offer.unconditional_at,
    replyByPassed: offer.reply_by_passed,
    replyByPassedToldAt: offer.reply_by_passed_told_at,
    conditions: conditions.map((row) => ({
      id: row.id,
      preset: row.preset,
      textEn: row.text_en,
      textAr: row.text_ar,
      metAt: row.met_at,
      metByEmail: row.met_by_email,
    })),
  };
}
