import { describe, expect, it } from 'vitest';
import { visitClock, type ClockWords } from './visit-clock';

const english: ClockWords = { ukTime: '{time} UK time', inPlace: '{time} in {place}', inZone: '{time}, {zone}' };
const arabic: ClockWords = {
  ukTime: '{time} بتوقيت المملكة المتحدة',
  inPlace: '{time} في {place}',
  inZone: '{time}، {zone}',
};

// 10:00 UK time on a winter Tuesday (GMT), and 10:00 UK time in summer (BST, 09:00 UTC).
const winterMorning = '2027-01-12T10:00:00Z';
const summerMorning = '2027-06-15T09:00:00Z';
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('visit times, in UK time and the visitor’s own', () => {
  it('adds the visitor’s city where their clock differs, across the UK’s change of clocks', () => {
    const riyadh = visitClock('en', english, 'Asia/Riyadh');
    expect(riyadh.time(winterMorning)).toBe('10:00 UK time (13:00 in Riyadh)');
    expect(riyadh.time(summerMorning)).toBe('10:00 UK time (12:00 in Riyadh)');
    expect(riyadh.when(winterMorning)).toBe('Tuesday 12 January 2027, 10:00 UK time (13:00 in Riyadh)');
  });

  it('writes UK time alone for a visitor in the UK, or whose clock reads the same', () => {
    expect(visitClock('en', english, 'Europe/London').time(summerMorning)).toBe('10:00 UK time');
    expect(visitClock('en', english, 'Europe/Lisbon').time(winterMorning)).toBe('10:00 UK time');
    expect(visitClock('en', english, undefined).time(winterMorning)).toBe('10:00 UK time');
  });

  it('names the day when the visitor’s own clock is already on the next one', () => {
    expect(visitClock('en', english, 'Australia/Sydney').time('2027-01-12T14:00:00Z')).toBe(
      '14:00 UK time (Wednesday 01:00 in Sydney)',
    );
  });

  it('in Arabic: Arabic words, the city in Arabic, Western digits', () => {
    const riyadh = visitClock('ar', arabic, 'Asia/Riyadh');
    expect(riyadh.time(winterMorning)).toBe('10:00 بتوقيت المملكة المتحدة (13:00 في الرياض)');
    const when = riyadh.when(winterMorning);
    expect(when).toContain('يناير');
    expect(when).toContain('2027');
    expect(when).not.toMatch(EASTERN_DIGITS);
  });

  it('names the zone where no city can be named in the page’s language', () => {
    const time = visitClock('ar', arabic, 'Asia/Almaty').time(winterMorning);
    expect(time).toMatch(/^10:00 بتوقيت المملكة المتحدة \(1[56]:00، .*[\u0600-\u06FF].*\)$/);
    expect(visitClock('en', english, 'Etc/GMT-5').time(winterMorning)).toMatch(/^10:00 UK time \(15:00, GMT\+5\)$/);
  });
});
