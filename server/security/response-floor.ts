/**
 * Requests whose answer must not tell whether an address has an account (sign-up, resend,
 * password reset) take at least this long, whichever path they took: the known-address path
 * writes a few more rows than the unknown one, and the floor hides that difference.
 */
export const ENUMERATION_SAFE_FLOOR_MS = 400;

export async function withResponseFloor<T>(work: () => Promise<T>, floorMs = ENUMERATION_SAFE_FLOOR_MS): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
