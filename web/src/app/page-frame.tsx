import type { ReactNode } from 'react';
import { m } from '@i18n/messages';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** What every page shows around its content: skip link, header, main and footer. */
export function PageFrame({ currentPath, children }: { currentPath: string; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus-visible:outline-accent"
      >
        {m.site_skip_to_content()}
      </a>
      <SiteHeader currentPath={currentPath} />
      <main id="main" tabIndex={-1} className="min-h-[50vh] focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
