import { m } from '@i18n/messages';
import { PROGRAMMES, type Programme } from '@domain/application-choices';
import { intakeMonthLabel, isCalendarDate } from '@domain/intakes';
import type { DocumentItemKey } from '@domain/document-checklist';
import { intlLocale, type Locale } from '@domain/locale';

/**
 * The facts of an application as the server names them (in English: the labels of
 * domain/application-choices.ts and domain/document-checklist.ts), said in the screen's language.
 * The English catalogue repeats those labels exactly (applicant-words.test.ts keeps them together).
 */

const PROGRAMME_NAMES: Record<Programme, (locale: Locale) => string> = {
  english: (locale) => m.applicant_programme_english({}, { locale }),
  presessional: (locale) => m.applicant_programme_presessional({}, { locale }),
  gcse: (locale) => m.applicant_programme_gcse({}, { locale }),
  alevel: (locale) => m.applicant_programme_alevel({}, { locale }),
  foundation: (locale) => m.applicant_programme_foundation({}, { locale }),
  premasters: (locale) => m.applicant_programme_premasters({}, { locale }),
  summer: (locale) => m.applicant_programme_summer({}, { locale }),
};

/** A programme, given by its label as the server sends it; one this list does not know, as it is. */
export function programmeName(label: string, locale: Locale): string {
  const programme = PROGRAMMES.find((choice) => choice.label === label);
  return programme ? PROGRAMME_NAMES[programme.value](locale) : label;
}

/**
 * A start date, given as its intake's first day ('2026-09-01'): "September 2026", or in Arabic with
 * the Gregorian month's Arabic name and Western digits ("سبتمبر 2026"). Anything else, as it is.
 */
export function startDateName(startsOn: string, locale: Locale): string {
  return isCalendarDate(startsOn) ? intakeMonthLabel(startsOn, locale) : startsOn;
}

const DOCUMENT_WORDS: Record<DocumentItemKey, { label: (locale: Locale) => string; hint: (locale: Locale) => string }> =
  {
    identity: {
      label: (locale) => m.applicant_document_identity({}, { locale }),
      hint: (locale) => m.applicant_document_identity_hint({}, { locale }),
    },
    school_report: {
      label: (locale) => m.applicant_document_school_report({}, { locale }),
      hint: (locale) => m.applicant_document_school_report_hint({}, { locale }),
    },
    english_certificate: {
      label: (locale) => m.applicant_document_english_certificate({}, { locale }),
      hint: (locale) => m.applicant_document_english_certificate_hint({}, { locale }),
    },
    photo: {
      label: (locale) => m.applicant_document_photo({}, { locale }),
      hint: (locale) => m.applicant_document_photo_hint({}, { locale }),
    },
  };

/** A checklist item's name and hint; an item this list does not know keeps the server's words. */
export function documentItemWords(
  item: { key: string; label: string; hint: string },
  locale: Locale,
): { label: string; hint: string } {
  if (!Object.hasOwn(DOCUMENT_WORDS, item.key)) return { label: item.label, hint: item.hint };
  const words = DOCUMENT_WORDS[item.key as DocumentItemKey];
  return { label: words.label(locale), hint: words.hint(locale) };
}

/** A date ("26 November 2026", "26 نوفمبر 2026"), Gregorian with Western digits in both languages. */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** A date and time, for when a draft was last saved. */
export function formatMoment(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

const sizeFormats: Record<Locale, { mb: Intl.NumberFormat; kb: Intl.NumberFormat }> = {
  en: {
    mb: new Intl.NumberFormat(intlLocale.en, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
    kb: new Intl.NumberFormat(intlLocale.en, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
  },
  // Arabic's short unit for a megabyte is an abbreviation few readers know: the word, as in the intro.
  ar: {
    mb: new Intl.NumberFormat(intlLocale.ar, {
      style: 'unit',
      unit: 'megabyte',
      unitDisplay: 'long',
      maximumFractionDigits: 1,
    }),
    kb: new Intl.NumberFormat(intlLocale.ar, {
      style: 'unit',
      unit: 'kilobyte',
      unitDisplay: 'long',
      maximumFractionDigits: 0,
    }),
  },
};

/** A file's size: "1.3 MB", "300 kB"; "1.3 ميغابايت" in Arabic. */
export function formatSize(bytes: number, locale: Locale): string {
  const { mb, kb } = sizeFormats[locale];
  return bytes >= 1024 * 1024 ? mb.format(bytes / (1024 * 1024)) : kb.format(Math.max(1, Math.round(bytes / 1024)));
}
