import { describe, expect, it } from 'vitest';
import { monthsAfter, staleContentWarnings, type StaleContentFacts } from './stale-content';

const fresh: StaleContentFacts = {
  today: '2026-11-28',
  programmesWithoutOpenIntake: [],
  openIntakes: [{ name: 'A-Level, September 2027', deadline: '2027-06-30', rolling: false }],
  termDatesEnd: '2027-07-16',
  summerSchoolYear: 2026,
  newestNewsDate: '2026-09-01',
};

const codes = (facts: StaleContentFacts) => staleContentWarnings(facts).map((warning) => warning.code);

describe('staleContentWarnings', () => {
  it('says nothing while every fact is current', () => {
    expect(staleContentWarnings(fresh)).toEqual([]);
  });

  it('names each programme with no open intake', () => {
    expect(staleContentWarnings({ ...fresh, programmesWithoutOpenIntake: ['Summer School'] })).toEqual([
      {
        code: 'no_open_intake',
        message: 'Summer School has no open intake: nobody can apply for it. Open one on the Intakes tab.',
      },
    ]);
  });

  it('warns of a strict deadline less than 14 days away, never a rolling one or a passed one', () => {
    const intake = (deadline: string, rolling = false) => ({
      ...fresh,
      openIntakes: [{ name: 'GCSE, January 2027', deadline, rolling }],
    });
    expect(staleContentWarnings(intake('2026-12-11'))[0]?.message).toBe(
      'The deadline of GCSE, January 2027 is in 13 days (2026-12-11).',
    );
    expect(staleContentWarnings(intake('2026-11-28'))[0]?.message).toContain('is today');
    expect(codes(intake('2026-12-12'))).toEqual([]);
    expect(codes(intake('2026-12-01', true))).toEqual([]);
    expect(codes(intake('2026-11-27'))).toEqual([]);
  });

  it('warns when the published term dates have ended, and when the Summer School’s year is past', () => {
    expect(codes({ ...fresh, termDatesEnd: '2026-06-26' })).toEqual(['term_dates_ended']);
    expect(codes({ ...fresh, termDatesEnd: '2026-11-28' })).toEqual([]);
    expect(codes({ ...fresh, summerSchoolYear: 2025 })).toEqual(['summer_school_past']);
  });

  it('warns when the newest article is more than 6 months old, or there is none', () => {
    expect(codes({ ...fresh, newestNewsDate: '2026-05-28' })).toEqual([]);
    expect(codes({ ...fresh, newestNewsDate: '2026-05-27' })).toEqual(['news_old']);
    expect(codes({ ...fresh, newestNewsDate: null })).toEqual(['news_old']);
  });

  it('counts months by the calendar', () => {
    expect(monthsAfter('2026-08-31', 6)).toBe('2027-02-28');
    expect(monthsAfter('2026-05-28', 6)).toBe('2026-11-28');
  });
});
