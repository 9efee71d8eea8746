import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { e2eDb } from '../../support/e2e/db';
import { createAdmin } from '../../support/factories';
import { signInAs } from '../../support/e2e/staff-session';

/** Every URL the page asks for, from the first navigation on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function offOrigin(urls: string[], origin: string): string[] {
  return urls.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'));
}

test('/auth and /admin make no request that leaves the origin, and offer no translation', async ({ page, baseURL }) => {
  const admin = { email: `isolation-${randomBytes(4).toString('hex')}@example.test`, password: 'isolation password' };
  await createAdmin(e2eDb(), { email: admin.email, password: admin.password });
  const urls = recordRequests(page);
  await signInAs(page, admin);
  await expect(page.getByRole('group', { name: 'Language' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('application-card').or(page.getByText('No applications yet')).first()).toBeVisible();
  for (const tab of ['Contacts', 'Team', 'Security']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  }
  await expect(page.getByTestId('sessions')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Language' })).toHaveCount(0);
  expect(urls.some((url) => url.includes('/trpc/'))).toBe(true);
  expect(offOrigin(urls, baseURL!)).toEqual([]);
});

test('a staff page reached from a page that loaded the translation widget is loaded afresh, without it', async ({ page, baseURL }) => {
  // No network to Google in tests: answer its script with a stand-in that does nothing.
  await page.route('https://translate.google.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto('/about');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'العربية' }).click();
  await expect.poll(() => page.evaluate(() => Boolean(document.querySelector('script[src*="translate.google.com"]')))).toBe(true);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const urls = recordRequests(page);
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  // A new document: the widget's script is gone, and the staff page's CSP keeps it out.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="google"]').length)).toBe(0);
  expect(offOrigin(urls, baseURL!)).toEqual([]);
});
