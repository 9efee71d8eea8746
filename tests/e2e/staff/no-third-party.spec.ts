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

test('/auth and /admin make no request that leaves the origin, and stay English (no language switch)', async ({
  page,
  baseURL,
}) => {
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
  await expect(page.locator('a[hreflang]')).toHaveCount(0);
  expect(urls.some((url) => url.includes('/trpc/'))).toBe(true);
  expect(offOrigin(urls, baseURL!)).toEqual([]);
});
