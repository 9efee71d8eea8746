import { navMenus, routeByPath, type NavGroup } from '@/config/routes';

export interface NavLinkItem {
  to: string;
  label: string;
}

export interface NavMenuWithLinks {
  id: NavGroup;
  label: string;
  links: NavLinkItem[];
}

/** The menus of docs/spec.md §2.2 with each path's label resolved from the route table. */
export const navMenusWithLinks: NavMenuWithLinks[] = navMenus.map((menu) => ({
  id: menu.id,
  label: menu.label,
  links: menu.paths.map((path) => ({ to: path, label: routeByPath(path)?.label ?? path })),
}));

export const dropdownMenus = navMenusWithLinks.filter((menu) => menu.id !== 'other');
export const otherLinks = navMenusWithLinks.find((menu) => menu.id === 'other')?.links ?? [];

export function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname === `${to}/`;
}
