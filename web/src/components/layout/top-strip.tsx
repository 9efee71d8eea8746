import { Mail, Phone } from 'lucide-react';
import { m } from '@i18n/messages';
import { isStaffPath } from '@domain/staff-paths';
import { site } from '@domain/site';
import { useLocale } from '@/lib/locale';
import { LanguageSwitch } from './language-switch';

const contactLinkClass =
  'inline-flex items-center gap-1.5 underline-offset-4 hover:underline focus-visible:outline-white';

export function TopStrip({ currentPath }: { currentPath: string }) {
  const locale = useLocale();
  // The staff screens are in English only: no language to switch to. The applicant's space,
  // like every public page, has its twin in the other language.
  const staffPage = isStaffPath(currentPath);
  return (
    <div className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 text-xs sm:text-sm">
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <li>
            {/* Numbers and addresses read left to right in both languages. */}
            <a href={site.phoneHref} dir="ltr" className={contactLinkClass}>
              <Phone aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{m.site_phone_label({}, { locale })}</span>
              {site.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} dir="ltr" className={`${contactLinkClass} break-all`}>
              <Mail aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{m.site_email_label({}, { locale })}</span>
              {site.email}
            </a>
          </li>
        </ul>
        {!staffPage && <LanguageSwitch currentPath={currentPath} />}
      </div>
    </div>
  );
}
