let requested = false;
let mounted: Promise<void> | null = null;
let resolveMounted: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Whether a toaster should render, and the signal that one now listens (web/src/lib/notify.ts). */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: () => requested,
  markMounted: () => resolveMounted?.(),
  /**
   * Asks the page's <Toaster /> to render; resolves once it listens. `mountOne` runs when the
   * page has none (a prerendered public page, whose islands share no React tree).
   */
  request(mountOne: () => void): Promise<void> {
    if (!mounted) {
      mounted = new Promise((resolve) => (resolveMounted = resolve));
      requested = true;
      if (listeners.size === 0) mountOne();
      else listeners.forEach((listener) => listener());
    }
    return mounted;
  },
};
