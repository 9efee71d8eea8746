import { expect, test } from '@playwright/test';
import { javascriptFetched } from '../../support/e2e/page-javascript';
import { publicPaths } from '../../support/e2e/public-pages';

const KB = 1024;
/** Issue 9: content pages hydrate only their islands; the form pages carry their form. */
const FORM_PAGES = new Set(['/apply', '/contact']);
const firstLoadBudget = (routePath: string) => (FORM_PAGES.has(routePath) ? 100 * KB : 60 * KB);
/** Everything, once the idle islands (menus, toggles) have hydrated too. */
const AFTER_IDLE_BUDGET = 150 * KB;
const STAFF_CODE = /\/assets\/(staff|auth-page|admin-page|staff-providers|trpc-react)-/;

for (const routePath of [...publicPaths, '/no-such-page']) {
  test(`${routePath} loads at most ${firstLoadBudget(routePath) / KB} KB of JavaScript first and no staff code`, async ({ browser }) => {
    const firstVisit = await browser.newPage();
    const first = await javascriptFetched(firstVisit, routePath, { idle: false });
    await firstVisit.close();
    const laterVisit = await browser.newPage();
    const all = await javascriptFetched(laterVisit, routePath, { idle: true });
    await laterVisit.close();

    test.info().annotations.push({ type: 'javascript', description: `first load ${(first.gzipBytes / KB).toFixed(1)} KB, after idle ${(all.gzipBytes / KB).toFixed(1)} KB` });
    expect(first.gzipBytes, `first load: ${first.files.join(', ')}`).toBeLessThanOrEqual(firstLoadBudget(routePath));
    expect(all.gzipBytes, `after idle: ${all.files.join(', ')}`).toBeLessThanOrEqual(AFTER_IDLE_BUDGET);
    expect(all.files.filter((file) => STAFF_CODE.test(file))).toEqual([]);
  });
}
