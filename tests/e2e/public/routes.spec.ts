import { expect, test } from '@playwright/test';
import { routeByPath } from '../../../web/src/config/routes';
import { localizedPath, locales } from '../../../domain/locale';
import { site } from '../../../domain/site';
import { islandsHydrated } from '../../support/e2e/islands';
import { collectErrors } from '../../support/e2e/page-errors';
import { indexedPaths, keyFacts, publicPaths } from '../../support/e2e/public-pages';

function decodeEntities(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

test('the prerendered HTML of every public route holds its h1, title and Open Graph tags', async ({ request }) => {
  for (const path of publicPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = decodeEntities(await response.text());
    const { h1 } = keyFacts[path];
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>(<[^>]+>)*[^<]*${h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // Only the interactive parts hydrate: the header's menus are islands, the page is not.
    expect(html, path).toContain('data-island="mobile-nav"');
    expect(html, path).toContain(`<title>${routeByPath(path)!.title} | ${site.name}</title>`);
    expect(html, path).toContain('<meta name="description"');
    if (indexedPaths.includes(path)) {
      expect(html, path).toContain(`<meta property="og:url" content="${site.siteUrl}${path}" />`);
      expect(html, path).not.toContain('<meta name="robots" content="noindex" />');
    } else {
      // A page only a private link leads to: never listed, no canonical URL to point at it.
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(html, path).not.toContain('rel="canonical"');
    }
  }
});

test('sitemap.xml lists every indexed public route in both languages, each with its hreflang alternates, and robots.txt keeps crawlers out of /admin and /auth', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry!);
  expect(entries).toHaveLength(indexedPaths.length * locales.length);
  expect(sitemap).not.toContain('/visit/manage');
  for (const path of indexedPaths) {
    const alternates = [
      ...locales.map((locale) => `hreflang="${locale}" href="${site.siteUrl}${localizedPath(path, locale)}"`),
      `hreflang="x-default" href="${site.siteUrl}${path}"`,
    ];
    for (const locale of locales) {
      const entry = entries.find((candidate) =>
        candidate.includes(`<loc>${site.siteUrl}${localizedPath(path, locale)}</loc>`),
      );
      expect(entry, `${localizedPath(path, locale)} in the sitemap`).toBeDefined();
      for (const alternate of alternates) expect(entry, localizedPath(path, locale)).toContain(alternate);
    }
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /auth');
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
});

test("the Arabic pages and the Arabic applicant's space preload the Arabic font; English pages and staff screens do not", async ({
  request,
}) => {
  const fontPreloads = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [
      ...html.matchAll(/<link rel="preload" href="(\/assets\/[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin/g),
    ].map(([, href]) => href);
  };
  for (const path of ['/ar', '/ar/apply', '/ar/no-such-page', '/ar/applicant']) {
    expect(await fontPreloads(path), path).toEqual([
      expect.stringMatching(/arabic-400-normal/),
      expect.stringMatching(/arabic-700-normal/),
    ]);
  }
  for (const path of ['/', '/apply', '/applicant', '/auth', '/admin'])
    expect(await fontPreloads(path), path).toEqual([]);
});

test('an unknown route shows the 404 page, hydrated in place, logs the path and links home', async ({ page }) => {
  const errors = collectErrors(page);
  // Hydrating keeps the prerendered nodes; rendering afresh (or a mismatch) replaces them.
  await page.addInitScript(() => {
    const marks = window as unknown as { rootChildrenRemoved: boolean };
    marks.rootChildrenRemoved = false;
    new MutationObserver((records) => {
      if (records.some((record) => (record.target as Element).id === 'root' && record.removedNodes.length > 0)) {
        marks.rootChildrenRemoved = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const failedRequests: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname !== '/no-such-page')
      failedRequests.push(response.url());
  });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  await expect(page.getByRole('main')).toContainText('404');
  await expect(page).toHaveTitle(`Page Not Found | ${site.name}`);
  await islandsHydrated(page);
  await expect.poll(() => errors.some((error) => error.includes('/no-such-page'))).toBe(true);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  // The browser reports the document's own 404; every other request succeeded.
  const documentStatus = 'Failed to load resource: the server responded with a status of 404';
  expect(errors.filter((error) => !error.includes('/no-such-page') && !error.startsWith(documentStatus))).toEqual([]);
  expect(failedRequests).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { rootChildrenRemoved: boolean }).rootChildrenRemoved)).toBe(
    false,
  );
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(keyFacts['/'].h1);
});

test('an unknown URL answers 404 with the not-found page prerendered: heading, links and noindex', async ({
  request,
}) => {
  for (const path of ['/no-such-page', '/courses/no-such-course/', '/404.html', '/about/index.html']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = decodeEntities(await response.text());
    expect(html, path).toMatch(/<h1[^>]*>(<[^>]+>)*(404: <\/span>)?Oops! Page not found<\/h1>/);
    expect(html, path).toMatch(/<a [^>]*href="\/"[^>]*>Return to Home<\/a>/);
    expect(html, path).toContain(`<title>Page Not Found | ${site.name}</title>`);
    expect(html, path).toContain('<meta name="robots" content="noindex" />');
    expect(html, path).not.toContain('rel="canonical"');
  }
  // The Arabic site's own not-found page, in Arabic, with the same status.
  for (const path of ['/ar/no-such-page', '/ar/courses/no-such-course']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('<html lang="ar" dir="rtl"');
    expect(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1], path).toMatch(/[\u0600-\u06FF]/);
    expect(html, path).toContain('<meta name="robots" content="noindex" />');
  }
  // Real pages keep their status: public pages and the client-rendered staff screens.
  for (const path of ['/', '/about', '/about/', '/ar', '/ar/about', '/auth', '/auth/forgot', '/admin']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown URL shows the 404 heading, a way home and the site navigation', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404: Oops! Page not found');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Term Dates' })).toHaveAttribute(
      'href',
      '/term-dates',
    );
    await expect(page).toHaveTitle(`Page Not Found | ${site.name}`);
  });
});

test("a link to another page loads that page's own prerendered document and title", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Term Dates' }).click();
  await expect(page).toHaveURL('/term-dates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Term Dates');
  await expect(page).toHaveTitle(`Term Dates | ${site.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.siteUrl}/term-dates`);
  await islandsHydrated(page);
  expect(errors).toEqual([]);
});

test('the footer shows the current year and links the privacy, terms and cookie notices', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  await expect(footer.getByRole('link', { name: 'Pre-Sessional English' })).toHaveAttribute(
    'href',
    '/courses/pre-sessional',
  );
  await expect(footer.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', site.mapsUrl);
});

test('pointing at a link fetches its page ahead of the click, never a staff page', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/assets/') && !pathname.startsWith('/trpc')) documents.push(pathname);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Term Dates' }).hover();
  await expect.poll(() => documents).toContain('/term-dates');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).hover();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Term Dates' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Term Dates');
  expect(documents.filter((path) => /^\/(auth|admin)/.test(path))).toEqual([]);
});

test('browsing public pages never requests the sign-in or dashboard code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).hover();
  await page.getByRole('banner').getByRole('link', { name: 'Apply Now' }).focus();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Term Dates' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Term Dates');
  await islandsHydrated(page);
  const staffChunks = requested.filter((path) => /\/assets\/(staff|auth-page|admin-page|staff-providers)-/.test(path));
  expect(staffChunks).toEqual([]);
});
