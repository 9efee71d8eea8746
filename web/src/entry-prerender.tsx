import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { overwriteGetLocale } from '@i18n/runtime';
import { headForPath, renderHeadTags } from '@/app/document-head';
import { LocaleProvider } from '@/lib/locale';
import { PageFrame } from '@/app/page-frame';
import { notFoundPage, publicPages, type PageLoader } from '@/app/page-registry';
import { IslandPrerenderContext, type IslandPrerender } from '@/islands/island';
import type { HydrateWhen, IslandName } from '@/islands/island-registry';
import { localeDirection, localeOfPath, localizedPath, pathWithoutLocale, type Locale } from '@domain/locale';
import { site } from '@domain/site';

export { publicRoutes } from '@/config/routes';
export { ISLAND_PRELOADS_ID, islandSource } from '@/islands/island-registry';

export interface RenderedPage {
  html: string;
  headTags: string;
  /** The islands on the page and when each hydrates, for the prerender's preload links. */
  islands: Map<IslandName, HydrateWhen>;
  locale: Locale;
}

/** Where 404.html is rendered: no route has this path, so the head reads "Page Not Found". */
export const notFoundRenderPath = '/404';

/**
 * Renders one public path (or, without `path`'s route, the not-found page) to static HTML at
 * build time. The pages fetch no data; their interactive parts are islands (decision 077).
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const locale = localeOfPath(path);
  const load: PageLoader = (publicPages as Record<string, PageLoader>)[pathWithoutLocale(path)] ?? notFoundPage;
  const { default: Page } = await load();
  // Paraglide's messages read this while the page renders (synchronously, one page at a time).
  overwriteGetLocale(() => locale);
  let islandCount = 0;
  const islands: IslandPrerender = {
    locale,
    used: new Map(),
    nextId: () => `i${islandCount++}-`,
    renderToString: (element: ReactNode, options) => renderToString(element, options),
  };
  const html = renderToString(
    <IslandPrerenderContext value={islands}>
      <LocaleProvider locale={locale}>
        <PageFrame currentPath={path}>
          <Page />
        </PageFrame>
      </LocaleProvider>
    </IslandPrerenderContext>,
  );
  return { html, headTags: renderHeadTags(headForPath(path)), islands: islands.used, locale };
}

/** The not-found page in the language of the path that was not found. */
export function notFoundPathFor(requestedPath: string): string {
  return localizedPath(notFoundRenderPath, localeOfPath(requestedPath));
}

/** Whether a path (in either language) is a public page. */
export function isPublicPage(path: string): boolean {
  return Object.hasOwn(publicPages, pathWithoutLocale(path));
}

/** The app shell's head until the screen sets its own: the site's name in the shell's language. */
export function renderShellHead(locale: Locale = 'en'): string {
  const name = locale === 'ar' ? site.arabicName : site.name;
  return renderHeadTags({
    title: name,
    description: locale === 'ar' ? `${name}، كارديف.` : `${name}, Cardiff.`,
    noindex: true,
    locale,
  });
}

/**
 * A template (web/index.html or web/staff.html, as built or as Vite serves it) with a page's
 * head and body. The template says English, left to right; an Arabic page says Arabic, right to left.
 */
export function fillDocument(template: string, head: string, body: string, locale: Locale = 'en'): string {
  const opening = '<html lang="en" dir="ltr">';
  if (!template.includes(opening)) throw new Error(`The template has no ${opening}`);
  return template
    .replace(opening, `<html lang="${locale}" dir="${localeDirection[locale]}">`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root">${body}</div>`);
}
