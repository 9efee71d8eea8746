import { describe, expect, it } from 'vitest';
import { countedAr, moreThan } from './arabic-figures';

describe('moreThan', () => {
  it('reads a figure with a plus as "more than" it', () => {
    expect(moreThan('25+')).toBe('أكثر من 25');
    expect(moreThan('1,200+')).toBe('أكثر من 1,200');
  });

  it('leaves an exact figure as it is', () => {
    expect(moreThan('98%')).toBe('98%');
  });
});

describe('countedAr', () => {
  const students = { one: 'طالب واحد', two: 'طالبان', few: 'طلاب', many: 'طالبًا', other: 'طالب' };

  it('names one and two without the number, and gives larger counts the form the number asks for', () => {
    expect([1, 2, 3, 10, 11, 12, 99, 100, 0].map((count) => countedAr(count, students))).toEqual([
      'طالب واحد',
      'طالبان',
      '3 طلاب',
      '10 طلاب',
      '11 طالبًا',
      '12 طالبًا',
      '99 طالبًا',
      '100 طالب',
      '0 طالب',
    ]);
  });
});
