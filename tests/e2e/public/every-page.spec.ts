import type { Page } from '@playwright/test';
import { routeText, type PublicPath } from '../../../web/src/config/routes';
import { localizedPath, locales } from '../../../domain/locale';
import { site } from '../../../domain/site';
import { seriousViolations } from '../../support/e2e/axe';
import { addressProblems, NO_ADDRESS_PROBLEMS } from '../../support/e2e/email-addresses';
import { expect, test } from '../../support/e2e/shared-page';
import { islandsHydrated } from '../../support/e2e/islands';
import { visitMeasuringJavaScript } from '../../support/e2e/page-javascript';
import { collectErrors } from '../../support/e2e/page-errors';
import { arabicKeyFacts, indexedPaths, keyFacts, publicPaths } from '../../support/e2e/public-pages';

/**
 * Every public page in both languages, and the 404 page, visited once as a visitor who does
 * nothing, loaded at 375 px and then widened to 1280: what it fetches (the performance budgets, the
 * same for /ar), that it asks no other origin for anything at either width, what it shows,
 * that its directional icons are mirrored in Arabic, that its e-mail addresses are set apart
 * and unbroken on a phone, that it hydrates without an error, that nothing scrolls sideways at
 * either width, and that axe finds nothing serious once it is still.
 *
 * axe scans the whole page on the pages of each layout (SAMPLE_PAGES) and the main content on
 * every other page: the header and footer are the same components everywhere (scanned with
 * their menus open in accessibility.spec.ts), and the document's title and language are
 * asserted here on every page.
 */
const KB = 1024;
/** Content pages hydrate only their islands; the form pages carry their form. */
const FORM_PAGES = new Set(['/apply', '/contact', '/visit', '/visit/manage']);
const firstLoadBudget = (routePath: string) => (FORM_PAGES.has(routePath) ? 100 * KB : 60 * KB);
/** Everything, once the idle islands (menus, toggles) have hydrated too. */
const AFTER_IDLE_BUDGET = 150 * KB;
const STAFF_CODE = /\/assets\/(staff|auth-page|admin-page|staff-providers|trpc-react)-/;
const NOT_FOUND = '/no-such-page';

const siteName = { en: site.name, ar: site.arabicName } as const;
/**
 * One page of each layout: the home page, a course page (the pages the Arabic budgets name), the two
 * form pages and the 404 page. An Arabic page loads exactly the JavaScript of its English twin
 * (the same islands; only the prerendered HTML differs), so the budgets are measured in Arabic
 * on these; every other Arabic page gets the same checks but for that measurement.
 */
const SAMPLE_PAGES = new Set(['/', '/courses/a-level', '/apply', '/contact', NOT_FOUND]);
const ARABIC = /[\u0600-\u06FF]/;

/** The weights of the Arabic web font that the page has loaded and draws with. */
function arabicFontWeightsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.includes('IBM Plex Sans Arabic') && face.status === 'loaded')
      .map((face) => face.weight)
      .sort();
  });
}

/** Icons that point along the line: drawn for left to right, mirrored on every Arabic page. */
const DIRECTIONAL_ICONS = [
  'arrow-right',
  'arrow-left',
  'chevron-right',
  'chevron-left',
  'log-in',
  'log-out',
  'send',
  'external-link',
  'quote',
];

/** The classes of each directional icon on the page that is not mirrored. */
function unmirroredIcons(page: Page): Promise<string[]> {
  return page.evaluate(
    (names) =>
      [...document.querySelectorAll(names.map((name) => `svg.lucide-${name}`).join(', '))]
        .filter((icon) => !getComputedStyle(icon).scale.startsWith('-1'))
        .map((icon) => icon.getAttribute('class') ?? ''),
    DIRECTIONAL_ICONS,
  );
}

/** How far the page scrolls sideways: 0 when nothing overflows the viewport. */
async function sidewaysOverflow(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Each page loads as on a phone, the budgets' case, and is then checked at a desktop's width too. */
const PHONE = { width: 375, height: 800 };
const DESKTOP_WIDTH = 1280;
test.use({ viewport: PHONE });

for (const locale of locales) {
  for (const basePath of [...publicPaths, NOT_FOUND]) {
    const routePath = localizedPath(basePath, locale);
    const budget = firstLoadBudget(basePath);
    test(`${routePath}: at most ${budget / KB} KB of JavaScript first, no other origin, no staff code, its content, whole e-mail addresses, no sideways scroll, no errors, no serious axe violation`, async ({
      page,
      baseURL,
    }) => {
      const errors = collectErrors(page);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      if (locale === 'en' || SAMPLE_PAGES.has(basePath)) {
        const { firstLoad, afterIdle } = await visitMeasuringJavaScript(page, routePath);
        test.info().annotations.push({
          type: 'javascript',
          description: `first load ${(firstLoad.gzipBytes / KB).toFixed(1)} KB, after idle ${(afterIdle.gzipBytes / KB).toFixed(1)} KB`,
        });
        expect(firstLoad.gzipBytes, `first load: ${firstLoad.files.join(', ')}`).toBeLessThanOrEqual(budget);
        expect(afterIdle.gzipBytes, `after idle: ${afterIdle.files.join(', ')}`).toBeLessThanOrEqual(AFTER_IDLE_BUDGET);
        expect(afterIdle.files.filter((file) => STAFF_CODE.test(file))).toEqual([]);
      } else {
        await page.goto(routePath);
        await islandsHydrated(page);
      }
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      // The Arabic web font (decision 117): both weights drawn on every Arabic page, never fetched by an English one.
      await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(locale === 'ar' ? 2 : 0);
      if (locale === 'ar') {
        await expect.poll(() => arabicFontWeightsLoaded(page)).toEqual(['400', '700']);
        expect(await unmirroredIcons(page)).toEqual([]);
      }
      // Every e-mail address set apart, left to right, and on one line on a phone (the font drawn).
      expect(await addressProblems(page.locator('body'))).toEqual(NO_ADDRESS_PROBLEMS);
      // Once the font has been drawn, so that its swap cannot widen the page after the check.
      // Polled: the layout settles a frame or two after the viewport changes.
      await expect.poll(() => sidewaysOverflow(page, PHONE.width)).toBe(0);
      await expect.poll(() => sidewaysOverflow(page, DESKTOP_WIDTH)).toBe(0);

      if (basePath !== NOT_FOUND) {
        const path = basePath as PublicPath;
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        if (locale === 'en') {
          await expect(h1).toHaveText(keyFacts[path].h1);
          await expect(page.getByRole('main')).toContainText(keyFacts[path].fact, { ignoreCase: true });
          await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
        } else {
          await expect(h1).toHaveText(ARABIC);
          await expect(page.getByRole('main')).toContainText(arabicKeyFacts[path]);
        }
        await expect(page).toHaveTitle(`${routeText(path, locale).title} | ${siteName[locale]}`);
        if (indexedPaths.includes(path))
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site.siteUrl + routePath);
        // A page only a private link leads to names no canonical URL and asks not to be listed.
        else await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        // Every island hydrated (the visit waited for it) without a mismatch, which React reports as a console error.
        expect(errors).toEqual([]);
      }
      expect(await seriousViolations(page, { within: SAMPLE_PAGES.has(basePath) ? undefined : 'main' })).toEqual([]);
      // Everything the page asked for, loaded on a phone and then widened to a desktop's width.
      expect(
        requests.filter(
          (url) => !url.startsWith(`${baseURL}/`) && !url.startsWith('data:') && !url.startsWith('blob:'),
        ),
      ).toEqual([]);
      if (locale === 'en') expect(requests.filter((url) => url.endsWith('.woff2'))).toEqual([]);
    });
  }
}
