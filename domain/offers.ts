import { z } from 'zod';
import type { Programme } from './application-choices';
import { isCalendarDate } from './intakes';
import { textField } from './plain-text';

/**
 * Offers (decision 134): unconditional or conditional; a conditional offer lists its conditions,
 * chosen from its programme's list below or written by staff. Pure data and the input schema the
 * dashboard's form and the status procedure share.
 */
export const OFFER_KINDS = ['conditional', 'unconditional'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export interface PresetCondition {
  key: string;
  en: string;
  ar: string;
}

const ieltsFiveFive: PresetCondition = {
  key: 'ielts_5_5',
  en: 'IELTS 5.5 overall with no component below 5.0',
  ar: 'IELTS بدرجة 5.5 إجمالاً دون أي مكوّن أقل من 5.0',
};
const ieltsSixFive: PresetCondition = {
  key: 'ielts_6_5',
  en: 'IELTS 6.5 overall with no component below 6.0',
  ar: 'IELTS بدرجة 6.5 إجمالاً دون أي مكوّن أقل من 6.0',
};
const finalSchoolReport: PresetCondition = {
  key: 'final_school_report',
  en: 'Final school report',
  ar: 'التقرير المدرسي النهائي',
};
const passport: PresetCondition = {
  key: 'passport_copy',
  en: 'A copy of the passport photo page',
  ar: 'نسخة من صفحة الصورة في جواز السفر',
};
const degreeTranscript: PresetCondition = {
  key: 'degree_transcript',
  en: 'Final degree certificate and transcript',
  ar: 'شهادة التخرج النهائية وكشف الدرجات',
};
const gcseResults: PresetCondition = {
  key: 'gcse_results',
  en: 'GCSE (or equivalent) results as predicted',
  ar: 'نتائج GCSE (أو ما يعادلها) كما هو متوقع',
};

/**
 * The conditions staff choose from, per programme. Kept here, in English and Arabic, until staff
 * keep the list themselves (decision 134).
 */
export const PRESET_CONDITIONS: Record<Programme, readonly PresetCondition[]> = {
  english: [finalSchoolReport, passport],
  presessional: [ieltsFiveFive, degreeTranscript, passport],
  gcse: [finalSchoolReport, passport],
  alevel: [gcseResults, ieltsFiveFive, finalSchoolReport, passport],
  foundation: [ieltsFiveFive, finalSchoolReport, passport],
  premasters: [ieltsSixFive, degreeTranscript, passport],
  summer: [passport],
};

export function presetCondition(programme: string, key: string): PresetCondition | undefined {
  return (PRESET_CONDITIONS[programme as Programme] ?? []).find((condition) => condition.key === key);
}

export const MAX_OFFER_CONDITIONS = 20;
/** £100,000 in pence: the columns' bound. */
export const MAX_OFFER_PENCE = 10_000_000;

export const offerMessages = {
  detailsNeeded: 'An offer needs its kind, fees, deposit and reply-by date.',
  conditionsNeeded: 'A conditional offer needs at least one condition.',
  noConditionsUnconditional: 'An unconditional offer has no conditions.',
  depositAboveFees: 'The deposit cannot be more than the fees.',
  replyByDate: 'Enter the reply-by date as a real date.',
  unknownCondition: 'That condition is not on the programme’s list.',
  conditionEmpty: 'Write the condition, or remove it.',
  conditionTooLong: 'A condition must be at most 300 characters.',
} as const;

const pence = z.number().int().min(0).max(MAX_OFFER_PENCE);

export const offerConditionInput = z.union([
  z.object({ preset: z.string().regex(/^[a-z0-9_]{1,40}$/) }),
  z.object({ text: textField().trim().min(1, offerMessages.conditionEmpty).max(300, offerMessages.conditionTooLong) }),
]);
export type OfferConditionInput = z.infer<typeof offerConditionInput>;

export const replyByField = z.string().refine((value) => isCalendarDate(value), { message: offerMessages.replyByDate });

export const offerInput = z
  .object({
    kind: z.enum(OFFER_KINDS),
    feesPence: pence,
    depositPence: pence,
    replyBy: replyByField,
    conditions: z.array(offerConditionInput).max(MAX_OFFER_CONDITIONS).default([]),
  })
  .superRefine((offer, ctx) => {
    if (offer.kind === 'conditional' && offer.conditions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: offerMessages.conditionsNeeded });
    if (offer.kind === 'unconditional' && offer.conditions.length > 0)
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: offerMessages.noConditionsUnconditional });
    if (offer.depositPence > offer.feesPence)
      ctx.addIssue({ code: 'custom', path: ['depositPence'], message: offerMessages.depositAboveFees });
  });
export type OfferInput = z.infer<typeof offerInput>;
