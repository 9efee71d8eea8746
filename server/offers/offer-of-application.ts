import { z } from 'zod';
import type { Db } from '../../db/client';
import { OFFER_KINDS } from '../../domain/offers';
import { isoDate } from '../admissions/admin-schemas';

export const offerOutput = z
  .object({
    kind: z.enum(OFFER_KINDS),
    feesPence: z.number(),
    depositPence: z.number(),
    replyBy: z.string(),
    madeAt: isoDate,
    unconditionalAt: isoDate.nullable(),
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
export async function offerOfApplication(db: Db, applicationId: string) {
  const offer = await db
    .selectFrom('offers')
    .select(['kind', 'fees_pence', 'deposit_pence', 'reply_by', 'made_at', 'unconditional_at'])
    .where('application_id', '=', applicationId)
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
