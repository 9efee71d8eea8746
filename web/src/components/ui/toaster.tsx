import { useEffect, useState } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * Sonner's toaster, mounted only after hydration: it has nothing to show in prerendered
 * HTML and reads browser state (theme, offsets) that the server cannot know.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return <Sonner position="top-center" richColors closeButton duration={6000} toastOptions={{ className: 'text-sm' }} />;
}
