import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { TOTP_DIGITS, timeStep } from '../../server/auth/totp';

/** The raw TOTP key from the manual key the enrolment screen shows ("ABCD EFGH ..."). */
export function keyFromManualKey(manualKey: string): Uint8Array {
  return decodeBase32IgnorePadding(manualKey.replace(/\s/g, ''));
}

/** The code an authenticator app shows `offset` time-steps from now. */
export function totpCode(key: Uint8Array, offset = 0, now = new Date()): string {
  return generateHOTP(key, timeStep(now) + BigInt(offset), TOTP_DIGITS);
}
