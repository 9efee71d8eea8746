import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eDb } from '../../support/e2e/db';
import { createAdmin } from '../../support/factories';

const admin = { email: `loadfail-${randomBytes(4).toString('hex')}@example.test`, password: 'officer password' };

test.beforeAll(async () => {
  await createAdmin(e2eDb(), { email: admin.email, password: admin.password });
});

test("the dashboard says 'Failed to load data' when the lists cannot be loaded", async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // From now on every dashboard read fails as it would with the database down.
  await page.route(/\/trpc\/[^?]*admin\.[^?]*(list|counts)/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          message: 'An error occurred. Please try again or contact support.',
          code: -32603,
          data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
        },
      }),
    }),
  );
  await page.reload();
  await expect(page.getByText('Failed to load data')).toBeVisible({ timeout: 15_000 });
  // The officer stays on the dashboard (not bounced to sign-in) and sees no submission data.
  await expect(page).toHaveURL(/\/admin$/);
});
