import { describe, expect, it } from 'vitest';
import { describeDays } from '@domain/retention-periods';
import { describePeriod } from './describe-period';

describe('a retention period in words', () => {
  it('says it in English exactly as describeDays does, for every period up to four years', () => {
    for (let days = 1; days <= 4 * 365; days++) expect(describePeriod(days, 'en')).toBe(describeDays(days));
    expect([730, 365, 90, 45, 1].map((days) => describePeriod(days, 'en'))).toEqual([
      '2 years',
      '1 year',
      '3 months',
      '45 days',
      '1 day',
    ]);
  });

  it('says it in Arabic with the form each number takes, in Western digits', () => {
    const arabic = (days: number) => describePeriod(days, 'ar');
    // One, two, three to ten, eleven to ninety-nine, a hundred and more.
    expect([365, 730, 1095, 3650, 4015, 36500].map(arabic)).toEqual([
      'سنة واحدة',
      'سنتان',
      '3 سنوات',
      '10 سنوات',
      '11 سنة',
      '100 سنة',
    ]);
    expect([30, 60, 90, 300, 330].map(arabic)).toEqual(['شهر واحد', 'شهران', '3 أشهر', '10 أشهر', '11 شهرًا']);
    expect([1, 2, 3, 7, 14, 45, 101, 103, 111].map(arabic)).toEqual([
      'يوم واحد',
      'يومان',
      '3 أيام',
      '7 أيام',
      '14 يومًا',
      '45 يومًا',
      '101 يوم',
      '103 أيام',
      '111 يومًا',
    ]);
    for (let days = 1; days <= 4 * 365; days++) expect(arabic(days)).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });
});
