import { describe, expect, it } from 'vitest';
import { BANK_HOLIDAYS_COVER_UNTIL, ENGLAND_AND_WALES_BANK_HOLIDAYS } from './bank-holidays';
import { isCalendarDate, schoolDate } from './intakes';

/** Easter Sunday in the Gregorian calendar (the anonymous algorithm, Meeus/Jones/Butcher). */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const dates = ENGLAND_AND_WALES_BANK_HOLIDAYS.map((holiday) => holiday.date);
const years = [...new Set(dates.map((date) => Number(date.slice(0, 4))))];

describe('bank holidays in England and Wales', () => {
  it('the list still runs more than a year past today: add the next year from GOV.UK when this fails', () => {
    const today = schoolDate(new Date());
    const aYearOn = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    expect(BANK_HOLIDAYS_COVER_UNTIL > aYearOn, `the bank holidays end on ${BANK_HOLIDAYS_COVER_UNTIL}`).toBe(true);
    expect(dates.at(-1)! >= `${BANK_HOLIDAYS_COVER_UNTIL.slice(0, 4)}-12-25`).toBe(true);
  });

  it('holds real, sorted weekdays, eight a year with no year missing', () => {
    expect(dates.every(isCalendarDate)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    for (const date of dates) expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    for (let year = years[0]!; year <= years.at(-1)!; year += 1) {
      expect(dates.filter((date) => date.startsWith(`${year}-`))).toHaveLength(8);
    }
  });

  it('keeps Good Friday and Easter Monday around each year’s Easter Sunday', () => {
    for (const year of years) {
      const easter = easterSunday(year);
      expect(dates).toContain(iso(plusDays(easter, -2)));
      expect(dates).toContain(iso(plusDays(easter, 1)));
    }
    expect(iso(easterSunday(2028))).toBe('2028-04-16');
  });

  it('moves a holiday that falls at a weekend to the next weekday', () => {
    expect(dates).toContain('2026-12-28');
    expect(dates).toContain('2027-12-27');
    expect(dates).toContain('2027-12-28');
    expect(dates).toContain('2028-01-03');
  });
});
