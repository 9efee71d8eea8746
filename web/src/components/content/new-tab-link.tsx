import type { ComponentProps } from 'react';
import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';

type NewTabLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string };

/**
 * A link to another site that opens in a new tab and says so to screen-reader users
 * (WCAG 3.2.5 advisory technique G201): the icon is decorative, the warning is text.
 */
export function NewTabLink({ className, children, ...props }: NewTabLinkProps) {
  return (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline', className)}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}
