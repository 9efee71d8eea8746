import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocale, type Localized } from '@/lib/locale';
import { cn } from '@/lib/cn';

interface NewTabLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Hide the trailing arrow icon (the hidden "(opens in a new tab)" text stays). */
  hideIcon?: boolean;
}

const opensInNewTab: Localized<string> = { en: ' (opens in a new tab)', ar: ' (يُفتح في علامة تبويب جديدة)' };

/**
 * A link to another site. It opens in a new tab, so it says so to screen readers
 * (WCAG 3.2.5 advisory) and shows an icon to everyone else; rel keeps the new page
 * from reaching back into ours. The icon's arrow points the way the page reads.
 */
export function NewTabLink({ href, children, className, hideIcon = false }: NewTabLinkProps) {
  const locale = useLocale();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline',
        className,
      )}
    >
      {children}
      <span className="sr-only">{opensInNewTab[locale]}</span>
      {!hideIcon && <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />}
    </a>
  );
}
