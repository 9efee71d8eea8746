import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { overwriteGetLocale } from '@i18n/runtime';
import { headForPath, renderHeadTags } from '@/app/document-head';
import { LocaleProvider } from '@/lib/locale';
import { PageFrame } from '@/app/page-frame';
import { notFoundPage, publicPages, type PageLoader } from '@/app/page-registry';
import { IslandPrerenderContext, type IslandPrerender } from '@/islands/island';
import type { HydrateWhen, IslandName } from '@/islands/island-registry';
import { localeDirection, localeOfPath, localizedPath, locales, pathWithoutLocale, type Locale } from '@domain/locale';
import { indexedRoutes } from '@/config/routes';
import { ISLAND_PRELOADS_ID, islandModules } from '@/islands/island-registry';
import { site } from '@domain/site';
import type { SiteContent } from '@domain/site-content';
import { SiteContentProvider } from '@/lib/site-content';

export { publicRoutes } from '@/config/routes';
export { ISLAND_PRELOADS_ID, islandSource } from '@/islands/island-registry';
export { defaultSiteContent } from '@/content/site-content-defaults';

/** Every island's name, for the build's list of what each preloads. */
export const islandNames = Object.keys(islandModules);

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
 * build time, and again in the worker when staff publish content (decision 129) with what was
 * published. The pages fetch no data; their interactive parts are islands (decision 077).
 */
export async function renderPage(path: string, content: SiteContent | null = null): Promise<RenderedPage> {
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
        <SiteContentProvider content={content}>
          <PageFrame currentPath={path}>
            <Page />
          </PageFrame>
        </SiteContentProvider>
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

/**
 * What a page's document is built from besides the page: the public template with its stylesheet
 * inlined, the Arabic font's preload links, and each island's modules to preload when it hydrates
 * with the page. The build writes it to dist/prerender/site-document.json, so the worker renders a
 * page exactly as the build did when staff publish (decision 129).
 */
export interface DocumentParts {
  /** Names the build whose scripts and stylesheet the pages refer to. */
  buildId: string;
  template: string;
  fontPreloads: string[];
  islandPreloads: Record<string, string[]>;
}

/** The whole HTML document of one public path (or the not-found page), as the build writes it. */
export async function renderDocument(
  path: string,
  parts: DocumentParts,
  content: SiteContent | null = null,
): Promise<string> {
  const { html, headTags, islands, locale } = await renderPage(path, content);
  const files = new Set<string>();
  for (const [name, when] of islands)
    if (when === 'load') for (const file of parts.islandPreloads[name] ?? []) files.add(file);
  const preloads =
    files.size === 0
      ? []
      : [`<script type="application/json" id="${ISLAND_PRELOADS_ID}">${JSON.stringify([...files])}</script>`];
  const head = [headTags, ...(locale === 'ar' ? parts.fontPreloads : []), ...preloads].join('\n    ');
  return fillDocument(parts.template, head, html, locale);
}

/** Every indexed public page in both languages, each with its alternates (hreflang in the sitemap). */
export function renderSitemap(paths: readonly string[] = indexedRoutes.map((route) => route.path)): string {
  const url = (pagePath: string) => `${site.siteUrl}${pagePath}`;
  const entries = paths.flatMap((pagePath) => {
    const alternates = [
      ...locales.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${locale}" href="${url(localizedPath(pagePath, locale))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(pagePath)}"/>`,
    ].join('\n');
    return locales.map(
      (locale) => `  <url>\n    <loc>${url(localizedPath(pagePath, locale))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
