import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { toasterStore } from '@/lib/toaster-store';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Runs after the toaster beside it has subscribed, so no toast is lost. */
function MountSignal() {
  useEffect(() => toasterStore.markMounted(), []);
  return null;
}

/** Sonner's toaster, rendered (and downloaded) only once something calls notify(). */
export function Toaster() {
  const requested = useSyncExternalStore(toasterStore.subscribe, toasterStore.isRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        richColors
        closeButton
        duration={6000}
        toastOptions={{ className: 'text-sm' }}
        // Sonner's rich colours fall short of 4.5:1 for text; these darker tones pass AA.
        style={{ '--error-text': '#991b1b', '--success-text': '#14532d', '--info-text': '#1e3a8a' } as CSSProperties}
      />
      <MountSignal />
    </Suspense>
  );
}
