import { isPrivatePath } from '../../domain/staff-paths';

/** What answers a page request: a public page, the app's shell (staff and applicant), or the not-found page. */
export type PageKind = 'public' | 'private' | 'not-found';

/**
 * The one routing rule of both web servers (serve-web.ts for the build, vite-dev-web.ts for
 * `make dev`): trailing slashes are dropped (`/about/` is `/about`), /auth, /admin, /applicant
 * and /ar/applicant and everything under them are the client-rendered app (its routes are
 * resolved in the browser), a path with a public page is that page, and anything else is not
 * found: /ar/auth and /ar/admin too, the staff pages being English only.
 */
export function pageFor(pathname: string, hasPublicPage: (path: string) => boolean): { path: string; kind: PageKind } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (isPrivatePath(path)) return { path, kind: 'private' };
  return { path, kind: hasPublicPage(path) ? 'public' : 'not-found' };
}
