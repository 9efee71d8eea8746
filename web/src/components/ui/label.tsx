import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A form label. A native <label>, not Radix's: Radix's adds only a guard against selecting
 * text on double-click, and it would bring react-dom's flushSync into every form's first load.
 */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium leading-none text-foreground', className)} {...props} />;
}
