import { Mail, Phone, UserRound } from 'lucide-react';
import { m } from '@i18n/messages';
import { isStaffPath } from '@domain/staff-paths';
import { site } from '@domain/site';
import { useLocale } from '@/lib/locale';
import { EmailAddress } from '@/components/ui/email-address';
import { cn } from '@/lib/cn';
import { LanguageSwitch } from './language-switch';
import { applicantLink, isCurrent } from './nav-links';

const contactLinkClass =
  'inline-flex items-center gap-1.5 whitespace-nowrap underline-offset-4 hover:underline focus-visible:outline-white';

export function TopStrip({ currentPath }: { currentPath: string }) {
  const locale = useLocale();
  // The staff screens are in English only: no language to switch to. The applicant's space,
  // like every public page, has its twin in the other language.
  const staffPage = isStaffPath(currentPath);
  const myApplication = applicantLink(locale);
  return (
    <div className="bg-primary text-primary-foreground">
      {/* The contact links wrap on a narrow screen; the links at the end keep to the first line. */}
      <div className="mx-auto flex max-w-6xl items-baseline justify-between gap-x-4 px-4 py-1.5 text-xs sm:text-sm">
        <ul className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1">
          <li>
            {/* Numbers and addresses read left to right in both languages. */}
            <a href={site.phoneHref} dir="ltr" className={contactLinkClass}>
              <Phone aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{m.site_phone_label({}, { locale })}</span>
              {site.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} dir="ltr" className={contactLinkClass}>
              <Mail aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{m.site_email_label({}, { locale })}</span>
              <EmailAddress address={site.email} />
            </a>
          </li>
        </ul>
        <div className="flex shrink-0 items-baseline gap-x-2">
          {/* On a phone it is in the menu (mobile-menu-panel.tsx). */}
          <a
            href={myApplication.to}
            aria-current={isCurrent(currentPath, myApplication.to) ? 'page' : undefined}
            className={cn(contactLinkClass, 'hidden rounded px-2 py-0.5 font-semibold lg:inline-flex')}
          >
            <UserRound aria-hidden="true" className="size-3.5" />
            {myApplication.label}
          </a>
          {!staffPage && <LanguageSwitch currentPath={currentPath} />}
        </div>
      </div>
    </div>
  );
}
