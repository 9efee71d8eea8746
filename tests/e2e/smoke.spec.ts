import { expect, test } from '@playwright/test';

test('the home page served by the production build shows its heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
});
