import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenshotPages } from '../../support/e2e/public-pages';

const WIDTHS = [1280, 375] as const;
// Pictures for people, not checks: only `make screenshots` runs this file (playwright.config.ts
// leaves it out unless SCREENSHOT_DIR is set), so the gate spends no time on it.
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? 'docs/screenshots';

test.beforeAll(() => mkdirSync(SCREENSHOT_DIR, { recursive: true }));

for (const { path, name } of screenshotPages) {
  for (const width of WIDTHS) {
    test(`screenshot of ${path} at ${width} px`, async ({ page }) => {
      // Still frames: the card entrance animation would otherwise be caught half-way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lazy images below the fold load only when scrolled to; a full-page shot does not scroll,
      // so load them now and wait for every image.
      await page.evaluate(async () => {
        for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
        await Promise.all(
          [...document.images].map((image) =>
            image.complete
              ? null
              : new Promise((resolve) => {
                  image.addEventListener('load', resolve, { once: true });
                  image.addEventListener('error', resolve, { once: true });
                }),
          ),
        );
        await document.fonts.ready;
      });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });
    });
  }
}
