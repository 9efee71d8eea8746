import { generateHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import type { Db } from '../../db/client';
import { createSession } from '../../server/auth/sessions';
import { TOTP_DIGITS, timeStep } from '../../server/auth/totp';
import { beginEnrolment, confirmEnrolment } from '../../server/auth/two-factor';
import { testConfig } from './trpc-caller';
import { type TestUser } from './factories';

/** The raw TOTP key from the manual key the enrolment screen shows ("ABCD EFGH ..."). */
export function keyFromManualKey(manualKey: string): Uint8Array {
  return decodeBase32IgnorePadding(manualKey.replace(/\s/g, ''));
}

/** The code an authenticator app shows `offset` time-steps from now. */
export function totpCode(key: Uint8Array, offset = 0, now = new Date()): string {
  return generateHOTP(key, timeStep(now) + BigInt(offset), TOTP_DIGITS);
}

export interface EnrolledUser {
  user: TestUser & { twoFactorEnabled: true };
  key: Uint8Array;
  recoveryCodes: string[];
  /** The session that enrolled (verified). */
  sessionId: string;
}

/** Enrols an existing account with the app's own functions, as the Security panel would. */
export async function enrolTwoFactor(db: Db, user: TestUser): Promise<EnrolledUser> {
  const { totpEncryptionKey } = testConfig();
  const session = await createSession(db, user.id);
  const actor = { userId: user.id, email: user.email, sessionId: session.sessionId, ip: '203.0.113.7' };
  const { manualKey } = await beginEnrolment(db, totpEncryptionKey, actor);
  const key = keyFromManualKey(manualKey);
  // One step back, so the tests' own "current" code is still fresh (never a replay of this one).
  const { recoveryCodes } = await confirmEnrolment(db, totpEncryptionKey, actor, totpCode(key, -1));
  return { user: { ...user, twoFactorEnabled: true }, key, recoveryCodes, sessionId: session.sessionId };
}
