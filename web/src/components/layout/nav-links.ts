import { m } from '@i18n/messages';
import { navMenus, routeText, type NavGroup, type PublicPath } from '@/config/routes';
import { applicantSpacePath } from '@domain/applicant-paths';
import { localizedPath, type Locale } from '@domain/locale';

export interface NavLinkItem {
  /** The link's target in the page's language (`/ar/about` on an Arabic page). */
  to: string;
  label: string;
}

export interface NavMenuWithLinks {
  id: NavGroup;
  label: string;
  links: NavLinkItem[];
}

/** A public page as a link in the given language: its label from the route table, its path localized. */
export function navLink(path: PublicPath, locale: Locale): NavLinkItem {
  return { to: localizedPath(path, locale), label: routeText(path, locale).label };
}

/**
 * "My application": the applicant's space in the page's language, which asks a signed-out
 * applicant for their address first. The header's Login is the staff sign-in.
 */
export function applicantLink(locale: Locale): NavLinkItem {
  return { to: applicantSpacePath(locale), label: m.site_my_application({}, { locale }) };
}

function menusIn(locale: Locale): NavMenuWithLinks[] {
  return navMenus.map((menu) => ({
    id: menu.id,
    label: locale === 'ar' ? menu.arLabel : menu.label,
    links: menu.paths.map((path) => navLink(path, locale)),
  }));
}

/** The menus of docs/spec.md §2.2 in each language, each path's label resolved from the route table. */
const menusByLocale: Record<Locale, NavMenuWithLinks[]> = { en: menusIn('en'), ar: menusIn('ar') };

/** The three menus that open (The Academy, Academic, Courses). */
export function dropdownMenus(locale: Locale): NavMenuWithLinks[] {
  return menusByLocale[locale].filter((menu) => menu.id !== 'other');
}

/** The links shown on their own beside the menus. */
export function otherLinks(locale: Locale): NavLinkItem[] {
  return menusByLocale[locale].find((menu) => menu.id === 'other')?.links ?? [];
}

export function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname === `${to}/`;
}
