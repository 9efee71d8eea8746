import { expect, type Page } from '@playwright/test';
import { keyFromManualKey, totpCode } from '../totp';

/** Signs in on the /auth form of `baseUrl` (default: the suite's server). */
export async function signInAs(page: Page, account: { email: string; password: string }, baseUrl = '') {
  await page.goto(`${baseUrl}/auth`);
  await submitSignInForm(page, account);
}

/** Fills and sends the sign-in form already on screen, and waits for the confirmation. */
export async function submitSignInForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
}

/**
 * The code an authenticator app would show for the manual key on screen, `offset` 30-second
 * steps from now. A later sign-in uses offset 1: the server refuses a step already used.
 */
export function totpFromManualKey(manualKey: string, offset = 0): string {
  return totpCode(keyFromManualKey(manualKey), offset);
}

/** Enrols the signed-in account from the dashboard's Security tab; returns the manual key. */
export async function enrolFromSecurityTab(page: Page): Promise<{ manualKey: string; recoveryCodes: string[] }> {
  await page.getByRole('tab', { name: 'Security' }).click();
  return enrolOnScreen(page);
}

/** Enrols with the enrolment form on screen (Security tab, or the screen REQUIRE_ADMIN_2FA shows). */
export async function enrolOnScreen(page: Page): Promise<{ manualKey: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const manualKey = (await page.getByTestId('manual-key').textContent()) ?? '';
  expect(manualKey).toMatch(/^[A-Z2-7 ]{32,}$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpFromManualKey(manualKey));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  return { manualKey, recoveryCodes };
}
