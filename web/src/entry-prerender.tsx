import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from '@/app/app-routes';
import { headForPath, renderHeadTags } from '@/app/document-head';
import { Providers } from '@/app/providers';
import { site } from '@/config/site';

export { publicRoutes } from '@/config/routes';

export interface RenderedPage {
  html: string;
  headTags: string;
}

/** Renders one public path to HTML at build time (no data is fetched: pages are static). */
export async function renderPage(path: string): Promise<RenderedPage> {
  const { query, dataRoutes } = createStaticHandler(appRoutes);
  const context = await query(new Request(new URL(path, site.siteUrl)));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${path}`);
  if (context.errors) throw new Error(`Error while prerendering ${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(dataRoutes, context);
  // No hydration data script: there are no loaders, and the CSP need not allow inline scripts.
  const html = renderToString(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  return { html, headTags: renderHeadTags(headForPath(path)) };
}

export function renderShellHead(): string {
  return renderHeadTags({ title: site.name, description: `${site.name}, Cardiff.`, noindex: true });
}
