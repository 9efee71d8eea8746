import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, argon2OptionsFor, TEST_ARGON2_OPTIONS } from './password-hasher';

describe('the argon2 parameters', () => {
  it("are OWASP's in production and development, whatever PASSWORD_HASH_COST says", () => {
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(argon2OptionsFor({ NODE_ENV, PASSWORD_HASH_COST: 'test' })).toBe(ARGON2_OPTIONS);
    }
    expect(argon2OptionsFor({ NODE_ENV: 'test' })).toBe(ARGON2_OPTIONS);
  });

  it('are the cheap ones only in a test run that asks for them', () => {
    expect(argon2OptionsFor({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' })).toBe(TEST_ARGON2_OPTIONS);
  });
});
