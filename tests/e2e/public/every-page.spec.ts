import { expect, test } from '@playwright/test';
import { routeByPath } from '../../../web/src/config/routes';
import { site } from '../../../domain/site';
import { seriousViolations } from '../../support/e2e/axe';
import { visitMeasuringJavaScript } from '../../support/e2e/page-javascript';
import { collectErrors } from '../../support/e2e/page-errors';
import { keyFacts, publicPaths } from '../../support/e2e/public-pages';

/**
 * Every public page, and the 404 page, visited once as a phone visitor who does nothing:
 * what it fetches (issue 9's budgets), what it shows, that it hydrates without an error, and
 * that axe finds nothing serious once it is still.
 */
const KB = 1024;
/** Content pages hydrate only their islands; the form pages carry their form. */
const FORM_PAGES = new Set(['/apply', '/contact']);
const firstLoadBudget = (routePath: string) => (FORM_PAGES.has(routePath) ? 100 * KB : 60 * KB);
/** Everything, once the idle islands (menus, toggles) have hydrated too. */
const AFTER_IDLE_BUDGET = 150 * KB;
const STAFF_CODE = /\/assets\/(staff|auth-page|admin-page|staff-providers|trpc-react)-/;
const NOT_FOUND = '/no-such-page';

for (const routePath of [...publicPaths, NOT_FOUND]) {
  const budget = firstLoadBudget(routePath);
  test(`${routePath}: at most ${budget / KB} KB of JavaScript first, no staff code, its content, no errors, no serious axe violation`, async ({ page }) => {
    const errors = collectErrors(page);
    const { firstLoad, afterIdle } = await visitMeasuringJavaScript(page, routePath);
    test.info().annotations.push({
      type: 'javascript',
      description: `first load ${(firstLoad.gzipBytes / KB).toFixed(1)} KB, after idle ${(afterIdle.gzipBytes / KB).toFixed(1)} KB`,
    });
    expect(firstLoad.gzipBytes, `first load: ${firstLoad.files.join(', ')}`).toBeLessThanOrEqual(budget);
    expect(afterIdle.gzipBytes, `after idle: ${afterIdle.files.join(', ')}`).toBeLessThanOrEqual(AFTER_IDLE_BUDGET);
    expect(afterIdle.files.filter((file) => STAFF_CODE.test(file))).toEqual([]);

    if (routePath !== NOT_FOUND) {
      const { h1, fact } = keyFacts[routePath as keyof typeof keyFacts];
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('main')).toContainText(fact, { ignoreCase: true });
      await expect(page).toHaveTitle(`${routeByPath(routePath)!.title} | ${site.name}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site.siteUrl + routePath);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      // Every island hydrated (the visit waited for it) without a mismatch, which React reports as a console error.
      expect(errors).toEqual([]);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}
