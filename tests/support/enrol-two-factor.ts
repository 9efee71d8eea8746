import type { Db } from '../../db/client';
import { createSession } from '../../server/auth/sessions';
import { beginEnrolment, confirmEnrolment } from '../../server/auth/two-factor';
import type { TestUser } from './factories';
import { keyFromManualKey, totpCode } from './totp';

export interface EnrolledUser {
  user: TestUser & { twoFactorEnabled: true };
  key: Uint8Array;
  recoveryCodes: string[];
  /** The session that enrolled (verified). */
  sessionId: string;
}

/**
 * Enrols an existing account with the app's own functions, as the Security panel would, sealing
 * its key with `encryptionKey` (the server's TOTP_ENCRYPTION_KEY). Free of vitest, so the browser
 * suite can use it too; integration tests call `enrolTwoFactor` (two-factor.ts).
 */
export async function enrolTwoFactorWithKey(db: Db, encryptionKey: Buffer, user: TestUser): Promise<EnrolledUser> {
  const session = await createSession(db, user.id);
  const actor = { userId: user.id, email: user.email, sessionId: session.sessionId, ip: '203.0.113.7' };
  const { manualKey } = await beginEnrolment(db, encryptionKey, actor);
  const key = keyFromManualKey(manualKey);
  // One step back, so the tests' own "current" code is still fresh (never a replay of this one).
  const { recoveryCodes } = await confirmEnrolment(db, encryptionKey, actor, totpCode(key, -1));
  return { user: { ...user, twoFactorEnabled: true }, key, recoveryCodes, sessionId: session.sessionId };
}
