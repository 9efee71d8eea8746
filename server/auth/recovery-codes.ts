import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32UpperCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

export const RECOVERY_CODE_COUNT = 10;

/** 80 random bits as 16 base32 characters in groups of four: XXXX-XXXX-XXXX-XXXX. */
export function generateRecoveryCode(): string {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  return encodeBase32UpperCaseNoPadding(bytes).match(/.{4}/g)!.join('-');
}

/** Case, spaces and dashes do not matter when a person types a code back. */
export function normalizeRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** SHA-256 is enough: the code is random with 80 bits, so no dictionary helps an attacker. */
export function hashRecoveryCode(code: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(normalizeRecoveryCode(code))));
}
