import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/e2e/axe';
import { islandsHydrated } from '../../support/e2e/islands';

// Every page as it loads is scanned in every-page.spec.ts; these are the states a visitor opens.
test('an open desktop menu and the open mobile menu pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await islandsHydrated(page);
  await page.locator('[data-island="desktop-nav"] details[data-menu="academy"] > summary').click();
  await expect(page.getByRole('link', { name: 'About Us' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await islandsHydrated(page);
  await page.locator('details[data-menu="mobile"] > summary').click();
  await page.locator('#mobile-menu details[data-menu="courses"] > summary').click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'A-Level' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open menus of an Arabic page pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ar');
  await islandsHydrated(page);
  await page.locator('[data-island="desktop-nav"] details[data-menu="academy"] > summary').click();
  await expect(page.getByRole('link', { name: 'من نحن' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ar');
  await islandsHydrated(page);
  await page.locator('details[data-menu="mobile"] > summary').click();
  await page.locator('#mobile-menu details[data-menu="courses"] > summary').click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('invalid form fields pass axe with their messages shown', async ({ page }) => {
  await page.goto('/apply');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('First name is required').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
