import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { m } from '@i18n/messages';
import type { Locale } from '@domain/locale';
import { site } from '@domain/site';
import { useLocale } from '@/lib/locale';
import { NewTabLink } from '@/components/content/new-tab-link';
import { EmailAddress } from '@/components/ui/email-address';
import type { PublicPath } from '@/config/routes';
import { footerCourseLinks, footerPolicies, footerQuickLinks } from './footer-links';
import { navLink } from './nav-links';
import { officeHoursLines } from './office-hours';
import { SocialLinks } from './social-links';

const linkClass =
  'text-primary-foreground/90 underline-offset-4 hover:text-primary-foreground hover:underline focus-visible:outline-white';

const siteName: Record<Locale, string> = { en: site.name, ar: site.arabicName };

function LinkList({ id, title, paths }: { id: string; title: string; paths: readonly PublicPath[] }) {
  const locale = useLocale();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-accent">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {paths.map((path) => {
          const link = navLink(path, locale);
          return (
            <li key={path}>
              <a href={link.to} className={linkClass}>
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The footer in the page's language; the address, phone and e-mail read left to right in both. */
export function SiteFooter() {
  const locale = useLocale();
  const year = new Date().getFullYear();
  const [youngest, oldest] = site.stats.ageRange.split('-');
  return (
    <footer className="bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="text-lg font-bold">{siteName[locale]}</p>
          <p className="text-sm text-primary-foreground/90">
            {m.site_footer_about(
              { year: site.foundedYear, youngest: youngest ?? '', oldest: oldest ?? '' },
              { locale },
            )}
          </p>
          <SocialLinks />
        </div>
        <LinkList id="footer-quick-links" title={m.site_footer_quick_links({}, { locale })} paths={footerQuickLinks} />
        <LinkList id="footer-our-courses" title={m.site_footer_courses({}, { locale })} paths={footerCourseLinks} />
        <div>
          <h2 className="text-base font-semibold text-accent">{m.site_footer_contact({}, { locale })}</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {/* The postal address as the post needs it, in Latin script on both sites. */}
                {[...site.address.lines, `${site.address.city} ${site.address.postcode}`, site.address.country].map(
                  (line) => (
                    <span key={line} className="block">
                      <bdi>{line}</bdi>
                    </span>
                  ),
                )}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={site.phoneHref} dir="ltr" className={linkClass}>
                {site.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${site.email}`} className={linkClass}>
                <EmailAddress address={site.email} />
              </a>
            </p>
            <p className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {officeHoursLines(locale).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
          </address>
          <NewTabLink href={site.mapsUrl} className="mt-3 text-sm text-accent focus-visible:outline-white">
            {m.site_footer_map_link({}, { locale })}
          </NewTabLink>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-primary-foreground/90 md:flex-row md:items-center md:justify-between">
          <p>
            © <span suppressHydrationWarning>{year}</span> {siteName[locale]}. {m.site_footer_rights({}, { locale })}
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={m.site_footer_policies({}, { locale })}>
            {footerPolicies.map((path) => {
              const link = navLink(path, locale);
              return (
                <li key={path}>
                  <a href={link.to} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </footer>
  );
}
