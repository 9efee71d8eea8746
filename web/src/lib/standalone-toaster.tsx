import { createRoot } from 'react-dom/client';
import { Toaster } from '@/components/ui/toaster';

/** A toaster of its own for a prerendered page, whose islands have no shared React tree. */
export function mountToaster(): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<Toaster />);
}
