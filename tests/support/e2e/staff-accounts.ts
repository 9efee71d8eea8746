import type { BrowserContext } from '@playwright/test';
import { enrolTwoFactorWithKey, type EnrolledUser } from '../enrol-two-factor';
import { createSessionCookie, type TestUser } from '../factories';
import { e2eDb } from './db';
import { E2E_TOTP_ENCRYPTION_KEY, e2eEnv } from './e2e-env';

// Staff accounts themselves come from the row factories (`createAdmin(e2eDb())`); these give
// one what a browser test needs beyond the row.

/** Enrols the account in two-factor, its key sealed as the suite's servers expect. */
export function enrolE2eTwoFactor(user: TestUser): Promise<EnrolledUser> {
  return enrolTwoFactorWithKey(e2eDb(), Buffer.from(E2E_TOTP_ENCRYPTION_KEY, 'base64'), user);
}

/** Gives the browser a session for `user`, as if it had signed in (for tests not about signing in). */
export async function signInContext(context: BrowserContext, user: TestUser): Promise<void> {
  const [name = '', value = ''] = (await createSessionCookie(e2eDb(), user)).split('=');
  await context.addCookies([{ name, value, url: e2eEnv('baseUrl'), httpOnly: true, sameSite: 'Lax' }]);
}
