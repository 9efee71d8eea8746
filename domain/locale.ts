/**
 * The site's languages (docs/ARCHITECTURE "Languages"). English lives at today's URLs and
 * Arabic is the same site under /ar; the URL alone decides the language, never a cookie or
 * Accept-Language, so every page stays cacheable and shareable.
 */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

export const baseLocale: Locale = 'en';

const ARABIC_PREFIX = '/ar';

/** What `<html lang dir>` says for each language. */
export const localeDirection: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/** The Open Graph locale of each language. */
export const openGraphLocale: Record<Locale, string> = { en: 'en_GB', ar: 'ar_AR' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language a path is in: `/ar` and `/ar/…` are Arabic, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'en';
}

/** The path without its language prefix: `/ar/about` → `/about`, `/ar` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(ARABIC_PREFIX.length) || '/';
}

/** The same page in the given language: (`/about`, 'ar') → `/ar/about`, (`/`, 'ar') → `/ar`. */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = pathWithoutLocale(pathname);
  if (locale === 'en') return path;
  return path === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${path}`;
}

/**
 * Number and date formats. Both languages write digits in Western form (`-u-nu-latn`), so fees
 * and dates match the invoices and visa letters; Arabic uses the Gregorian calendar with
 * Arabic month names.
 */
export const intlLocale: Record<Locale, string> = { en: 'en-GB', ar: 'ar-u-ca-gregory-nu-latn' };
