import { isStaffPath } from '@domain/staff-paths';

const ORIGIN_PROBE = 'http://same-site.invalid';

/** A path on this site (never another origin, never back to /auth), or null. */
export function sameSitePath(candidate: unknown): string | null {
  if (
    typeof candidate !== 'string' ||
    !candidate.startsWith('/') ||
    candidate.startsWith('//') ||
    candidate.includes('\\')
  ) {
    return null;
  }
  try {
    const url = new URL(candidate, ORIGIN_PROBE);
    if (url.origin !== ORIGIN_PROBE || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where to go after signing in: the page the visitor came from (router state or ?next=), else /admin. */
export function redirectTarget(state: unknown, search: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  const fromPath =
    typeof from === 'string'
      ? from
      : from && typeof from === 'object' && 'pathname' in from
        ? `${String((from as { pathname: string }).pathname)}${String((from as { search?: string }).search ?? '')}`
        : null;
  return sameSitePath(fromPath) ?? sameSitePath(new URLSearchParams(search).get('next')) ?? '/admin';
}

/**
 * Whether a same-site path is outside the staff app and so needs a full page load: the
 * prerendered public pages (decision 077) and the server-rendered queue board.
 */
export function needsPageLoad(path: string): boolean {
  const { pathname } = new URL(path, ORIGIN_PROBE);
  return !isStaffPath(pathname) || pathname === '/admin/queues' || pathname.startsWith('/admin/queues/');
}
