import type { RouteObject } from 'react-router';
import { notFoundPage, publicPages, staffPages, type PageLoader } from './page-registry';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

function lazyPage(load: PageLoader) {
  return async () => ({ Component: (await load()).default });
}

const pageRoutes = (pages: Record<string, PageLoader>): RouteObject[] =>
  Object.entries(pages).map(([path, load]) => ({ path, lazy: lazyPage(load) }));

/** The whole route tree, shared by the browser router and the prerender's static router. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [...pageRoutes(publicPages), ...pageRoutes(staffPages), { path: '*', lazy: lazyPage(notFoundPage) }],
  },
];
