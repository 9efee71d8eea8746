import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldControlClass } from './input';

export function Textarea({ className, rows = 5, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldControlClass, 'min-h-24 resize-y', className)} {...props} />;
}
