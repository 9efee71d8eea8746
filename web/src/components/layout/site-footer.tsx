import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { NewTabLink } from '@/components/content/new-tab-link';
import { routeByPath, type PublicPath } from '@/config/routes';
import { site } from '@domain/site';
import { footerCourseLinks, footerPolicies, footerQuickLinks } from './footer-links';
import { SocialLinks } from './social-links';

const linkClass = 'text-primary-foreground/90 underline-offset-4 hover:text-primary-foreground hover:underline focus-visible:outline-white';

function LinkList({ title, paths }: { title: string; paths: readonly PublicPath[] }) {
  const headingId = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-accent">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {paths.map((path) => (
          <li key={path}>
            <a href={path} className={linkClass}>
              {routeByPath(path)?.label ?? path}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="text-lg font-bold">{site.name}</p>
          <p className="text-sm text-primary-foreground/90">
            An independent academy in {site.address.city}, founded in {site.foundedYear}, preparing students aged {site.stats.ageRange} for
            UK university entry.
          </p>
          <SocialLinks />
        </div>
        <LinkList title="Quick Links" paths={footerQuickLinks} />
        <LinkList title="Our Courses" paths={footerCourseLinks} />
        <div>
          <h2 className="text-base font-semibold text-accent">Contact Us</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {[...site.address.lines, `${site.address.city} ${site.address.postcode}`, site.address.country].map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={site.phoneHref} className={linkClass}>
                {site.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                {site.email}
              </a>
            </p>
            <p className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {site.officeHours.map((slot) => (
                  <span key={slot.days} className="block">
                    {slot.days}: {slot.hours}
                  </span>
                ))}
              </span>
            </p>
          </address>
          <NewTabLink href={site.mapsUrl} className="mt-3 text-sm text-accent focus-visible:outline-white">
            View on map
          </NewTabLink>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-primary-foreground/90 md:flex-row md:items-center md:justify-between">
          <p>
            © <span suppressHydrationWarning>{year}</span> {site.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Policies">
            {footerPolicies.map((path) => (
              <li key={path}>
                <a href={path} className={linkClass}>
                  {routeByPath(path)?.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
