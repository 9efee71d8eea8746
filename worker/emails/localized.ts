import { m } from '@i18n/messages';
import type { DocumentItemKey } from '../../domain/document-checklist';
import { intlLocale, isLocale, type Locale } from '../../domain/locale';
import { periodInUnits } from '../../domain/retention-periods';

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

export { programmeLabel, siteNameIn, startDateLabel } from '../../core/letters/merge-fields';

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
