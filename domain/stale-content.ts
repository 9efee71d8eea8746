/**
 * When the site is going out of date (decision 129): the dashboard warns until someone deals with
 * it, and admissions get a weekly e-mail listing the same warnings when there are any. Pure: the
 * server and the worker gather the facts, this says what is wrong. Staff words, in English.
 */

/** Warn when an open intake's deadline is fewer than this many days away. */
export const DEADLINE_SOON_DAYS = 14;
/** Warn when the newest news article is older than this many months. */
export const NEWS_STALE_MONTHS = 6;

export type StaleContentCode =
  'no_open_intake' | 'deadline_soon' | 'term_dates_ended' | 'summer_school_past' | 'news_old';

export interface StaleContentWarning {
  code: StaleContentCode;
  message: string;
}

export interface StaleContentFacts {
  /** The school's today, YYYY-MM-DD. */
  today: string;
  /** The programmes (their names) that have no intake taking applications. */
  programmesWithoutOpenIntake: readonly string[];
  /** Open intakes and their deadlines, named as staff know them. */
  openIntakes: readonly { name: string; deadline: string; rolling: boolean }[];
  /** The last day of the last published term, or null when none is published. */
  termDatesEnd: string | null;
  /** The Summer School's published year, or null. */
  summerSchoolYear: number | null;
  /** The date of the newest published news article, or null when there is none. */
  newestNewsDate: string | null;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The date `months` calendar months after `date` (the 31st becomes the month's last day). */
export function monthsAfter(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

export function staleContentWarnings(facts: StaleContentFacts): StaleContentWarning[] {
  const warnings: StaleContentWarning[] = [];
  for (const programme of facts.programmesWithoutOpenIntake)
    warnings.push({
      code: 'no_open_intake',
      message: `${programme} has no open intake: nobody can apply for it. Open one on the Intakes tab.`,
    });
  for (const intake of facts.openIntakes) {
    if (intake.rolling) continue;
    const days = daysBetween(facts.today, intake.deadline);
    if (days >= 0 && days < DEADLINE_SOON_DAYS)
      warnings.push({
        code: 'deadline_soon',
        message: `The deadline of ${intake.name} is ${days === 0 ? 'today' : `in ${plural(days, 'day', 'days')}`} (${intake.deadline}).`,
      });
  }
  if (facts.termDatesEnd !== null && facts.termDatesEnd < facts.today)
    warnings.push({
      code: 'term_dates_ended',
      message: `The published term dates ended on ${facts.termDatesEnd}: publish the next academic year's on the Content tab.`,
    });
  if (facts.summerSchoolYear !== null && facts.summerSchoolYear < Number(facts.today.slice(0, 4)))
    warnings.push({
      code: 'summer_school_past',
      message: `The Summer School's published year, ${facts.summerSchoolYear}, is past: publish the next summer's on the Content tab.`,
    });
  if (facts.newestNewsDate === null || monthsAfter(facts.newestNewsDate, NEWS_STALE_MONTHS) < facts.today)
    warnings.push({
      code: 'news_old',
      message:
        facts.newestNewsDate === null
          ? 'No news is published: publish an article on the Content tab.'
          : `The newest news article is dated ${facts.newestNewsDate}, more than ${NEWS_STALE_MONTHS} months ago: publish some news on the Content tab.`,
    });
  return warnings;
}
