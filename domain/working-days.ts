import { ENGLAND_AND_WALES_BANK_HOLIDAYS } from './bank-holidays';
import { isCalendarDate, schoolDate } from './intakes';

/**
 * Working days in England and Wales: Monday to Friday, less the bank holidays in
 * `bank-holidays.ts`. The spec promises the CAS within 5 to 10 working days of acceptance and
 * deposit; the dashboard counts from the later of the two and flags an application past 8
 * (decision 136). Dates are school dates (YYYY-MM-DD, Europe/London).
 */
export const CAS_PROMISED_WORKING_DAYS = { from: 5, to: 10 } as const;
/** An application waiting more working days than this for its CAS is flagged on the dashboard. */
export const CAS_FLAG_AFTER_WORKING_DAYS = 8;

const bankHolidays = new Set(ENGLAND_AND_WALES_BANK_HOLIDAYS.map((holiday) => holiday.date));

function utcDay(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** Whether a school date is a working day in England and Wales. */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(utcDay(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !bankHolidays.has(date);
}

/**
 * Working days after `from` up to and including `to`: accepted on a Friday, it is 1 on Monday.
 * 0 when `to` is not after `from`. A date beyond the list's end counts weekends only; the list's
 * own test fails a year before that can happen.
 */
export function workingDaysBetween(from: string, to: string): number {
  const start = utcDay(from);
  const end = utcDay(to);
  let count = 0;
  for (let day = start + 86_400_000; day <= end; day += 86_400_000) {
    if (isWorkingDay(new Date(day).toISOString().slice(0, 10))) count += 1;
  }
  return count;
}

/**
 * The date the CAS clock starts: the later of acceptance and the deposit, both needed. Null until
 * both are known.
 */
export function casClockStart(dates: { acceptedOn: string | null; depositPaidOn: string | null }): string | null {
  const { acceptedOn, depositPaidOn } = dates;
  if (!acceptedOn || !depositPaidOn) return null;
  return acceptedOn > depositPaidOn ? acceptedOn : depositPaidOn;
}

/** Working days the CAS has waited since `since`, counted to the school's today. */
export function casWaitingDays(since: string, now: Date): number {
  return workingDaysBetween(since, schoolDate(now));
}

/** Whether an application has waited past the flag for its CAS. */
export function casOverdue(since: string, now: Date): boolean {
  return casWaitingDays(since, now) > CAS_FLAG_AFTER_WORKING_DAYS;
}

/**
 * The latest clock start that is overdue today: every start on or before it has waited more than
 * CAS_FLAG_AFTER_WORKING_DAYS working days, every later one has not. The list's "CAS overdue"
 * filter compares the clock's start in the database with it.
 */
export function casOverdueOnOrBefore(now: Date): string {
  let day = utcDay(schoolDate(now));
  for (let counted = 0; ;) {
    if (isWorkingDay(new Date(day).toISOString().slice(0, 10))) counted += 1;
    day -= 86_400_000;
    if (counted > CAS_FLAG_AFTER_WORKING_DAYS) return new Date(day).toISOString().slice(0, 10);
  }
}
