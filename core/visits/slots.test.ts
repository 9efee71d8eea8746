import { describe, expect, it } from 'vitest';
import { computeSlots, schoolInstant, termHolidays, type SlotPattern } from './slots';

const tuesdayThursday: SlotPattern = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'visit',
  weekdays: [2, 4],
  times: ['10:00', '14:00'],
  lengthMinutes: 90,
  capacity: 6,
  minNoticeHours: 24,
  skipHolidays: true,
};

const ukClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('slots from a weekly pattern in UK time (decision 141)', () => {
  it('keeps 10:00 and 14:00 UK time across the change to summer time on 28 March 2027', () => {
    const slots = computeSlots([tuesdayThursday], {
      from: '2027-03-22',
      days: 14,
      now: new Date('2027-01-01T00:00:00Z'),
    });
    expect(slots.map((slot) => [slot.date, slot.time, slot.startsAt.toISOString()])).toEqual([
      ['2027-03-23', '10:00', '2027-03-23T10:00:00.000Z'],
      ['2027-03-23', '14:00', '2027-03-23T14:00:00.000Z'],
      ['2027-03-25', '10:00', '2027-03-25T10:00:00.000Z'],
      ['2027-03-25', '14:00', '2027-03-25T14:00:00.000Z'],
      // Sunday 28 March: the clocks go forward, so 10:00 UK time is 09:00 UTC from here on.
      ['2027-03-30', '10:00', '2027-03-30T09:00:00.000Z'],
      ['2027-03-30', '14:00', '2027-03-30T13:00:00.000Z'],
      ['2027-04-01', '10:00', '2027-04-01T09:00:00.000Z'],
      ['2027-04-01', '14:00', '2027-04-01T13:00:00.000Z'],
    ]);
    for (const slot of slots) expect(ukClock.format(slot.startsAt)).toBe(slot.time);
    expect(slots.every((slot) => slot.endsAt.getTime() - slot.startsAt.getTime() === 90 * 60_000)).toBe(true);
  });

  it('keeps 10:00 and 14:00 UK time across the change back on 31 October 2027', () => {
    const slots = computeSlots([tuesdayThursday], {
      from: '2027-10-25',
      days: 11,
      now: new Date('2027-01-01T00:00:00Z'),
    });
    expect(slots.map((slot) => [slot.date, slot.time, slot.startsAt.toISOString()])).toEqual([
      ['2027-10-26', '10:00', '2027-10-26T09:00:00.000Z'],
      ['2027-10-26', '14:00', '2027-10-26T13:00:00.000Z'],
      ['2027-10-28', '10:00', '2027-10-28T09:00:00.000Z'],
      ['2027-10-28', '14:00', '2027-10-28T13:00:00.000Z'],
      // Sunday 31 October: back to GMT, and 10:00 UK time is 10:00 UTC again.
      ['2027-11-02', '10:00', '2027-11-02T10:00:00.000Z'],
      ['2027-11-02', '14:00', '2027-11-02T14:00:00.000Z'],
      ['2027-11-04', '10:00', '2027-11-04T10:00:00.000Z'],
      ['2027-11-04', '14:00', '2027-11-04T14:00:00.000Z'],
    ]);
    for (const slot of slots) expect(ukClock.format(slot.startsAt)).toBe(slot.time);
  });

  it('keeps a slot that spans no change the same length on the day the clocks change', () => {
    const sunday = { ...tuesdayThursday, weekdays: [7], times: ['10:00'] };
    const [slot] = computeSlots([sunday], { from: '2027-03-28', days: 1, now: new Date('2027-01-01T00:00:00Z') });
    expect(slot!.startsAt.toISOString()).toBe('2027-03-28T09:00:00.000Z');
    expect(slot!.endsAt.toISOString()).toBe('2027-03-28T10:30:00.000Z');
  });

  it('offers nothing sooner than the minimum notice', () => {
    const now = schoolInstant('2027-03-23', '09:00');
    const slots = computeSlots([tuesdayThursday], { from: '2027-03-23', days: 3, now });
    // 24 hours' notice: Tuesday's slots are gone, Thursday's remain.
    expect(slots.map((slot) => `${slot.date} ${slot.time}`)).toEqual(['2027-03-25 10:00', '2027-03-25 14:00']);
  });

  it('leaves out dates for every rule, for one rule, and the holidays of rules that skip them', () => {
    const other: SlotPattern = { ...tuesdayThursday, id: '00000000-0000-4000-8000-000000000002', skipHolidays: false };
    const slots = computeSlots([tuesdayThursday, other], {
      from: '2027-03-22',
      days: 11,
      now: new Date('2027-01-01T00:00:00Z'),
      holidays: new Set(['2027-03-30']),
      closures: [
        { date: '2027-03-23', ruleId: null },
        { date: '2027-03-25', ruleId: other.id },
      ],
    });
    const byRule = (id: string) => slots.filter((slot) => slot.ruleId === id).map((slot) => slot.date);
    expect(byRule(tuesdayThursday.id)).toEqual(['2027-03-25', '2027-03-25', '2027-04-01', '2027-04-01']);
    expect(byRule(other.id)).toEqual(['2027-03-30', '2027-03-30', '2027-04-01', '2027-04-01']);
  });
});

describe('the term dates’ holidays', () => {
  const term = (start: string, halfTermFrom: string, halfTermTo: string, end: string) => ({
    name: { en: 'Term', ar: 'فصل' },
    start,
    halfTermFrom,
    halfTermTo,
    end,
  });

  it('are the half-terms and the days between terms, not the days outside the published years', () => {
    const holidays = termHolidays({
      years: [
        {
          academicYear: '2026-2027',
          terms: [
            term('2026-09-14', '2026-10-26', '2026-10-30', '2026-12-11'),
            term('2027-01-04', '2027-02-15', '2027-02-19', '2027-03-26'),
          ],
        },
      ],
    });
    expect(holidays.has('2026-10-26')).toBe(true);
    expect(holidays.has('2026-10-30')).toBe(true);
    expect(holidays.has('2026-10-31')).toBe(false);
    expect(holidays.has('2026-12-11')).toBe(false);
    expect(holidays.has('2026-12-12')).toBe(true);
    expect(holidays.has('2027-01-03')).toBe(true);
    expect(holidays.has('2027-01-04')).toBe(false);
    expect(holidays.has('2026-09-01')).toBe(false);
    expect(holidays.has('2027-04-01')).toBe(false);
    expect(termHolidays(undefined).size).toBe(0);
  });
});
