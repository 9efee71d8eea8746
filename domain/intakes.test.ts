import { describe, expect, it } from 'vitest';
import {
  acceptsApplications,
  daysUntil,
  deadlineEnds,
  intakeMonthLabel,
  isCalendarDate,
  sameDateNextYear,
  schoolDate,
  schoolDateLabel,
} from './intakes';

describe('a deadline is a date in the school’s time zone', () => {
  it('ends at midnight UK summer time (BST, UTC+1) for a June deadline', () => {
    expect(deadlineEnds('2027-06-30').toISOString()).toBe('2027-06-30T23:00:00.000Z');
  });

  it('ends at midnight GMT for a January deadline', () => {
    expect(deadlineEnds('2027-01-15').toISOString()).toBe('2027-01-16T00:00:00.000Z');
  });

  it('is read right on the days the clocks change, both ways', () => {
    // Clocks go forward at 01:00 UTC on 28 March 2027 and back at 01:00 UTC on 31 October 2027.
    expect(deadlineEnds('2027-03-27').toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(deadlineEnds('2027-03-28').toISOString()).toBe('2027-03-28T23:00:00.000Z');
    expect(deadlineEnds('2027-10-30').toISOString()).toBe('2027-10-30T23:00:00.000Z');
    expect(deadlineEnds('2027-10-31').toISOString()).toBe('2027-11-01T00:00:00.000Z');
  });

  it('takes an application at 23:59 UK time on the day and refuses one a minute after midnight', () => {
    const strict = { state: 'open', policy: 'strict', deadline: '2027-06-30' } as const;
    expect(acceptsApplications(strict, new Date('2027-06-30T22:59:00Z'))).toBe(true);
    expect(acceptsApplications(strict, new Date('2027-06-30T23:01:00Z'))).toBe(false);
  });

  it('keeps a rolling intake open after its deadline, and never takes one that is not open', () => {
    const late = new Date('2028-01-01T12:00:00Z');
    expect(acceptsApplications({ state: 'open', policy: 'rolling', deadline: '2027-06-30' }, late)).toBe(true);
    expect(acceptsApplications({ state: 'closed', policy: 'rolling', deadline: '2027-06-30' }, late)).toBe(false);
    const early = new Date('2027-01-01T12:00:00Z');
    expect(acceptsApplications({ state: 'draft', policy: 'strict', deadline: '2027-06-30' }, early)).toBe(false);
  });
});

describe('school dates', () => {
  it('reads the school’s date, not UTC’s, just after midnight in summer', () => {
    expect(schoolDate(new Date('2027-07-01T23:30:00Z'))).toBe('2027-07-02');
    expect(schoolDate(new Date('2027-12-01T23:30:00Z'))).toBe('2027-12-01');
  });

  it('counts whole days to a date from the school’s today', () => {
    const now = new Date('2027-06-16T23:30:00Z'); // 17 June in Cardiff
    expect(daysUntil('2027-06-30', now)).toBe(13);
    expect(daysUntil('2027-06-17', now)).toBe(0);
    expect(daysUntil('2027-06-16', now)).toBe(-1);
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('27-09-06')).toBe(false);
  });

  it('copies a date to the next year, with 29 February becoming 28 February', () => {
    expect(sameDateNextYear('2027-09-06')).toBe('2028-09-06');
    expect(sameDateNextYear('2028-02-29')).toBe('2029-02-28');
  });
});

describe('intake names in the reader’s language', () => {
  it('names the month and year, with Western digits in Arabic', () => {
    expect(intakeMonthLabel('2027-09-06', 'en')).toBe('September 2027');
    expect(intakeMonthLabel('2027-09-06', 'ar')).toBe('سبتمبر 2027');
  });

  it('writes a full date in both languages', () => {
    expect(schoolDateLabel('2027-06-30', 'en')).toBe('30 June 2027');
    expect(schoolDateLabel('2027-06-30', 'ar')).toBe('30 يونيو 2027');
  });
});
