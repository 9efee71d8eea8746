import { intlLocale, type Locale } from './locale';

/**
 * Money as the reader writes it: Western digits and a comma between thousands in both languages
 * (intlLocale asks Arabic for Latin digits), and the pound sign before the amount in both, as
 * invoices and visa letters print it. Intl's Arabic currency style would put "UK£" after the number.
 */
const wholeNumberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocale.en, { maximumFractionDigits: 0 }),
  ar: new Intl.NumberFormat(intlLocale.ar, { maximumFractionDigits: 0 }),
};

const penceFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocale.en, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ar: new Intl.NumberFormat(intlLocale.ar, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** 17500 -> "£17,500", in English and in Arabic alike. */
export function formatPounds(amountGbp: number, locale: Locale = 'en'): string {
  return `£${wholeNumberFormats[locale].format(amountGbp)}`;
}

/** (690, 1230) -> "£690-£1,230", the way the spec writes ranges. */
export function formatPoundRange(minGbp: number, maxGbp: number, locale: Locale = 'en'): string {
  return `${formatPounds(minGbp, locale)}-${formatPounds(maxGbp, locale)}`;
}

/** An amount in pence, as fees, deposits, payments and balances are kept: 200000 -> "£2,000.00" in both languages. */
export function formatPence(pence: number, locale: Locale = 'en'): string {
  return `${pence < 0 ? '-' : ''}£${penceFormats[locale].format(Math.abs(pence) / 100)}`;
}
