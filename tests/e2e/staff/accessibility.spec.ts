import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAdmin, e2eDb } from '../support/db';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const admin = { email: `a11y-${randomBytes(4).toString('hex')}@example.test`, password: 'a11y password' };

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.beforeAll(async () => {
  await createAdmin(admin.email, admin.password);
  await e2eDb()
    .insertInto('contact_submissions')
    .values({ first_name: 'Axe', last_name: 'Checker', email: `axe-${randomBytes(4).toString('hex')}@example.test`, message: 'Hello\nthere' })
    .execute();
});

test('the sign-in and sign-up screens, the dashboard and an open enquiry pass axe', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('application-card').or(page.getByText('No applications yet')).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: /^Contacts/ }).click();
  await page.getByLabel('Search contacts').fill('Checker');
  await page.getByTestId('contact-card').first().getByRole('button').click();
  await expect(page.getByRole('dialog').getByText('Internal notes')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: Escape closes the detail and focus returns to the page.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
