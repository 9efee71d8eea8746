import { ChevronDown, UserRound } from 'lucide-react';
import type { SyntheticEvent } from 'react';
import { m } from '@i18n/messages';
import { useLocale } from '@/lib/locale';
import { ButtonLink } from '@/components/ui/button';
import { AuthLink } from './auth-link';
import { applicantLink, dropdownMenus, isCurrent, navLink, otherLinks } from './nav-links';

const linkClass =
  'block rounded-md px-3 py-2.5 text-base text-foreground hover:bg-muted hover:text-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary';

/** Exclusive <details>: the browser itself keeps one section open, with or without this script. */
const SECTION_GROUP = 'site-mobile-section';

/** For browsers without exclusive <details name>: opening a section closes the others. */
function closeOtherSections(event: SyntheticEvent<HTMLDetailsElement>) {
  const section = event.currentTarget;
  if (!section.open) return;
  for (const other of section.parentElement?.querySelectorAll<HTMLDetailsElement>(
    `:scope > details[name="${SECTION_GROUP}"][open]`,
  ) ?? []) {
    if (other !== section) other.open = false;
  }
}

/** The open mobile menu: accordion sections (one open at a time), the other links, Apply Now, My application and Login. */
export function MobileMenuPanel({ currentPath, onNavigate }: { currentPath: string; onNavigate: () => void }) {
  const locale = useLocale();
  const current = (to: string) => (isCurrent(currentPath, to) ? 'page' : undefined);
  const apply = navLink('/apply', locale);
  const myApplication = applicantLink(locale);
  return (
    <nav aria-label={m.site_nav_main_label({}, { locale })} className="mx-auto max-w-6xl px-4 py-2">
      {dropdownMenus(locale).map((menu) => (
        <details
          key={menu.id}
          name={SECTION_GROUP}
          data-menu={menu.id}
          className="group/section border-b"
          onToggle={closeOtherSections}
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-3 text-start text-base font-semibold transition-colors select-none hover:text-primary [&::-webkit-details-marker]:hidden">
            {menu.label}
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform duration-200 group-open/section:rotate-180"
            />
          </summary>
          <ul className="pb-3">
            {menu.links.map((link) => (
              <li key={link.to}>
                <a href={link.to} onClick={onNavigate} aria-current={current(link.to)} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <ul className="border-b py-2">
        {otherLinks(locale).map((link) => (
          <li key={link.to}>
            <a href={link.to} onClick={onNavigate} aria-current={current(link.to)} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 py-4 sm:flex-row">
        <ButtonLink variant="accent" size="lg" className="sm:flex-1" href={apply.to} onClick={onNavigate}>
          {apply.label}
        </ButtonLink>
        <ButtonLink
          variant="outline"
          className="h-12 sm:flex-1"
          href={myApplication.to}
          aria-current={current(myApplication.to)}
          onClick={onNavigate}
        >
          <UserRound aria-hidden="true" />
          {myApplication.label}
        </ButtonLink>
        <AuthLink variant="mobile" onNavigate={onNavigate} className="h-12 sm:flex-1" />
      </div>
    </nav>
  );
}
