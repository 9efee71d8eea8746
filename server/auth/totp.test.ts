import { generateHOTP } from '@oslojs/otp';
import { describe, expect, it } from 'vitest';
import { generateTotpKey, matchingTimeStep, timeStep } from './totp';
import { decryptTotpKey, encryptTotpKey } from './totp-key-encryption';

describe('matchingTimeStep', () => {
  const key = generateTotpKey();
  const now = new Date('2026-11-23T02:00:10Z');
  const step = timeStep(now);

  it('accepts the current step and one either side (clock drift), and names the step', () => {
    for (const offset of [-1n, 0n, 1n]) {
      expect(matchingTimeStep(key, generateHOTP(key, step + offset, 6), now)).toBe(step + offset);
    }
  });

  it('refuses codes two steps away, and anything that is not six digits', () => {
    expect(matchingTimeStep(key, generateHOTP(key, step - 2n, 6), now)).toBeNull();
    expect(matchingTimeStep(key, generateHOTP(key, step + 2n, 6), now)).toBeNull();
    expect(matchingTimeStep(key, '12345', now)).toBeNull();
    expect(matchingTimeStep(key, 'abcdef', now)).toBeNull();
  });
});

describe('TOTP keys at rest', () => {
  const encryptionKey = Buffer.alloc(32, 3);
  const totpKey = generateTotpKey();
  const userId = '0b7e3c52-5a0c-4d8e-9f57-1f5d3c2a9b10';

  it('round-trips, with a fresh IV each time and no plaintext in the stored bytes', () => {
    const one = encryptTotpKey(encryptionKey, userId, totpKey);
    const two = encryptTotpKey(encryptionKey, userId, totpKey);
    expect(one.equals(two)).toBe(false);
    expect(one.includes(Buffer.from(totpKey))).toBe(false);
    expect(decryptTotpKey(encryptionKey, userId, one)).toEqual(totpKey);
  });

  it('gives nothing for another account, another encryption key or tampered bytes', () => {
    const sealed = encryptTotpKey(encryptionKey, userId, totpKey);
    expect(decryptTotpKey(encryptionKey, '11111111-1111-4111-8111-111111111111', sealed)).toBeNull();
    expect(decryptTotpKey(Buffer.alloc(32, 4), userId, sealed)).toBeNull();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    expect(decryptTotpKey(encryptionKey, userId, tampered)).toBeNull();
    expect(decryptTotpKey(encryptionKey, userId, Buffer.alloc(10))).toBeNull();
  });
});
