import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/e2e/axe';

/**
 * The accessibility checks of every other spec pass when axe finds nothing, so this proves that
 * the helper still finds something: a page with three known faults, scanned twice in the same
 * document, so a second scan of the same page is proved too.
 */
test('the axe helper reports serious violations, on the first scan of a document and the next', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Faults</title></head><body><main>
    <h1>Faults</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
    <p style="color:#bbb;background:#fff">Faint text</p>
    <button></button>
  </main></body></html>`);
  const ids = async () => (await seriousViolations(page)).map((violation) => violation.id).sort();
  expect(await ids()).toEqual(['button-name', 'color-contrast', 'image-alt']);
  expect(await ids()).toEqual(['button-name', 'color-contrast', 'image-alt']);
});
