import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { headForPath, renderHeadTags } from '@/app/document-head';
import { PageFrame } from '@/app/page-frame';
import { notFoundPage, publicPages, type PageLoader } from '@/app/page-registry';
import { IslandPrerenderContext, type IslandPrerender } from '@/islands/island';
import type { HydrateWhen, IslandName } from '@/islands/island-registry';
import { site } from '@domain/site';

export { publicRoutes } from '@/config/routes';
export { ISLAND_PRELOADS_ID, islandSource } from '@/islands/island-registry';

export interface RenderedPage {
  html: string;
  headTags: string;
  /** The islands on the page and when each hydrates, for the prerender's preload links. */
  islands: Map<IslandName, HydrateWhen>;
}

/** Where 404.html is rendered: no route has this path, so the head reads "Page Not Found". */
export const notFoundRenderPath = '/404';

/**
 * Renders one public path (or, without `path`'s route, the not-found page) to static HTML at
 * build time. The pages fetch no data; their interactive parts are islands (decision 077).
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const load: PageLoader = (publicPages as Record<string, PageLoader>)[path] ?? notFoundPage;
  const { default: Page } = await load();
  let islandCount = 0;
  const islands: IslandPrerender = {
    used: new Map(),
    nextId: () => `i${islandCount++}-`,
    renderToString: (element: ReactNode, options) => renderToString(element, options),
  };
  const html = renderToString(
    <IslandPrerenderContext value={islands}>
      <PageFrame currentPath={path}>
        <Page />
      </PageFrame>
    </IslandPrerenderContext>,
  );
  return { html, headTags: renderHeadTags(headForPath(path)), islands: islands.used };
}

export function renderShellHead(): string {
  return renderHeadTags({ title: site.name, description: `${site.name}, Cardiff.`, noindex: true });
}

/** A template (web/index.html or web/staff.html, as built or as Vite serves it) with a page's head and body. */
export function fillDocument(template: string, head: string, body: string): string {
  return template
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root">${body}</div>`);
}
