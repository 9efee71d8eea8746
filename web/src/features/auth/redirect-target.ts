const ORIGIN_PROBE = 'http://same-site.invalid';

/** A path on this site (never another origin, never back to /auth), or null. */
export function sameSitePath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
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

/** Server-rendered staff pages (Bull Board) are not client routes: they need a full page load. */
export function isServerPage(path: string): boolean {
  return path === '/admin/queues' || path.startsWith('/admin/queues/');
}
