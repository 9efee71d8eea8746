import { describe, expect, it } from 'vitest';
import { isMinorOn } from './acceptance';

describe('isMinorOn', () => {
  it('is under 18 the day before the 18th birthday, and not on it', () => {
    expect(isMinorOn('2009-09-02', '2027-09-01')).toBe(true);
    expect(isMinorOn('2009-09-01', '2027-09-01')).toBe(false);
    expect(isMinorOn('1990-01-01', '2027-09-01')).toBe(false);
  });

  it('takes 1 March as the birthday of someone born on 29 February in a common year', () => {
    expect(isMinorOn('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinorOn('2008-02-29', '2026-03-01')).toBe(false);
  });
});
