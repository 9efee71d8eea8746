import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPath } from '@/app/app-routes';
import { headForPath, renderHeadTags } from '@/app/document-head';
import { site } from '@domain/site';

export { publicRoutes } from '@/config/routes';
export { isPrerenderedFor, NOT_FOUND_MARK } from '@/app/app-routes';

/** Where 404.html is rendered: any path without a route renders the same not-found page. */
export const notFoundRenderPath = '/404';

export interface RenderedPage {
  html: string;
  headTags: string;
}

/** Renders one path to HTML at build time; public pages are static and fetch no data. */
export async function renderPage(path: string): Promise<RenderedPage> {
  await preloadPath(path);
  const html = renderToString(
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>,
  );
  return { html, headTags: renderHeadTags(headForPath(path)) };
}

export function renderShellHead(): string {
  return renderHeadTags({ title: site.name, description: `${site.name}, Cardiff.`, noindex: true });
}
