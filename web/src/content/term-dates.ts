/**
 * Term dates for 2025-2026 (docs/spec.md §2.12), as ISO dates (YYYY-MM-DD). Published exactly as the
 * spec gives them; note the spec's spring term ends (13 April) after summer term starts (6 April).
 */
import { intlLocale, type Locale } from '@domain/locale';

export interface DateRange {
  from: string;
  to: string;
}

export interface Term {
  name: string;
  start: string;
  halfTerm: DateRange;
  end: string;
}

export const academicYear = '2025-2026';

export const terms: readonly Term[] = [
  { name: 'Autumn 2025', start: '2025-09-15', halfTerm: { from: '2025-10-27', to: '2025-10-31' }, end: '2025-12-12' },
  { name: 'Spring 2026', start: '2026-01-05', halfTerm: { from: '2026-02-16', to: '2026-02-20' }, end: '2026-04-13' },
  { name: 'Summer 2026', start: '2026-04-06', halfTerm: { from: '2026-05-25', to: '2026-05-26' }, end: '2026-06-26' },
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const arabicDateFormat = new Intl.DateTimeFormat(intlLocale.ar, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * '2025-09-15' -> 'Monday 15 September 2025' (English) or 'الاثنين، 15 سبتمبر 2025' (Arabic:
 * Gregorian, Arabic month names, Western digits). The English is written out rather than Intl,
 * whose output varies with the ICU data (Node adds a comma), so prerendered HTML and the browser
 * agree; the Arabic is Intl's, whose comma after the weekday is the Arabic way to write it.
 */
export function formatTermDate(isoDate: string, locale: Locale = 'en'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (locale === 'ar') return arabicDateFormat.format(date);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export interface TermDatesContent {
  intro: string;
  /** The table's caption. */
  caption: string;
  columns: { term: string; starts: string; halfTerm: string; ends: string };
  /** The words around the half-term's two dates: "{from} date {to} date". */
  halfTermFrom: string;
  halfTermTo: string;
  note: string;
  /** The link after the note. */
  contactLink: string;
}

export const termDatesContent: TermDatesContent = {
  // CONTENT-PLACEHOLDER: the page introduction.
  intro: `Key dates for the ${academicYear} academic year: the start and end of each term, and the half-term breaks.`,
  caption: `Term dates for the ${academicYear} academic year`,
  columns: { term: 'Term', starts: 'Term starts', halfTerm: 'Half-term', ends: 'Term ends' },
  halfTermFrom: '',
  halfTermTo: 'to',
  // CONTENT-PLACEHOLDER: the note under the table.
  note: 'If you have a question about term dates or holiday arrangements, our office is happy to help.',
  contactLink: 'Contact us',
};
