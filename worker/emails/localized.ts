import { m } from '@i18n/messages';
import { PROGRAMMES, choiceLabel, type Programme } from '../../domain/application-choices';
import { intakeMonthLabel } from '../../domain/intakes';
import type { DocumentItemKey } from '../../domain/document-checklist';
import { intlLocale, isLocale, type Locale } from '../../domain/locale';
import { periodInUnits } from '../../domain/retention-periods';
import { site } from '../../domain/site';

/**
 * The language of an applicant's e-mail and the words it names things by: programmes, start
 * dates, documents, dates and periods, in the words the applicant met on the form and in their
 * space (the forms, applicant and privacy catalogues). English reads as the rest of the system
 * does; the facts are shared.
 */

/** A stored language as the e-mails trust it: anything but a known language is English. */
export function emailLanguage(value: unknown): Locale {
  return isLocale(value) ? value : 'en';
}

/** The academy's name as each language's text writes it. */
export function siteNameIn(locale: Locale): string {
  return locale === 'en' ? site.name : site.arabicName;
}

/** The programmes as the application form names them (its options), so the e-mail says what the applicant chose. */
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

/** The documents as the applicant's space lists them, where the applicant sends each one. */
const documentNames: Record<DocumentItemKey, (inputs: object, options: { locale: Locale }) => string> = {
  identity: m.applicant_document_identity,
  school_report: m.applicant_document_school_report,
  english_certificate: m.applicant_document_english_certificate,
  photo: m.applicant_document_photo,
};

export function documentLabel(key: DocumentItemKey, locale: Locale): string {
  return documentNames[key]({}, { locale });
}

/** A day as the applicant reads it: "3 December 2026", "3 ديسمبر 2026" (Western digits). */
export function longDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'Europe/London' }).format(date);
}

/** A period of days: "1 month", "30 days", "شهر واحد" (the privacy notice's words). */
export function periodLabel(days: number, locale: Locale): string {
  return m.privacy_retention_period(periodInUnits(days), { locale });
}

/**
 * What the staff alerts say of a submission sent from the Arabic site (they stay English), so
 * admissions know the applicant reads the academy's e-mails in Arabic; nothing for English.
 */
export function submittedInNote(language: Locale, who: 'applicant' | 'sender'): string[] {
  if (language === 'en') return [];
  return [`Submitted in Arabic, from the Arabic website: the academy's automatic e-mails to the ${who} are in Arabic.`];
}
