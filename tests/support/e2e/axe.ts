import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's minified build, injected into each scanned document. AxeBuilder's default is the
 * package's main file, the unminified build (1.3 MB), which the page compiles afresh for every
 * scan: the minified one (0.6 MB, the same rules) takes about 40 % less of the page's time.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits until the page is still: every sonner toast has mounted (its entrance starts a frame
 * later) and every finite animation or transition has finished. axe measures colour contrast
 * from computed colours, so a toast caught fading in reads as low contrast.
 */
export async function waitForStillPage(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) => toast.getAttribute('data-mounted') === 'true',
    ),
  );
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const finite = () =>
      document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // An animation that ends may start another (a toast's entrance, then the next one): settle them all.
    for (let running = finite(); running.length > 0; running = finite().filter((a) => a.playState === 'running')) {
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * axe's serious and critical WCAG 2.2 AA violations, scanned once the page is still: the whole
 * page, or only the part `within` selects (the rules about the document itself, its title and
 * language, then do not run). Legacy mode runs axe in the page itself; the default opens a blank
 * tab for each scan to merge the results of cross-origin frames, which these pages do not have,
 * and collects the passes too, which nothing reads.
 */
export async function seriousViolations(page: Page, { within }: { within?: string } = {}) {
  await waitForStillPage(page);
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode();
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
