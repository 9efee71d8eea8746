import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb } from '../../support/e2e/db';
import { createAdmin } from '../../support/factories';
import { startExtraServer, type ExtraServer } from '../../support/e2e/extra-server';
import { enrolFromSecurityTab, enrolOnScreen, signInAs, totpFromManualKey } from '../../support/e2e/staff-session';

const account = () => ({
  email: `twofactor-${randomBytes(4).toString('hex')}@example.test`,
  password: 'two factor password',
});

test('an admin enrols in two-factor with a code from the shown key, then signs in with a code', async ({ page }) => {
  const admin = account();
  await createAdmin(e2eDb(), { email: admin.email, password: admin.password });
  await signInAs(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  const { manualKey } = await enrolFromSecurityTab(page);
  await expect(page.getByText(/^On\./)).toBeVisible();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInAs(page, admin);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Applications/ })).toHaveCount(0);

  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/That code is not correct/)).toBeVisible();

  // The next step's code: the enrolment's own code may not be used twice.
  await page.getByLabel('Authentication code').fill(totpFromManualKey(manualKey, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('tab', { name: /^Applications/ })).toBeVisible();
});

test('a recovery code gets a session past the second step once', async ({ page }) => {
  const admin = account();
  await createAdmin(e2eDb(), { email: admin.email, password: admin.password });
  await signInAs(page, admin);
  const { recoveryCodes } = await enrolFromSecurityTab(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInAs(page, admin);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('tab', { name: /^Applications/ })).toBeVisible();
});

test('new recovery codes replace the old ones: shown once, and an old code no longer signs in', async ({ page }) => {
  // Enrolment, an axe run and two sign-ins: about 30 s alone, more on a busy machine.
  test.setTimeout(60_000);
  const admin = account();
  await createAdmin(e2eDb(), { email: admin.email, password: admin.password });
  await signInAs(page, admin);
  const { manualKey, recoveryCodes: oldCodes } = await enrolFromSecurityTab(page);

  await page.getByRole('button', { name: 'Regenerate recovery codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'New recovery codes' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Make new codes' }).click();
  await expect(page.getByText('Enter a current code or your password')).toBeVisible();
  await dialog.getByLabel('Authentication code').fill(totpFromManualKey(manualKey, 1));
  await dialog.getByRole('button', { name: 'Make new codes' }).click();
  const shown = dialog.getByTestId('recovery-codes').getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const newCodes = await shown.allTextContents();
  expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
  await dialog.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInAs(page, admin);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(oldCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That recovery code is not correct or has already been used.')).toBeVisible();
  await page.getByLabel('Recovery code').fill(newCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('tab', { name: /^Applications/ })).toBeVisible();
});

test.describe('with REQUIRE_ADMIN_2FA=true', () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ REQUIRE_ADMIN_2FA: 'true' });
  });
  test.afterAll(async () => server?.stop());

  test('an admin without two-factor sees the enrolment screen, not applicant data, until enrolled', async ({
    page,
  }) => {
    const admin = account();
    await createAdmin(e2eDb(), { email: admin.email, password: admin.password });
    const refusals: number[] = [];
    page.on('response', (response) => {
      if (/\/trpc\/admin\./.test(response.url())) refusals.push(response.status());
    });
    await signInAs(page, admin, server.baseUrl);
    await expect(page.getByText('Before you can see applicant data, set up two-factor authentication.')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Applications/ })).toHaveCount(0);
    // The screen asks the server for no applicant data at all.
    expect(refusals).toEqual([]);
    const forbidden = await page.request.get(`${server.baseUrl}/trpc/admin.counts`);
    expect(forbidden.status()).toBe(403);
    expect((await forbidden.json()).error.message).toMatch(/Set up two-factor authentication/);

    await enrolOnScreen(page);
    await expect(page.getByRole('tab', { name: /^Applications/ })).toBeVisible();
  });
});
