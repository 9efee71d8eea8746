import { describe, expect, it } from 'vitest';
import {
  casOverdueOnOrBefore,
  CAS_FLAG_AFTER_WORKING_DAYS,
  casClockStart,
  casOverdue,
  casWaitingDays,
  isWorkingDay,
  workingDaysBetween,
} from './working-days';

describe('working days', () => {
  it('working days across a bank-holiday weekend', () => {
    // Thursday 2 April 2026; Good Friday 3 April, the weekend, Easter Monday 6 April.
    expect(workingDaysBetween('2026-04-02', '2026-04-06')).toBe(0);
    expect(workingDaysBetween('2026-04-02', '2026-04-07')).toBe(1);
    expect(workingDaysBetween('2026-04-02', '2026-04-14')).toBe(6);
    // The August bank-holiday weekend: Friday 28 August to Tuesday 1 September 2026.
    expect(workingDaysBetween('2026-08-28', '2026-09-01')).toBe(1);
  });

  it('counts a plain weekend out and the first day in', () => {
    expect(workingDaysBetween('2026-11-27', '2026-11-30')).toBe(1); // Friday to Monday
    expect(workingDaysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(workingDaysBetween('2026-11-24', '2026-11-23')).toBe(0);
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-12-25')).toBe(false);
    expect(isWorkingDay('2026-12-24')).toBe(true);
  });

  it('skips Christmas and its substitute days across the year end', () => {
    // Thursday 24 December 2026 to Monday 4 January 2027: 25 and 28 Dec, 1 Jan are holidays.
    expect(workingDaysBetween('2026-12-24', '2027-01-04')).toBe(4);
  });

  it('refuses a date that is not a real date', () => {
    expect(() => workingDaysBetween('2026-02-30', '2026-03-02')).toThrow(RangeError);
  });

  it('starts the CAS clock at the later of acceptance and deposit, only once both are known', () => {
    expect(casClockStart({ acceptedOn: '2026-11-02', depositPaidOn: '2026-11-05' })).toBe('2026-11-05');
    expect(casClockStart({ acceptedOn: '2026-11-09', depositPaidOn: '2026-11-05' })).toBe('2026-11-09');
    expect(casClockStart({ acceptedOn: '2026-11-09', depositPaidOn: null })).toBeNull();
    expect(casClockStart({ acceptedOn: null, depositPaidOn: '2026-11-05' })).toBeNull();
  });

  it(`flags an application past ${CAS_FLAG_AFTER_WORKING_DAYS} working days, not at ${CAS_FLAG_AFTER_WORKING_DAYS}`, () => {
    // From Monday 16 November 2026: day 8 is Thursday 26, day 9 Friday 27 (noon in Cardiff).
    expect(casWaitingDays('2026-11-16', new Date('2026-11-26T12:00:00Z'))).toBe(8);
    expect(casOverdue('2026-11-16', new Date('2026-11-26T12:00:00Z'))).toBe(false);
    expect(casOverdue('2026-11-16', new Date('2026-11-27T12:00:00Z'))).toBe(true);
    // The weekend adds nothing.
    expect(casWaitingDays('2026-11-16', new Date('2026-11-29T12:00:00Z'))).toBe(9);
  });
});

describe('the list’s CAS overdue cut-off', () => {
  it('is the latest start that is overdue: the next day is not, across weekends and bank holidays', () => {
    const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    // Every day of two years, Christmas and Easter included.
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const now = new Date(day + 12 * 3_600_000);
      const cutOff = casOverdueOnOrBefore(now);
      expect(casOverdue(cutOff, now)).toBe(true);
      expect(casOverdue(nextDay(cutOff), now)).toBe(false);
    }
  });
});
