import { describe, expect, it } from 'vitest';
import { DEADLOCK_DETECTED, retryingDeadlocks } from './deadlock-retry';

const deadlock = Object.assign(new Error('deadlock detected'), { code: DEADLOCK_DETECTED });

describe('retryingDeadlocks', () => {
  it('runs the work again after a deadlock, and returns what a later run returns', async () => {
    let runs = 0;
    const result = await retryingDeadlocks(async () => {
      runs++;
      if (runs < 3) throw deadlock;
      return 'booked';
    });
    expect(result).toBe('booked');
    expect(runs).toBe(3);
  });

  it('gives up after the tries, with the deadlock', async () => {
    let runs = 0;
    const work = retryingDeadlocks(async () => {
      runs++;
      throw deadlock;
    });
    await expect(work).rejects.toBe(deadlock);
    expect(runs).toBe(3);
  });

  it('never runs again after any other error', async () => {
    let runs = 0;
    const clash = Object.assign(new Error('conflicting key value'), { code: '23P01' });
    await expect(
      retryingDeadlocks(async () => {
        runs++;
        throw clash;
      }),
    ).rejects.toBe(clash);
    expect(runs).toBe(1);
  });
});
