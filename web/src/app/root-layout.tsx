import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/ui/toaster';
import { refreshSignedInUser } from '@/lib/signed-in-user';
import { applyHead, headForPath } from './document-head';
import { RouteErrorBoundary } from './route-error-boundary';

function PageLoading() {
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-24 text-center text-muted-foreground">
      Loading…
    </p>
  );
}

export function RootLayout() {
  const { pathname, hash } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    applyHead(headForPath(pathname));
    const previous = previousPath.current;
    previousPath.current = pathname;
    if (previous === null || previous === pathname) return;
    // Signing in and out happen on the staff screens; leaving one may change the header.
    if (/^\/(auth|admin)\b/.test(previous)) void refreshSignedInUser();
    // A new page starts at its top (or its anchor), and keyboard and screen-reader users
    // start at the new content rather than wherever the old page left them.
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-accent"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[50vh] focus:outline-none">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}
