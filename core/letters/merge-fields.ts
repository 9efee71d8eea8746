import { m } from '@i18n/messages';
import { PROGRAMMES, choiceLabel, type Programme } from '../../domain/application-choices';
import { intakeMonthLabel, schoolDateLabel } from '../../domain/intakes';
import type { Locale } from '../../domain/locale';
import { formatPence } from '../../domain/money';
import type { MergeFields } from '../../domain/message-templates';
import type { OfferKind } from '../../domain/offers';
import type { PaymentMethod } from '../../domain/payments';
import { site } from '../../domain/site';

/**
 * The merge fields of an application's letters and status e-mails, each written in the
 * applicant's language from the facts the system holds: the names the form took, the programme
 * as the form named it, the intake's start, and the offer's terms when there is an offer.
 */

/** The academy's name as each language's text writes it. */
export function siteNameIn(locale: Locale): string {
  return locale === 'en' ? site.name : site.arabicName;
}

/** The programmes as the application form names them (its options), so a letter says what the applicant chose. */
const programmeNames: Record<Programme, (inputs: object, options: { locale: Locale }) => string> = {
  english: m.forms_programme_english,
  presessional: m.forms_programme_presessional,
  gcse: m.forms_programme_gcse,
  alevel: m.forms_programme_alevel,
  foundation: m.forms_programme_foundation,
  premasters: m.forms_programme_premasters,
  summer: m.forms_programme_summer,
};

/** A programme's name (an unknown value as it is, like choiceLabel). */
export function programmeLabel(value: string, locale: Locale): string {
  const name = programmeNames[value as Programme];
  return name ? name({}, { locale }) : choiceLabel(PROGRAMMES, value);
}

/** A start date ('2026-09-01', its intake's) as "September 2026" or "سبتمبر 2026". */
export function startDateLabel(value: string, locale: Locale): string {
  return intakeMonthLabel(value, locale);
}

/** The payment a receipt states (decision 137), fixed when the receipt is asked for. */
export interface ReceiptTerms {
  amountPence: number;
  /** 'YYYY-MM-DD', the school date paid. */
  paidOn: string;
  method: PaymentMethod;
  reference: string;
  /** What is left of the deposit once this payment is counted. */
  balancePence: number;
}

/** What an offer says beyond the application: set by the offer, none before there is one. */
export interface OfferTerms {
  feesPence: number | null;
  depositPence: number | null;
  /** 'YYYY-MM-DD', a school date. */
  replyBy: string | null;
  conditions: readonly string[];
  /** A receipt's payment; absent from every other letter. */
  payment?: ReceiptTerms | null;
}

const paymentMethodNames: Record<PaymentMethod, (inputs: object, options: { locale: Locale }) => string> = {
  card_page: m.emails_payment_method_card_page,
  bank_transfer: m.emails_payment_method_bank_transfer,
  other: m.emails_payment_method_other,
};

/** A way of paying as the applicant's language names it. */
export function paymentMethodLabel(method: PaymentMethod, locale: Locale): string {
  return paymentMethodNames[method]({}, { locale });
}

export const NO_OFFER_TERMS: OfferTerms = { feesPence: null, depositPence: null, replyBy: null, conditions: [] };

export interface ApplicationFacts {
  first_name: string;
  last_name: string;
  programme: string;
  start_date: string;
}

/** The kind of offer as a sentence names it: "a conditional offer", "عرض مشروط". */
export function offerKindLabel(kind: OfferKind, locale: Locale): string {
  return kind === 'conditional'
    ? m.emails_offer_kind_conditional({}, { locale })
    : m.emails_offer_kind_unconditional({}, { locale });
}

export function applicationMergeFields(
  application: ApplicationFacts,
  locale: Locale,
  terms: OfferTerms = NO_OFFER_TERMS,
  offerKind: OfferKind | null = null,
): MergeFields {
  const toBeConfirmed = m.emails_letter_to_be_confirmed({}, { locale });
  const payment = terms.payment ?? null;
  return {
    offer_kind: offerKind === null ? toBeConfirmed : offerKindLabel(offerKind, locale),
    first_name: application.first_name,
    full_name: `${application.first_name} ${application.last_name}`,
    programme: programmeLabel(application.programme, locale),
    start_date: startDateLabel(application.start_date, locale),
    fees: terms.feesPence === null ? toBeConfirmed : formatPence(terms.feesPence, locale),
    deposit: terms.depositPence === null ? toBeConfirmed : formatPence(terms.depositPence, locale),
    reply_by: terms.replyBy === null ? toBeConfirmed : schoolDateLabel(terms.replyBy, locale),
    conditions: terms.conditions.length
      ? terms.conditions.map((condition) => `• ${condition}`).join('\n')
      : toBeConfirmed,
    amount_paid: payment ? formatPence(payment.amountPence, locale) : toBeConfirmed,
    paid_on: payment ? schoolDateLabel(payment.paidOn, locale) : toBeConfirmed,
    payment_method: payment ? paymentMethodLabel(payment.method, locale) : toBeConfirmed,
    payment_reference: payment ? payment.reference : toBeConfirmed,
    balance: payment ? formatPence(payment.balancePence, locale) : toBeConfirmed,
    academy_name: siteNameIn(locale),
    academy_phone: site.phone,
  };
}
