/**
 * Term dates for 2025-2026 (docs/spec.md §2.12), as ISO dates (YYYY-MM-DD). Published exactly as the
 * spec gives them; note the spec's spring term ends (13 April) after summer term starts (6 April).
 */
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
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * '2025-09-15' -> 'Monday 15 September 2025'. Written out rather than Intl, whose output
 * varies with the ICU data (Node adds a comma), so prerendered HTML and the browser agree.
 */
export function formatTermDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export const termDatesContent = {
  // CONTENT-PLACEHOLDER: the page introduction.
  intro: `Key dates for the ${academicYear} academic year: the start and end of each term, and the half-term breaks.`,
  // CONTENT-PLACEHOLDER: the note under the table.
  note: 'If you have a question about term dates or holiday arrangements, our office is happy to help.',
} as const;
