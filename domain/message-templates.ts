import { z } from 'zod';
import type { Locale } from './locale';

/**
 * The texts staff edit (decision 133): the four letters and the status e-mails, each in English
 * and Arabic, as templates whose only inputs are the named merge fields below.
 */

/** The letters an application can be sent, each a PDF in the applicant's language (decision 132). */
export const LETTER_KINDS = [
  'conditional_offer',
  'unconditional_offer',
  'decline',
  'acceptance_confirmation',
  'payment_receipt',
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

export const MESSAGE_TEMPLATE_KEYS = [
  'letter_conditional_offer',
  'letter_unconditional_offer',
  'letter_decline',
  'letter_acceptance_confirmation',
  'letter_payment_receipt',
  'email_interview',
  'email_offer',
  'email_declined',
] as const;
export type MessageTemplateKey = (typeof MESSAGE_TEMPLATE_KEYS)[number];

export const LETTER_TEMPLATE: Record<LetterKind, MessageTemplateKey> = {
  conditional_offer: 'letter_conditional_offer',
  unconditional_offer: 'letter_unconditional_offer',
  decline: 'letter_decline',
  acceptance_confirmation: 'letter_acceptance_confirmation',
  payment_receipt: 'letter_payment_receipt',
};

/** The statuses the applicant is e-mailed about, and the template of each e-mail. */
export const STATUS_EMAIL_TEMPLATE: Record<string, MessageTemplateKey> = {
  interview: 'email_interview',
  offer: 'email_offer',
  declined: 'email_declined',
};

/** What the dashboard calls each template. */
export const MESSAGE_TEMPLATE_LABELS: Record<MessageTemplateKey, string> = {
  letter_conditional_offer: 'Letter: conditional offer',
  letter_unconditional_offer: 'Letter: unconditional offer',
  letter_decline: 'Letter: decline',
  letter_acceptance_confirmation: 'Letter: confirmation of acceptance',
  letter_payment_receipt: 'Letter: receipt for a payment',
  email_interview: 'E-mail: invitation to interview',
  email_offer: 'E-mail: offer made',
  email_declined: 'E-mail: application declined',
};

/**
 * The merge fields, the only names a template may use (`{{ programme }}`). Every value is text,
 * already written in the letter's language; `conditions` is one condition a line.
 */
export const MERGE_FIELDS = [
  'first_name',
  'full_name',
  'programme',
  'start_date',
  'fees',
  'deposit',
  'reply_by',
  'conditions',
  'offer_kind',
  'amount_paid',
  'paid_on',
  'payment_method',
  'payment_reference',
  'balance',
  'academy_name',
  'academy_phone',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeFields = Record<MergeField, string>;

export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  first_name: 'The applicant’s first name',
  full_name: 'The applicant’s full name',
  programme: 'The programme, in the letter’s language',
  start_date: 'The intake’s start (month and year)',
  fees: 'The fees for the intake',
  deposit: 'The deposit',
  reply_by: 'The date by which the family must reply',
  conditions: 'The offer’s conditions, one a line',
  offer_kind: 'The kind of offer: “a conditional offer” or “an unconditional offer”',
  amount_paid: 'A receipt’s amount paid',
  paid_on: 'A receipt’s date paid',
  payment_method: 'A receipt’s way of paying',
  payment_reference: 'The payment reference the applicant quotes',
  balance: 'What is left of the deposit after a receipt’s payment',
  academy_name: 'The academy’s name',
  academy_phone: 'The academy’s telephone number',
};

/** What a preview fills a template with: fictional, in each language. */
export const SAMPLE_MERGE_FIELDS: Record<Locale, MergeFields> = {
  en: {
    first_name: 'Layla',
    full_name: 'Layla Haddad',
    programme: 'A-Level Courses',
    start_date: 'September 2027',
    fees: '£18,500 a year',
    deposit: '£2,000',
    reply_by: '15 July 2027',
    conditions: 'IELTS 5.5 overall with no component below 5.0\nFinal school report',
    offer_kind: 'a conditional offer',
    amount_paid: '£500.00',
    paid_on: '20 November 2027',
    payment_method: 'Bank transfer',
    payment_reference: 'DEP-100001-19',
    balance: '£1,500.00',
    academy_name: 'Cardiff International Academy',
    academy_phone: '029 2018 0123',
  },
  ar: {
    first_name: 'ليلى',
    full_name: 'ليلى حداد',
    programme: 'برنامج A-Level',
    start_date: 'سبتمبر 2027',
    fees: '18,500 جنيه إسترليني سنويًا',
    deposit: '2,000 جنيه إسترليني',
    reply_by: '15 يوليو 2027',
    conditions: 'IELTS 5.5 إجمالًا مع ألا يقل أي جزء عن 5.0\nالتقرير المدرسي النهائي',
    offer_kind: 'عرض مشروط',
    amount_paid: '500.00 جنيه إسترليني',
    paid_on: '20 نوفمبر 2027',
    payment_method: 'تحويل مصرفي',
    payment_reference: 'DEP-100001-19',
    balance: '1,500.00 جنيه إسترليني',
    academy_name: 'أكاديمية كارديف الدولية',
    academy_phone: '029 2018 0123',
  },
};

/** One language's text of a template: a subject (the e-mail's, or the letter's title), a heading and a body. */
export const TEMPLATE_LIMITS = { subject: 300, heading: 300, body: 10_000 } as const;

const part = (max: number, name: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${name} cannot be empty.`)
    .max(max, `The ${name} must be at most ${max.toLocaleString('en-GB')} characters.`);

export const templateTextSchema = z.object({
  subject: part(TEMPLATE_LIMITS.subject, 'subject'),
  heading: part(TEMPLATE_LIMITS.heading, 'heading'),
  // Paragraphs are separated by a blank line; Windows line ends read as plain ones.
  body: part(TEMPLATE_LIMITS.body, 'body').transform((body) => body.replace(/\r\n?/g, '\n')),
});
export type TemplateText = z.infer<typeof templateTextSchema>;

export const templateTextsSchema = z.object({ en: templateTextSchema, ar: templateTextSchema });
export type TemplateTexts = z.infer<typeof templateTextsSchema>;

export const messageTemplateKeySchema = z.enum(MESSAGE_TEMPLATE_KEYS);

/** A body's paragraphs: separated by one or more blank lines. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
