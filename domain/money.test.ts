import { describe, expect, it } from 'vitest';
import { formatPence, formatPoundRange, formatPounds } from './money';

describe('money', () => {
  it('writes the pound sign before the amount, with Western digits, in both languages', () => {
    expect(formatPounds(17_500)).toBe('£17,500');
    expect(formatPounds(17_500, 'ar')).toBe('£17,500');
    expect(formatPoundRange(690, 1_230, 'ar')).toBe('£690-£1,230');
  });

  it('writes pence as pounds with two decimals, never "UK£" in Arabic', () => {
    for (const locale of ['en', 'ar'] as const) {
      expect(formatPence(200_000, locale)).toBe('£2,000.00');
      expect(formatPence(1_850_050, locale)).toBe('£18,500.50');
      expect(formatPence(0, locale)).toBe('£0.00');
      expect(formatPence(-5_000, locale)).toBe('-£50.00');
    }
  });
});
