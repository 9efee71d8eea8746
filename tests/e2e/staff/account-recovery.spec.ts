import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createAdminByCommand, e2eDb } from '../../support/e2e/db';
import { createAdmin } from '../../support/factories';
import { startExtraServer } from '../../support/e2e/extra-server';
import { waitForMail } from '../../support/e2e/mail';

// Each test spawns the admin CLI and waits for e-mail through the worker: more than the default 30 s on a busy machine.
test.slow();

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.test`;

/** The path and query of the e-mailed link to `path`, to open on the test's own base URL. */
function linkPath(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=[a-z2-7]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function chooseNewPassword(page: Page, password: string, submit: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: submit }).click();
}

test('forgot password: the e-mailed link sets a new password, which then signs in; the old one no longer does', async ({
  page,
}) => {
  const email = uniqueEmail('forgetful');
  // The one admin made by the operators' command (`npm run admin`), so the suite proves it works;
  // every other spec makes its accounts with the row factories, which take milliseconds.
  await createAdminByCommand(email, 'the old password');

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If a staff account uses that address');

  const [mail] = await waitForMail(email, { subject: 'Reset your password' });
  await page.goto(linkPath(mail!.text, '/auth/reset'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // A common password is refused with the server's reason.
  await chooseNewPassword(page, 'password123', 'Set new password');
  await expect(page.getByRole('alert')).toContainText('most common passwords');
  await chooseNewPassword(page, 'a fresh long secret', 'Set new password');
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await waitForMail(email, { subject: 'Your password was changed' });

  await signIn(page, email, 'the old password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, 'a fresh long secret');
  await expect(page).toHaveURL(/\/admin$/);
});

test('invite -> accept -> sign in: an admin invites a colleague from the Team tab', async ({ page, browser }) => {
  const admin = { email: uniqueEmail('inviter'), password: 'inviting admin secret' };
  await createAdmin(e2eDb(), { email: admin.email, password: admin.password });
  const colleague = uniqueEmail('colleague');

  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: /^Team/ }).click();
  await page.getByLabel("Colleague's email").fill(colleague);
  await page.getByLabel('Role', { exact: true }).selectOption('admin');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('invitations')).toContainText(colleague);

  const [mail] = await waitForMail(colleague, { subject: 'You are invited' });
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(linkPath(mail!.text, '/auth/invite'));
  await expect(invited.getByRole('heading', { name: 'Join the staff area' })).toBeVisible();
  await chooseNewPassword(invited, 'colleague long secret', 'Create my account');
  await expect(invited.getByRole('status')).toContainText('Your account is ready');
  await invited.getByRole('link', { name: 'Sign in' }).click();
  await invited.getByLabel('Email').fill(colleague);
  await invited.getByLabel('Password').fill('colleague long secret');
  await invited.getByRole('button', { name: 'Sign In' }).click();
  await expect(invited).toHaveURL(/\/admin$/);
  await expect(invited.getByRole('tab', { name: /^Team/ })).toBeVisible();
  await context.close();

  // Accepted: it leaves the pending list.
  await page.reload();
  await page.getByRole('tab', { name: /^Team/ }).click();
  await expect(page.getByTestId('team')).toContainText(colleague);
  await expect(page.getByText('No pending invitations.').or(page.getByTestId('invitations'))).toBeVisible();
  await expect(page.getByTestId('invitations').getByText(colleague)).toHaveCount(0);
});

test('SIGNUP_MODE=invite: /auth offers no sign-up, only sign-in and the forgotten-password link', async ({ page }) => {
  const server = await startExtraServer({ SIGNUP_MODE: 'invite' });
  try {
    await page.goto(`${server.baseUrl}/auth`);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    // The options query has answered once the page is idle; the toggle never appears.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: "Don't have an account? Sign up" })).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
