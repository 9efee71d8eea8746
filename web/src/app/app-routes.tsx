import { Route, Routes } from 'react-router';
import { normalizePath } from './document-head';
import { lazyPage, type LazyPage } from './lazy-page';
import { notFoundPage, publicPages, staffPages, type PageLoader } from './page-registry';
import { RootLayout } from './root-layout';

const toLazy = (pages: Record<string, PageLoader>) =>
  new Map(Object.entries(pages).map(([path, load]): [string, LazyPage] => [path, lazyPage(load)]));

const publicRoutes = toLazy(publicPages);
const staffRoutes = toLazy(staffPages);
const StaffProviders = lazyPage(() => import('./staff-providers'));
const NotFound = lazyPage(notFoundPage);

/** Every chunk the given path renders with, for loading before the first render. */
export function preloadPath(pathname: string): Promise<unknown> {
  const path = normalizePath(pathname);
  const page = publicRoutes.get(path);
  if (page) return page.preload();
  const staff = staffRoutes.get(path);
  if (staff) return Promise.all([StaffProviders.preload(), staff.preload()]);
  return NotFound.preload();
}

/**
 * The `data-prerendered-path` of the prerendered not-found page (dist/web/404.html), which the
 * server sends for every path without a route.
 */
export const NOT_FOUND_MARK = '*';

/**
 * Whether HTML prerendered for `prerenderedPath` is what the app renders at `pathname`, so the
 * browser can hydrate it: the page's own path, or the not-found page at a path no route takes.
 */
export function isPrerenderedFor(prerenderedPath: string | undefined, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (prerenderedPath === NOT_FOUND_MARK) return !publicRoutes.has(path) && !staffRoutes.has(path);
  return prerenderedPath === path;
}

/**
 * Starts fetching a public page's chunk when a visitor shows intent to open it (pointer over
 * or focus on its link). Staff screens are left out, so their code never loads on a public page.
 */
export function preloadOnLinkIntent(): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    void publicRoutes.get(normalizePath(link.pathname))?.preload().catch(() => undefined);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}

/** The route tree (docs/spec.md §2.1), shared by the browser and the prerender. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {[...publicRoutes].map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {/* React Query and tRPC's hooks load with the staff screens, never on public pages. */}
        <Route element={<StaffProviders />}>
          {[...staffRoutes].map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
