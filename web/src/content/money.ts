import { intlLocale, type Locale } from '@domain/locale';

/**
 * Whole numbers in each language's format: Western digits and a comma between thousands in both
 * (intlLocale asks Arabic for Latin digits). The pound sign is written before the amount in both
 * languages, as invoices and visa letters print it: Intl's Arabic currency style would put "UK£"
 * after the number.
 */
const wholeNumberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocale.en, { maximumFractionDigits: 0 }),
  ar: new Intl.NumberFormat(intlLocale.ar, { maximumFractionDigits: 0 }),
};

/** 17500 -> "£17,500", in English and in Arabic alike. */
export function formatPounds(amountGbp: number, locale: Locale = 'en'): string {
  return `£${wholeNumberFormats[locale].format(amountGbp)}`;
}

/** (690, 1230) -> "£690-£1,230", the way the spec writes ranges. */
export function formatPoundRange(minGbp: number, maxGbp: number, locale: Locale = 'en'): string {
  return `${formatPounds(minGbp, locale)}-${formatPounds(maxGbp, locale)}`;
}
