import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/e2e/axe';
import { e2eDb } from '../../support/e2e/db';
import { startExtraServer } from '../../support/e2e/extra-server';
import { createAdmin, createContact } from '../../support/factories';
import { signInAs, totpFromManualKey } from '../../support/e2e/staff-session';

const admin = { email: `a11y-${randomBytes(4).toString('hex')}@example.test`, password: 'a11y password' };

test.beforeAll(async () => {
  await createAdmin(e2eDb(), { email: admin.email, password: admin.password });
  await createContact(e2eDb(), { first_name: 'Axe', last_name: 'Checker', message: 'Hello\nthere' });
});

test('the sign-in and sign-up screens pass axe', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard and an open enquiry pass axe, and Escape closes the enquiry', async ({ page }) => {
  await signInAs(page, admin);
  await expect(page.getByTestId('application-card').or(page.getByText('No applications yet')).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: /^Contacts/ }).click();
  await page.getByLabel('Search contacts').fill('Checker');
  await page.getByTestId('contact-card').first().getByRole('button').click();
  await expect(page.getByRole('dialog').getByText('Internal notes')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the data protection, find-a-person and audit log screens pass axe', async ({ page }) => {
  await signInAs(page, admin);
  await page.getByRole('tab', { name: 'Data protection' }).click();
  await expect(page.getByRole('heading', { name: 'Retention periods' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Find a person' }).click();
  await page.getByLabel('E-mail address').fill('nobody@example.test');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: 'Held about nobody@example.test' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByTestId('audit-log').getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Security tab, two-factor enrolment, recovery codes and the code screen pass axe', async ({ page }) => {
  // Six axe runs and two sign-ins: about 25 s alone, more on a busy machine.
  test.setTimeout(60_000);
  const account = { email: `a11y-2fa-${randomBytes(4).toString('hex')}@example.test`, password: 'a11y password' };
  await createAdmin(e2eDb(), { email: account.email, password: account.password });
  await signInAs(page, account);
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByTestId('sessions')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const manualKey = (await page.getByTestId('manual-key').textContent()) ?? '';
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Authentication code').fill(totpFromManualKey(manualKey));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByTestId('recovery-codes')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await page.getByText('Turn off two-factor authentication').click();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInAs(page, account);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the screen asking an admin to enrol (REQUIRE_ADMIN_2FA) passes axe', async ({ page }) => {
  // A second server starts first: a few seconds more than the other checks.
  test.setTimeout(60_000);
  const strict = await startExtraServer({ REQUIRE_ADMIN_2FA: 'true' });
  try {
    const newcomer = {
      email: `a11y-required-${randomBytes(4).toString('hex')}@example.test`,
      password: 'a11y password',
    };
    await createAdmin(e2eDb(), { email: newcomer.email, password: newcomer.password });
    await signInAs(page, newcomer, strict.baseUrl);
    await expect(page.getByText('Before you can see applicant data, set up two-factor authentication.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await strict.stop();
  }
});

test('the forgot-password, new-password and invitation screens and the Team tab pass axe', async ({ page }) => {
  await page.goto('/auth/forgot');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  for (const [path, heading, submit] of [
    ['/auth/reset?token=abc', 'Choose a new password', 'Set new password'],
    ['/auth/invite?token=abc', 'Join the staff area', 'Create my account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // With its error shown too: too short.
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }

  await page.goto('/auth');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: /^Team/ }).click();
  await page.getByLabel("Colleague's email").fill(`a11y-invite-${randomBytes(4).toString('hex')}@example.test`);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('invitations')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
