import { intlLocale, type Locale } from './locale';

/**
 * An intake is one programme starting on one date. Pure rules, no I/O: the form, the server, the
 * command line and the dashboard's warnings all read them, so each rule is written once.
 * Dates are the school's wall-clock dates (`YYYY-MM-DD`) in `SCHOOL_TIME_ZONE`.
 */
export const SCHOOL_TIME_ZONE = 'Europe/London';

export const INTAKE_POLICIES = ['strict', 'rolling'] as const;
export const INTAKE_STATES = ['draft', 'open', 'closed'] as const;

export type IntakePolicy = (typeof INTAKE_POLICIES)[number];
export type IntakeState = (typeof INTAKE_STATES)[number];

export interface IntakeRules {
  state: IntakeState;
  policy: IntakePolicy;
  /** The last day applications are taken, in the school's time zone. */
  deadline: string;
}

/** Days before a deadline at which the dashboard starts to warn. */
export const DEADLINE_WARNING_DAYS = 14;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(date: string): [number, number, number] {
  const parts = isoDate.exec(date);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(parts[1]), Number(parts[2]), Number(parts[3])];
}

/** Whether `date` is a real calendar date written as YYYY-MM-DD (2027-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  if (!isoDate.test(date)) return false;
  const [year, month, day] = dateParts(date);
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

const schoolDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The school's date at an instant: what a clock on the office wall in Cardiff reads. */
export function schoolDate(instant: Date): string {
  return schoolDateFormat.format(instant);
}

const schoolClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The school's wall-clock offset from UTC at an instant, in minutes (0 or 60 in Cardiff). */
function schoolOffsetMinutes(instant: Date): number {
  const [year, month, day] = dateParts(schoolDate(instant));
  const time = schoolClockFormat.format(instant);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wallClock = Date.UTC(year, month - 1, day, hours, minutes);
  return Math.round((wallClock - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a deadline day ends: midnight at the start of the next day, school time. A deadline
 * of 30 June takes applications until 23:59:59.999 that day in the UK, whichever clock (GMT or BST)
 * the UK keeps then. British clocks change at 01:00 UTC, so midnight always exists exactly once.
 */
export function deadlineEnds(deadline: string): Date {
  const [year, month, day] = dateParts(deadline);
  const midnightUtc = Date.UTC(year, month - 1, day + 1);
  // The offset at the UTC guess equals the offset at local midnight: the clocks never change near it.
  return new Date(midnightUtc - schoolOffsetMinutes(new Date(midnightUtc)) * 60_000);
}

/** Whether an intake takes applications now: open, and before its deadline unless it is rolling. */
export function acceptsApplications(intake: IntakeRules, now: Date): boolean {
  if (intake.state !== 'open') return false;
  return intake.policy === 'rolling' || now < deadlineEnds(intake.deadline);
}

/** Whole days from the school's today to a date (negative once it is past). */
export function daysUntil(date: string, now: Date): number {
  const [year, month, day] = dateParts(date);
  const [tYear, tMonth, tDay] = dateParts(schoolDate(now));
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(tYear, tMonth - 1, tDay)) / 86_400_000);
}

// A formatter costs far more to build than to use, and the CSV export names 100,000 intakes.
const formatsFor = (options: Intl.DateTimeFormatOptions) =>
  ({
    en: new Intl.DateTimeFormat(intlLocale.en, { ...options, timeZone: 'UTC' }),
    ar: new Intl.DateTimeFormat(intlLocale.ar, { ...options, timeZone: 'UTC' }),
  }) satisfies Record<Locale, Intl.DateTimeFormat>;
const monthFormats = formatsFor({ month: 'long', year: 'numeric' });
const dateFormats = formatsFor({ day: 'numeric', month: 'long', year: 'numeric' });

/** An intake as the reader names it: its month and year, "September 2027" or "سبتمبر 2027". */
export function intakeMonthLabel(startsOn: string, locale: Locale): string {
  const [year, month] = dateParts(startsOn);
  return monthFormats[locale].format(Date.UTC(year, month - 1, 1));
}

/** A date in full, in the reader's language: "30 June 2027" or "30 يونيو 2027". */
export function schoolDateLabel(date: string, locale: Locale): string {
  const [year, month, day] = dateParts(date);
  return dateFormats[locale].format(Date.UTC(year, month - 1, day));
}

/** The same date one year on, for copying a year's intakes; 29 February becomes 28 February. */
export function sameDateNextYear(date: string): string {
  const [year, month, day] = dateParts(date);
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}
