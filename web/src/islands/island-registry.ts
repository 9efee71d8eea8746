import type { ComponentType } from 'react';

/**
 * Every island: the interactive parts of the prerendered public pages, each hydrated on its
 * own (docs/decisions/077-islands.md). Each lives in `web/src/islands/<name>.island.tsx`
 * and exports its component as default; the prerender finds its chunk by that file name.
 */
export const islandModules = {
  'desktop-nav': () => import('./desktop-nav.island'),
  'mobile-nav': () => import('./mobile-nav.island'),
  'auth-link': () => import('./auth-link.island'),
  'leadership-team': () => import('./leadership-team.island'),
  'hero-video': () => import('./hero-video.island'),
  'missing-page-report': () => import('./missing-page-report.island'),
  'contact-form': () => import('./contact-form.island'),
  'application-form': () => import('./application-form.island'),
  'visit-booking': () => import('./visit-booking.island'),
  'visit-manage': () => import('./visit-manage.island'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandModules;

export type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islandModules)[Name]>>['default'];

/**
 * When an island's code is fetched: `load` with the page (the forms, a page's reason to be),
 * `idle` once the page has loaded and the browser is idle, or sooner when a visitor points
 * at, touches or focuses it (menus, toggles: nothing to do until someone reaches for them).
 */
export type HydrateWhen = 'load' | 'idle';

/**
 * The id of the JSON list (written by the prerender) of the modules the page's `load` islands
 * need: fetched all at once after the first paint, not before it (decision 077).
 */
export const ISLAND_PRELOADS_ID = 'island-preloads';

/** The island's source file, as the Vite manifest names it. */
export function islandSource(name: string): string {
  return `src/islands/${name}.island.tsx`;
}
