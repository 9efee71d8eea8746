import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes } from '@/app/app-routes';
import { normalizePath } from '@/app/document-head';
import { Providers } from '@/app/providers';
import './styles.css';

/**
 * Loads the current route's page chunk before React starts, so the first render already
 * has the page: hydration then matches the prerendered HTML with no flash or mismatch.
 */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  await resolveLazyMatches(appRoutes);
  const router = createBrowserRouter(appRoutes);
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // Hydrate only the page that was prerendered for this very path; the SPA fallback shell
  // (or any other page's HTML served for an unknown path) is rendered afresh instead.
  const prerenderedPath = container.dataset.prerenderedPath;
  if (prerenderedPath && prerenderedPath === normalizePath(window.location.pathname)) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
