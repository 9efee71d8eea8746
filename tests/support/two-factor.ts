import type { Db } from '../../db/client';
import { enrolTwoFactorWithKey, type EnrolledUser } from './enrol-two-factor';
import type { TestUser } from './factories';
import { testConfig } from './trpc-caller';

export type { EnrolledUser } from './enrol-two-factor';

/** Enrols an existing account with the app's own functions, sealed with the test server's key. */
export function enrolTwoFactor(db: Db, user: TestUser): Promise<EnrolledUser> {
  return enrolTwoFactorWithKey(db, testConfig().totpEncryptionKey, user);
}
