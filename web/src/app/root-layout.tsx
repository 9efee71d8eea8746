import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/ui/toaster';
import { applyHead, headForPath } from './document-head';

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const firstRender = useRef(true);

  useEffect(() => {
    applyHead(headForPath(pathname));
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // After a client-side navigation, start screen-reader and keyboard users at the new content.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent" />
      )}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[50vh] focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
      <Toaster />
    </>
  );
}
