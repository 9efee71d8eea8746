/**
 * Requests whose answer must not tell whether an address has an account (sign-up, resend,
 * password reset) take at least this long, whichever path they took: the known-address path
 * writes a few more rows than the unknown one, and the floor hides that difference.
 */
export const ENUMERATION_SAFE_FLOOR_MS = 400;

/** `config.timingDefences` is false only in a test configuration (TIMING_DEFENCES=off). */
export async function withResponseFloor<T>(config: { timingDefences: boolean }, work: () => Promise<T>): Promise<T> {
  const floorMs = config.timingDefences ? ENUMERATION_SAFE_FLOOR_MS : 0;
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
