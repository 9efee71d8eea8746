/** Postgres's code for a transaction it stopped because it and another were waiting for each other. */
export const DEADLOCK_DETECTED = '40P01';

export function pgErrorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/**
 * Runs a transaction again when Postgres stops it as a deadlock, up to `tries` times in all. Two
 * bookings can wait for each other: clashing rows under an exclusion constraint (Postgres
 * documents this), or two moves between the same two slots in opposite directions, each holding
 * one slot's count and asking for the other's. Run again, the stopped one meets the other's
 * committed work and is answered as any booking would be.
 */
export async function retryingDeadlocks<T>(work: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (pgErrorCode(error) !== DEADLOCK_DETECTED || attempt >= tries) throw error;
    }
  }
}
