import { describe, expect, it } from 'vitest';
import { moreThan } from './arabic-figures';

describe('moreThan', () => {
  it('reads a figure with a plus as "more than" it', () => {
    expect(moreThan('25+')).toBe('أكثر من 25');
    expect(moreThan('1,200+')).toBe('أكثر من 1,200');
  });

  it('leaves an exact figure as it is', () => {
    expect(moreThan('98%')).toBe('98%');
  });
});
