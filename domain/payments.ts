import { z } from 'zod';
import { isCalendarDate } from './intakes';
import { textField } from './plain-text';

/**
 * The deposit and the payments staff record against it (decisions 137 and 138). No card is ever
 * handled here: card payments happen on the school's own payment page (site.paymentUrl), and staff
 * record what they see paid. The staff words are in English (decision 101).
 */

export const PAYMENT_METHODS = ['card_page', 'bank_transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card_page: 'Card, on the payment page',
  bank_transfer: 'Bank transfer',
  other: 'Other',
};

/** £100,000 in pence: the columns' bound, as the offers' fees and deposit. */
export const MAX_PAYMENT_PENCE = 10_000_000;
export const PAYMENT_NOTE_MAX = 500;

export const paymentMessages = {
  amount: 'Enter an amount of at least £0.01.',
  amountTooLarge: 'The amount cannot be more than £100,000.',
  paidOn: 'Enter the date paid as a real date.',
  paidOnFuture: 'The date paid cannot be in the future.',
  noteTooLong: `The note must be at most ${PAYMENT_NOTE_MAX} characters.`,
  cardNumber:
    'The note looks like a card number. Never write card numbers here: card payments stay on the payment page. Remove it and save again.',
} as const;

/**
 * Whether a text holds what looks like a payment card number: 13 to 19 digits that pass the Luhn
 * check, written together or in groups split by spaces or hyphens as people type them (any run of
 * whole groups is tried, so a date typed after the number does not hide it).
 */
export function looksLikeCardNumber(text: string): boolean {
  for (const match of text.matchAll(/\d+(?:[ -]\d+)*/g)) {
    const groups = match[0].split(/[ -]/);
    for (let first = 0; first < groups.length; first++) {
      let digits = '';
      for (let last = first; last < groups.length && digits.length < 19; last++) {
        digits += groups[last];
        if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) return true;
      }
    }
  }
  return false;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const paymentNoteField = textField()
  .trim()
  .max(PAYMENT_NOTE_MAX, paymentMessages.noteTooLong)
  .refine((note) => !looksLikeCardNumber(note), { message: paymentMessages.cardNumber })
  .transform((note) => (note === '' ? null : note));

export const recordPaymentInput = z.object({
  amountPence: z
    .number(paymentMessages.amount)
    .int(paymentMessages.amount)
    .min(1, paymentMessages.amount)
    .max(MAX_PAYMENT_PENCE, paymentMessages.amountTooLarge),
  paidOn: z.string().refine((value) => isCalendarDate(value), { message: paymentMessages.paidOn }),
  method: z.enum(PAYMENT_METHODS),
  note: paymentNoteField.nullish().transform((note) => note ?? null),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentInput>;

/**
 * The payment reference an applicant quotes: `DEP-<number>-<check>`, the database numbers each
 * offer's (migration 0026); the two check digits are ISO 7064 MOD 97-10's, as in an IBAN.
 */
export function paymentReferenceOf(sequence: number): string {
  return `DEP-${sequence}-${String(98 - ((sequence * 100) % 97)).padStart(2, '0')}`;
}

/** Whether a reference as typed (any case, spaces dropped) is well formed with the right check digits. */
export function isPaymentReference(value: string): boolean {
  const match = /^DEP-(\d{6,})-(\d{2})$/.exec(value.replace(/\s+/g, '').toUpperCase());
  if (!match) return false;
  return Number((BigInt(match[1]!) * 100n + BigInt(match[2]!)) % 97n) === 1;
}

export interface PaymentAmount {
  amountPence: number;
  /** 'YYYY-MM-DD', the school date paid. */
  paidOn: string;
}

/** What is paid and what is left of a deposit; the balance never goes below zero (an overpayment is `overpaidPence`). */
export function depositBalance(duePence: number, payments: readonly PaymentAmount[]) {
  const paidPence = payments.reduce((sum, payment) => sum + payment.amountPence, 0);
  return {
    paidPence,
    balancePence: Math.max(duePence - paidPence, 0),
    overpaidPence: Math.max(paidPence - duePence, 0),
    paidInFullOn: paidInFullOn(duePence, payments),
  };
}

/**
 * The date the payments first covered the deposit: taken in the order they were paid, the date of
 * the one that brought the total to the amount due. Null while it is not covered, and for a deposit
 * of nothing (there is nothing to pay, so no date to start a clock from but the acceptance's).
 */
export function paidInFullOn(duePence: number, payments: readonly PaymentAmount[]): string | null {
  if (duePence <= 0) return null;
  let total = 0;
  for (const payment of [...payments].sort((a, b) => a.paidOn.localeCompare(b.paidOn))) {
    total += payment.amountPence;
    if (total >= duePence) return payment.paidOn;
  }
  return null;
}

/** Pounds as staff type them ("1,500.50", "£2000") to pence; null when it is not an amount. */
export function penceFromPounds(value: string): number | null {
  const cleaned = value.replace(/[£,\s]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [pounds, fraction = ''] = cleaned.split('.');
  return Number(pounds) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The school's financial year ends on 31 August, with its academic year. Payment records are kept
 * six years from the end of the financial year they belong to (HMRC's and the Companies Act's
 * period for accounting records, decision 138).
 */
export const FINANCIAL_YEAR_END = { month: 8, day: 31 } as const;
export const PAYMENT_RECORDS_KEPT_YEARS = 6;

const monthDay = (date: string) => date.slice(5);
const endOfFinancialYear = (year: number) =>
  `${year}-${String(FINANCIAL_YEAR_END.month).padStart(2, '0')}-${String(FINANCIAL_YEAR_END.day).padStart(2, '0')}`;

/** The last day a payment made on `paidOn` must be kept: the end of its financial year, six years on. */
export function paymentKeptUntil(paidOn: string): string {
  const year = Number(paidOn.slice(0, 4));
  const fyEndsIn = monthDay(paidOn) <= monthDay(endOfFinancialYear(year)) ? year : year + 1;
  return endOfFinancialYear(fyEndsIn + PAYMENT_RECORDS_KEPT_YEARS);
}

/**
 * On school date `today`, the payments paid on or before the returned date are past their keeping
 * (their kept-until day is before today).
 */
export function paymentsKeptAfter(today: string): string {
  const year = Number(today.slice(0, 4)) - PAYMENT_RECORDS_KEPT_YEARS;
  // Past 31 August, the financial year that ended six years ago this summer is out of its keeping.
  return endOfFinancialYear(monthDay(today) > monthDay(endOfFinancialYear(year)) ? year : year - 1);
}
