import { INTENT_EVENTS } from '@/lib/intent-events';
import { isPrivatePath } from '@domain/staff-paths';

/**
 * Fetches a public page's HTML as soon as a visitor points at, presses, touches or focuses a link to it,
 * so the page load that follows a click starts from the browser's cache: on a slow network
 * the 100–300 ms between intent and click is most of a round trip. Staff pages are left out.
 */
export function prefetchPagesOnIntent(): void {
  const fetched = new Set<string>([window.location.pathname]);
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (isPrivatePath(link.pathname) || fetched.has(link.pathname) || link.target === '_blank') return;
    fetched.add(link.pathname);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = link.pathname;
    document.head.append(hint);
  };
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
