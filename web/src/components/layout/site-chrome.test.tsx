import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { m } from '@i18n/messages';
import { localizedPath, locales, type Locale } from '@domain/locale';
import { site } from '@domain/site';
import { LocaleProvider } from '@/lib/locale';
import { navMenus, indexedRoutes, routeText, type PublicPath } from '@/config/routes';
import { factDifferences } from '@/content/fact-parity';
import { officeHoursLines } from './office-hours';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface Anchor {
  href: string;
  text: string;
  attributes: Record<string, string>;
}

function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The header and footer of a page as the prerender writes them (islands render in place here). */
function chrome(currentPath: string, locale: Locale): string {
  return renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <SiteHeader currentPath={currentPath} />
      <SiteFooter />
    </LocaleProvider>,
  );
}

function anchors(html: string): Anchor[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributeText, inner]) => {
    const attributes = Object.fromEntries(
      [...attributeText!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!.toLowerCase(),
        decode(value!),
      ]),
    );
    return { href: attributes.href ?? '', text: decode(inner!.replace(/<[^>]+>/g, '')).trim(), attributes };
  });
}

const pages: Array<{ path: string; locale: Locale }> = [
  { path: '/', locale: 'en' },
  { path: '/about', locale: 'en' },
  { path: '/ar', locale: 'ar' },
  { path: '/ar/courses/a-level', locale: 'ar' },
];

describe('the header and footer in both languages', () => {
  it.each(pages)(
    'link every public page from $path, in the page language, with its label from the route table',
    ({ path, locale }) => {
      const links = anchors(chrome(path, locale));
      // Every page a visitor may find; a manage page is reached only by its private link.
      for (const route of indexedRoutes) {
        const href = localizedPath(route.path, locale);
        const found = links.filter((link) => link.href === href);
        expect(found.length, `${route.path} from ${path}`).toBeGreaterThan(0);
        // The home link carries the academy's name; every other link reads as the route's label.
        if (route.path !== '/')
          expect(
            found.some((link) => link.text === routeText(route.path, locale).label),
            route.path,
          ).toBe(true);
      }
      // No link leaves the page's language, except the switch and the English-only staff screens.
      for (const link of links) {
        if (!link.href.startsWith('/') || link.attributes.hreflang) continue;
        expect(localizedPath(link.href, locale), link.href).toBe(link.href);
      }
    },
  );

  it('puts every menu link into the HTML, inside <details> menus that open without a script', () => {
    for (const locale of locales) {
      const html = chrome(localizedPath('/', locale), locale);
      for (const menu of navMenus.filter((candidate) => candidate.id !== 'other')) {
        // Once for the desktop menus, once for the mobile menu's section.
        expect(html.match(new RegExp(`<details[^>]*data-menu="${menu.id}"`, 'g')), menu.id).toHaveLength(2);
        expect(html).toContain(`${locale === 'ar' ? menu.arLabel : menu.label}`);
      }
      expect(html).toContain('data-menu="mobile"');
      expect(html).toContain('id="mobile-menu"');
      expect(html).not.toMatch(/<details[^>]*\bopen\b/);
    }
  });

  it('offers the same page in the other language as a plain link', () => {
    const english = anchors(chrome('/about', 'en')).filter((link) => link.attributes.hreflang === 'ar');
    expect(english).toEqual([
      { href: '/ar/about', text: 'العربية', attributes: expect.objectContaining({ lang: 'ar', hreflang: 'ar' }) },
    ]);
    const arabic = anchors(chrome('/ar/courses/a-level', 'ar')).filter((link) => link.attributes.lang === 'en');
    expect(arabic).toEqual([
      {
        href: '/courses/a-level',
        text: 'English',
        attributes: expect.objectContaining({ lang: 'en', hreflang: 'en' }),
      },
    ]);
    expect(anchors(chrome('/ar', 'ar')).find((link) => link.attributes.lang === 'en')?.href).toBe('/');
  });

  it('shows no language switch on the English-only staff screens', () => {
    for (const path of ['/auth', '/admin', '/admin/queues']) {
      const links = anchors(chrome(path, 'en'));
      expect(
        links.filter((link) => link.attributes.lang),
        path,
      ).toEqual([]);
      expect(
        links.some((link) => link.href === '/auth'),
        path,
      ).toBe(true);
    }
  });

  it("switches the applicant's space to its twin in the other language", () => {
    const switchOf = (path: string, locale: Locale) =>
      anchors(chrome(path, locale)).filter((link) => link.attributes.lang);
    expect(switchOf('/applicant', 'en')).toEqual([
      { href: '/ar/applicant', text: 'العربية', attributes: expect.objectContaining({ hreflang: 'ar' }) },
    ]);
    expect(switchOf('/ar/applicant', 'ar')).toEqual([
      { href: '/applicant', text: 'English', attributes: expect.objectContaining({ hreflang: 'en' }) },
    ]);
  });

  it('writes the Arabic header and footer in Arabic, with the same phone, e-mail and address', () => {
    const arabic = chrome('/ar', 'ar');
    const english = chrome('/', 'en');
    for (const text of [
      'Skip',
      'Quick Links',
      'Our Courses',
      'Contact Us',
      'All rights reserved',
      'View on map',
      'Login',
      'Menu',
      'Phone:',
      'coming soon',
    ]) {
      expect(arabic, text).not.toContain(text);
      expect(english.includes(text) || text === 'Skip', text).toBe(true);
    }
    expect(arabic).toContain(site.arabicName);
    expect(arabic).toContain(m.site_auth_login({}, { locale: 'ar' }));
    for (const html of [arabic, english]) {
      const links = anchors(html);
      const phoneLinks = links.filter((link) => link.href === site.phoneHref);
      expect(phoneLinks.length).toBeGreaterThan(0);
      for (const link of phoneLinks) expect(link.attributes.dir).toBe('ltr');
      // Each address is set apart, left to right and unbroken, inside its link (EmailAddress).
      const addresses = html.match(new RegExp(`<a href="mailto:${site.email}"[^>]*>[\\s\\S]*?</a>`, 'g')) ?? [];
      expect(addresses.length).toBeGreaterThan(0);
      for (const link of addresses)
        expect(link).toContain(`<bdi dir="ltr" class="whitespace-nowrap">${site.email}</bdi>`);
      for (const line of [...site.address.lines, site.address.postcode, site.address.country])
        expect(html).toContain(line);
    }
  });

  it('loads no third-party code: no translation widget or its notice', () => {
    for (const { path, locale } of pages) {
      const html = chrome(path, locale);
      expect(html).not.toMatch(/google|translate\b|translation/i);
      for (const link of anchors(html)) {
        if (/^https?:/.test(link.href)) expect(link.href, path).toBe(site.mapsUrl);
      }
    }
  });
});

describe('the site catalogue', () => {
  it('names the academy as site.ts does', () => {
    expect(m.site_short_name({}, { locale: 'en' })).toBe(site.shortName);
  });

  it('gives the office hours exactly as site.ts in English and with the same times in Arabic', () => {
    expect(officeHoursLines('en')).toEqual(site.officeHours.map((slot) => `${slot.days}: ${slot.hours}`));
    const arabic = officeHoursLines('ar');
    expect(arabic).toHaveLength(site.officeHours.length);
    expect(factDifferences(officeHoursLines('en'), arabic)).toEqual({ onlyEnglish: [], onlyArabic: [] });
    expect(arabic.join(' ')).not.toMatch(/AM|PM|Mon|Sat/);
  });

  it('keeps the footer facts in both languages', () => {
    const [youngest, oldest] = site.stats.ageRange.split('-');
    const about = (locale: Locale) =>
      m.site_footer_about({ year: site.foundedYear, youngest: youngest!, oldest: oldest! }, { locale });
    expect(about('en')).toBe(
      `An independent academy in ${site.address.city}, founded in ${site.foundedYear}, preparing students aged ${site.stats.ageRange} for UK university entry.`,
    );
    expect(factDifferences(about('en'), about('ar'))).toEqual({ onlyEnglish: [], onlyArabic: [] });
  });

  it('labels each footer path from the route table', () => {
    const paths: PublicPath[] = ['/privacy', '/terms', '/cookies'];
    const html = chrome('/ar', 'ar');
    for (const path of paths) expect(html).toContain(`href="/ar${path}"`);
  });
});
