import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { site } from '@domain/site';
import { AuthLink } from './auth-link';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { TopStrip } from './top-strip';

export function SiteHeader() {
  return (
    <header className="relative z-40 border-b bg-background">
      <TopStrip />
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 xl:gap-3">
        <Link to="/" className="flex min-w-0 shrink-0 items-center gap-2 rounded-md font-bold text-primary">
          <GraduationCap aria-hidden="true" className="size-8 shrink-0" />
          <span className="truncate text-base whitespace-nowrap sm:text-lg">
            {site.shortName}
            <span className="sr-only"> home page</span>
          </span>
        </Link>
        <DesktopNav className="hidden lg:flex" />
        <div className="hidden items-center gap-2 lg:flex">
          <AuthLink variant="desktop" />
          <Button asChild variant="accent">
            <Link to="/apply">Apply Now</Link>
          </Button>
        </div>
        <MobileNav />
      </div>
    </header>
  );
}
