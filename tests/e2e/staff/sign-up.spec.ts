import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eDb } from '../../support/e2e/db';
import { waitForMail } from '../../support/e2e/mail';

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.test`;

function confirmationPath(text: string): string {
  const match = /https?:\/\/[^\s]+\/auth\/confirm\?token=[a-z2-7]+/.exec(text);
  if (!match) throw new Error(`no confirmation link in:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

test('sign-up, then the e-mailed link with the sign-up password confirms, signs in and lands on the awaiting-access page', async ({
  page,
}) => {
  const email = uniqueEmail('new-staff');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Sign in to access the admin dashboard')).toBeVisible();

  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByText('Sign up for an admin account')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a fine password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created! Please check your email to confirm.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // Signing in before confirming is refused with the reason and a way to get a new link.
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await page.getByLabel('Password').fill('a fine password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/confirm your email address first/i)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new confirmation link' })).toBeVisible();

  const [message] = await waitForMail(email, { subject: 'Confirm your email address' });
  // The link asks for the password chosen at sign-up (decision 105): a wrong one is refused.
  await page.goto(confirmationPath(message!.text));
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText(/not the password you chose when you signed up/)).toBeVisible();
  await page.getByLabel('Password').fill('a fine password');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Awaiting access' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByTestId('application-card')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);

  const user = await e2eDb()
    .selectFrom('users')
    .select(['email_confirmed_at', 'is_admin'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(user.email_confirmed_at).not.toBeNull();
  expect(user.is_admin).toBe(false);

  // The link works once.
  await page.goto(confirmationPath(message!.text));
  await page.getByLabel('Password').fill('a fine password');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
});

test('sign-in with a wrong password says so without telling whether the address exists', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
