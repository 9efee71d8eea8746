import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/e2e/axe';
import { islandsHydrated } from '../../support/e2e/islands';
import { publicPaths } from '../../support/e2e/public-pages';

for (const path of publicPaths) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    // The page as a visitor uses it: every island hydrated, so nothing changes under the scan.
    await islandsHydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the 404 page, an open desktop menu and the open mobile menu pass axe too', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/missing-page');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await islandsHydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'The Academy' }).click();
  await expect(page.getByRole('link', { name: 'About Us' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Courses' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('invalid form fields pass axe with their messages shown', async ({ page }) => {
  await page.goto('/apply');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('First name is required').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
