import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../errors/app-error';

/**
 * argon2id (the library's default algorithm) at OWASP's first recommended setting:
 * m=19 MiB, t=2, p=1 (cheatsheetseries.owasp.org, Password Storage Cheat Sheet).
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;
/**
 * argon2id at its cheapest, for test runs only: the integration suite's thousands of fuzzed
 * sign-ups and sign-ins then cost CPU for what they test (input handling), not for hashing.
 * Verification reads the parameters from each stored hash, so both kinds of hash verify.
 */
export const TEST_ARGON2_OPTIONS = { memoryCost: 1024, timeCost: 1, parallelism: 1, outputLen: 32 } as const;

/** The parameters for this process: the test ones only with NODE_ENV=test and PASSWORD_HASH_COST=test. */
export function argon2OptionsFor(env: NodeJS.ProcessEnv): typeof ARGON2_OPTIONS | typeof TEST_ARGON2_OPTIONS {
  return env.NODE_ENV === 'test' && env.PASSWORD_HASH_COST === 'test' ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;
}
const argon2Options = argon2OptionsFor(process.env);

/** Each hash holds 19 MiB and a thread; a burst of sign-ins must not exhaust a small server. */
export const MAX_CONCURRENT_HASHES = 4;
/**
 * Beyond this many waiting hashes the server is saturated: a request is refused at once with
 * 503 and Retry-After instead of queuing without bound (each waiter holds a request open).
 */
export const MAX_WAITING_HASHES = 32;
export const HASHING_BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';

export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A released slot is handed straight to the next waiter, so the limit is never exceeded.
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new AppError('SERVICE_UNAVAILABLE', HASHING_BUSY_MESSAGE, 5);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** Every argon2 call runs through this one limiter (exported so a test can hold its slots). */
export const hashing = new Semaphore(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, argon2Options));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the e-mail has no account, so response timing
 * does not reveal which addresses are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
