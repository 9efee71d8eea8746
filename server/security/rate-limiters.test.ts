import { describe, expect, it } from 'vitest';
import { progressiveSignInDelay } from './rate-limiters';

describe('progressiveSignInDelay', () => {
  it('is free for the first failures, then doubles from 250 ms up to 3 s and never refuses', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 1_000].map(progressiveSignInDelay)).toEqual([0, 0, 250, 500, 1_000, 2_000, 3_000, 3_000, 3_000]);
  });
});
