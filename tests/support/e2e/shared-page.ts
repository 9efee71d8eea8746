import { test as base, type Page } from '@playwright/test';

/** The page events a test may listen to; each test's listeners are removed when it ends. */
const TEST_EVENTS = ['request', 'requestfinished', 'requestfailed', 'response', 'console', 'pageerror'] as const;

/**
 * `page` as one tab per worker that goes from test to test, as a visitor browses from page to
 * page with the browser's cache, for specs that visit and look but change nothing
 * (every-page.spec.ts). A new browser context for each visit cost Chromium more CPU than the
 * visit itself (docs/performance.md). Each test starts at the project's viewport on a blank
 * page, with no listener left by the test before.
 */
export const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, contextOptions } = workerInfo.project.use;
      const context = await browser.newContext({ ...contextOptions, baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPage, viewport }, use) => {
    if (viewport) await sharedPage.setViewportSize(viewport);
    await use(sharedPage);
    // Leaves the page first: what it still loads must not reach the next test's listeners.
    await sharedPage.goto('about:blank');
    for (const event of TEST_EVENTS) sharedPage.removeAllListeners(event);
  },
});

export { expect } from '@playwright/test';
