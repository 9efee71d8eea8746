import { Route, Routes, useLocation } from 'react-router';
import { localeOfPath } from '@domain/locale';
import { normalizePath } from './document-head';
import { lazyPage, type LazyPage } from './lazy-page';
import { LocaleProvider } from '@/lib/locale';
import { notFoundPage, staffPages } from './page-registry';
import { RootLayout } from './root-layout';

const staffRoutes = new Map(
  Object.entries(staffPages).map(([path, load]): [string, LazyPage] => [path, lazyPage(load)]),
);
const StaffProviders = lazyPage(() => import('./staff-providers'));
const NotFound = lazyPage(notFoundPage);

/** Every chunk the given staff path renders with, for loading before the first render. */
export function preloadPath(pathname: string): Promise<unknown> {
  const staff = staffRoutes.get(normalizePath(pathname));
  if (staff) return Promise.all([StaffProviders.preload(), staff.preload()]);
  return NotFound.preload();
}

/** Every staff screen's chunk, fetched once the first screen shows. */
export function preloadStaffScreens(): Promise<unknown> {
  return Promise.all([StaffProviders.preload(), ...[...staffRoutes.values()].map((page) => page.preload())]);
}

/**
 * The app's routes (/auth, /admin; docs/spec.md §2.1; the applicant's space at /applicant and
 * /ar/applicant). Public pages are prerendered HTML with islands (decision 077), so every link to
 * one is a plain page load. The address says the language: /ar/… is Arabic, the rest English.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <LocaleProvider locale={localeOfPath(pathname)}>
      <Routes>
        <Route element={<RootLayout />}>
          {/* React Query and tRPC's hooks load with the staff screens, never on public pages. */}
          <Route element={<StaffProviders />}>
            {[...staffRoutes].map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </LocaleProvider>
  );
}
