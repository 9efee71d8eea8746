import { GraduationCap } from 'lucide-react';
import { m } from '@i18n/messages';
import { localizedPath } from '@domain/locale';
import { useLocale } from '@/lib/locale';
import { ButtonLink } from '@/components/ui/button';
import { Island } from '@/islands/island';
import { AuthLink } from './auth-link';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { navLink } from './nav-links';
import { TopStrip } from './top-strip';

/**
 * The site's header in the page's language. Its menus and Login button are islands (decision
 * 077), but every menu link is in the prerendered HTML and the language switch is a plain link:
 * the header works without JavaScript. `currentPath` is the page's full path (`/ar/about`).
 */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  const locale = useLocale();
  const apply = navLink('/apply', locale);
  return (
    <header className="relative z-40 border-b bg-background">
      <TopStrip currentPath={currentPath} />
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 xl:gap-3">
        <a
          href={localizedPath('/', locale)}
          className="flex min-w-0 shrink-0 items-center gap-2 rounded-md font-bold text-primary"
        >
          <GraduationCap aria-hidden="true" className="size-8 shrink-0" />
          <span className="truncate text-base whitespace-nowrap sm:text-lg">
            {m.site_short_name({}, { locale })}
            <span className="sr-only">{m.site_home_link_suffix({}, { locale })}</span>
          </span>
        </a>
        <Island
          name="desktop-nav"
          component={DesktopNav}
          props={{ currentPath, className: 'hidden lg:flex' }}
          when="idle"
        />
        <div className="hidden items-center gap-2 lg:flex">
          <Island name="auth-link" component={AuthLink} props={{ variant: 'desktop' }} when="idle" />
          <ButtonLink variant="accent" href={apply.to}>
            {apply.label}
          </ButtonLink>
        </div>
        <Island name="mobile-nav" component={MobileNav} props={{ currentPath }} when="idle" />
      </div>
    </header>
  );
}
