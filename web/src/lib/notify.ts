import type { ExternalToast } from 'sonner';
import { toasterStore } from './toaster-store';

type Kind = 'success' | 'error' | 'info';

/**
 * Shows a toast. Sonner (and its toaster) are fetched on the first call, so pages that
 * never show a notice never download it.
 */
export async function notify(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady()]);
  toast[kind](message, options);
}

export async function dismissToast(id: string): Promise<void> {
  if (!toasterStore.isRequested()) return;
  const { toast } = await import('sonner');
  toast.dismiss(id);
}

function toasterReady(): Promise<void> {
  return toasterStore.request(() => void import('./standalone-toaster').then(({ mountToaster }) => mountToaster()));
}

const FLASH_KEY = 'academy:notice';

/**
 * Shows a notice on the next page this tab loads (for example "Logged out successfully"
 * after signing out, which leaves the staff app for the prerendered home page).
 */
export function flashNotice(kind: Kind, message: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ kind, message }));
  } catch {
    // Storage refused (private mode, full): the notice is lost, the navigation is not.
  }
}

/** Shows the notice a previous page left with flashNotice, once. */
export function showFlashedNotice(): void {
  const flashed = takeFlashedNotice();
  if (flashed) void notify(flashed.kind, flashed.message);
}

function takeFlashedNotice(): { kind: Kind; message: string } | null {
  try {
    const stored = sessionStorage.getItem(FLASH_KEY);
    if (stored === null) return null;
    sessionStorage.removeItem(FLASH_KEY);
    const { kind, message } = JSON.parse(stored) as { kind?: unknown; message?: unknown };
    const kinds: readonly unknown[] = ['success', 'error', 'info'];
    return kinds.includes(kind) && typeof message === 'string' ? { kind: kind as Kind, message } : null;
  } catch {
    return null;
  }
}
