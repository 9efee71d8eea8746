import { expect, test, type APIRequestContext } from '@playwright/test';
import { localeOfPath, localizedPath, locales, type Locale } from '../../../domain/locale';
import { indexedPaths } from '../../support/e2e/public-pages';

/** The paths a page links to on this site, as a crawler reads them from the HTML. */
function linkedPaths(html: string, base: string): string[] {
  const found: string[] = [];
  for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const url = new URL(href!.replace(/&amp;/g, '&'), base);
    if (url.origin !== new URL(base).origin) continue;
    found.push(url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname);
  }
  return found;
}

/** Every page reachable from `start` by plain links that stay in its language, with no script run. */
async function crawl(request: APIRequestContext, baseURL: string, start: string, locale: Locale): Promise<Set<string>> {
  const reached = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const pagePath = queue.shift()!;
    const response = await request.get(pagePath);
    if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    for (const linked of linkedPaths(await response.text(), `${baseURL}${pagePath}`)) {
      if (reached.has(linked) || localeOfPath(linked) !== locale) continue;
      if (/^\/(assets|trpc|api)\//.test(linked)) continue;
      reached.add(linked);
      queue.push(linked);
    }
  }
  return reached;
}

for (const locale of locales) {
  const start = localizedPath('/', locale);
  test(`a crawler that starts at ${start} and only follows links reaches every indexed public page in that language, and no manage page`, async ({
    request,
    baseURL,
  }) => {
    const reached = await crawl(request, baseURL!, start, locale);
    const missing = indexedPaths.map((path) => localizedPath(path, locale)).filter((path) => !reached.has(path));
    expect(missing).toEqual([]);
    // A visit's manage page is reached only by the private link in its e-mails.
    expect(reached.has(localizedPath('/visit/manage', locale))).toBe(false);
  });
}
