import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { m } from '@i18n/messages';
import { Toaster } from '@/components/ui/toaster';
import { showFlashedNotice } from '@/lib/notify';
import { localeDirection } from '@domain/locale';
import { applyHead, headForPath } from './document-head';
import { useLocale } from '@/lib/locale';
import { PageFrame } from './page-frame';
import { RouteErrorBoundary } from './route-error-boundary';

function PageLoading() {
  // "Loading…" ("جارٍ التحميل…" in the applicant's space in Arabic, the app's only Arabic screens).
  const locale = useLocale();
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-24 text-center text-muted-foreground">
      {m.applicant_loading({}, { locale })}
    </p>
  );
}

/** The app's frame (/auth, /admin, the applicant's space): client-rendered, with navigation between its screens. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const locale = useLocale();
  const previousPath = useRef<string | null>(null);

  // From here, not before the first render: the <Toaster /> below has subscribed by now, so
  // notify() uses it instead of mounting a second, standalone one (two of every toast).
  useEffect(showFlashedNotice, []);

  // The shell the server sent says the language of the address it was sent for; a screen reached
  // from it in the other language (none links there today) says its own.
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDirection[locale];
  }, [locale]);

  useEffect(() => {
    applyHead(headForPath(pathname));
    const previous = previousPath.current;
    previousPath.current = pathname;
    if (previous === null || previous === pathname) return;
    // A new screen starts at its top (or its anchor), and keyboard and screen-reader users
    // start at the new content rather than wherever the old screen left them.
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <>
      <PageFrame currentPath={pathname}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </PageFrame>
      <Toaster />
    </>
  );
}
