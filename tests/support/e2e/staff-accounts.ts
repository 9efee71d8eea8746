import type { BrowserContext } from '@playwright/test';
import { enrolTwoFactorWithKey, type EnrolledUser } from '../enrol-two-factor';
import { createAdmin, createSessionCookie, createStaff, type StaffOverrides, type TestUser } from '../factories';
import { e2eDb } from './db';
import { E2E_TOTP_ENCRYPTION_KEY, e2eEnv } from './e2e-env';

// Staff accounts for the browser suite, made by the row factories in the suite's database: a
// few milliseconds each, where `npm run admin` takes about two seconds (one spec still runs the
// command itself: account-recovery.spec.ts).

export function createE2eStaff(overrides: StaffOverrides = {}): Promise<TestUser> {
  return createStaff(e2eDb(), overrides);
}

export function createE2eAdmin(overrides: Omit<StaffOverrides, 'isAdmin'> = {}): Promise<TestUser> {
  return createAdmin(e2eDb(), overrides);
}

/** Enrols the account in two-factor, its key sealed as the suite's servers expect. */
export function enrolE2eTwoFactor(user: TestUser): Promise<EnrolledUser> {
  return enrolTwoFactorWithKey(e2eDb(), Buffer.from(E2E_TOTP_ENCRYPTION_KEY, 'base64'), user);
}

/** Gives the browser a session for `user`, as if it had signed in (for specs not about signing in). */
export async function signInContext(context: BrowserContext, user: TestUser): Promise<void> {
  const [name = '', value = ''] = (await createSessionCookie(e2eDb(), user)).split('=');
  await context.addCookies([{ name, value, url: e2eEnv('baseUrl'), httpOnly: true, sameSite: 'Lax' }]);
}
