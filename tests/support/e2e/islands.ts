import type { Page } from '@playwright/test';

/**
 * Waits until every island on the page is hydrated (decision 077). Menus and toggles hydrate
 * when the browser is idle or a visitor reaches for them; a test that operates them from the
 * first moment waits here, as a visitor's first move would start them anyway.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0);
}
