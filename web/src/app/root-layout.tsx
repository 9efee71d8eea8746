import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { showFlashedNotice } from '@/lib/notify';
import { applyHead, headForPath } from './document-head';
import { PageFrame } from './page-frame';
import { RouteErrorBoundary } from './route-error-boundary';

function PageLoading() {
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-24 text-center text-muted-foreground">
      Loading…
    </p>
  );
}

/** The staff app's frame (/auth, /admin): client-rendered, with navigation between its screens. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const previousPath = useRef<string | null>(null);

  // From here, not before the first render: the <Toaster /> below has subscribed by now, so
  // notify() uses it instead of mounting a second, standalone one (two of every toast).
  useEffect(showFlashedNotice, []);

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
