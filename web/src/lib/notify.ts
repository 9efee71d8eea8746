import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info';

let requested = false;
let mounted: Promise<void> | null = null;
let resolveMounted: (() => void) | null = null;
const listeners = new Set<() => void>();

/**
 * Shows a toast. Sonner (and its toaster) are fetched on the first call, so pages that
 * never show a notice never download it.
 */
export async function notify(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady()]);
  toast[kind](message, options);
}

export async function dismissToast(id: string): Promise<void> {
  if (!requested) return;
  const { toast } = await import('sonner');
  toast.dismiss(id);
}

function toasterReady(): Promise<void> {
  if (!mounted) {
    mounted = new Promise((resolve) => (resolveMounted = resolve));
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return mounted;
}

/** For the Toaster component: whether to render, and the signal that it now listens. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: () => requested,
  markMounted: () => resolveMounted?.(),
};
