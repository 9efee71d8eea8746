import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A modal panel: full screen on a phone, a centred sheet from the small breakpoint up. */
export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  /** The close button's name, in the screen's language. */ closeLabel?: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-background shadow-xl focus:outline-none sm:inset-x-4 sm:top-[5vh] sm:bottom-auto sm:mx-auto sm:max-h-[90vh] sm:max-w-3xl sm:rounded-xl sm:border',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="fixed top-3 end-3 z-10 rounded-md bg-background/90 p-2 text-muted-foreground shadow-sm hover:bg-muted hover:text-foreground focus-visible:outline-3 focus-visible:outline-ring sm:absolute sm:bg-transparent sm:shadow-none"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pe-10 text-xl font-semibold leading-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
