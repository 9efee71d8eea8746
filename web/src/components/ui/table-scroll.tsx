import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The box of a table that may be wider than a phone's screen. It scrolls sideways, so it takes
 * keyboard focus (WCAG 2.1.1: it can be scrolled without a mouse) and is named like its table.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-xl border bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {children}
    </div>
  );
}
