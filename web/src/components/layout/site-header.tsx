import { GraduationCap } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Island } from '@/islands/island';
import { site } from '@domain/site';
import { AuthLink } from './auth-link';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { TopStrip } from './top-strip';

/** The site's header; its menus, language switch and Login button are islands (decision 077). */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  return (
    <header className="relative z-40 border-b bg-background">
      <TopStrip currentPath={currentPath} />
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 xl:gap-3">
        <a href="/" className="flex min-w-0 shrink-0 items-center gap-2 rounded-md font-bold text-primary">
          <GraduationCap aria-hidden="true" className="size-8 shrink-0" />
          <span className="truncate text-base whitespace-nowrap sm:text-lg">
            {site.shortName}
            <span className="sr-only"> home page</span>
          </span>
        </a>
        <Island name="desktop-nav" component={DesktopNav} props={{ currentPath, className: 'hidden lg:flex' }} when="idle" />
        <div className="hidden items-center gap-2 lg:flex">
          <Island name="auth-link" component={AuthLink} props={{ variant: 'desktop' }} when="idle" />
          <ButtonLink variant="accent" href="/apply">Apply Now</ButtonLink>
        </div>
        <Island name="mobile-nav" component={MobileNav} props={{ currentPath }} when="idle" />
      </div>
    </header>
  );
}
