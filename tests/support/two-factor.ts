import type { Db } from '../../db/client';
import { createSession } from '../../server/auth/sessions';
import { beginEnrolment, confirmEnrolment } from '../../server/auth/two-factor';
import { keyFromManualKey, totpCode } from './totp';
import { testConfig } from './trpc-caller';
import type { TestUser } from './factories';

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
