import { describe, expect, it } from 'vitest';
import { describeWait, progressiveSignInDelay } from './rate-limiters';

describe('progressiveSignInDelay', () => {
  it('is free for the first failures, then doubles from 250 ms up to 3 s and never refuses', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 1_000].map(progressiveSignInDelay)).toEqual([
      0, 0, 250, 500, 1_000, 2_000, 3_000, 3_000, 3_000,
    ]);
  });
});

describe('describeWait', () => {
  it('says seconds under a minute, minutes up to an hour, and hours beyond, always rounding up', () => {
    expect([1, 59, 60, 61, 3600, 3601, 7200, 7201, 86_400].map(describeWait)).toEqual([
      '1 second',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '60 minutes',
      '2 hours',
      '2 hours',
      '3 hours',
      '24 hours',
    ]);
  });
});
